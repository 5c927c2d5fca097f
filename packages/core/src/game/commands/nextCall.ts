import { placeCall } from '../calls.ts';
import { isNoCalls, totalCalls } from '../pool.ts';
import { fail, type Outcome } from '../result.ts';
import type { Handler } from './handler.ts';

/**
 * NEXT_CALL (rules G-21..G-23): `expectedCallCount` guards against two devices or timers pressing at once
 * (the second gets STALE_CALL, so one call is placed); no-calls mode refuses; the limit ends the calls.
 */
export const handleNextCall: Handler<{ expectedCallCount?: number }> = (
  state,
  payload,
  _actor,
  ctx,
): Outcome => {
  if (payload.expectedCallCount !== undefined && payload.expectedCallCount !== state.callCount) {
    return fail('STALE_CALL', { callCount: state.callCount });
  }
  if (isNoCalls(state)) return fail('CALLS_DISABLED');
  if (state.callCount >= totalCalls(state)) return fail('NO_CALLS_LEFT');
  return placeCall(state, ctx.now);
};
