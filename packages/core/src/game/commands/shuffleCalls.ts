import { shuffled } from '../../random.ts';
import { event, tailored } from '../fanout.ts';
import { calledItems } from '../pool.ts';
import { fail, type Outcome, ok } from '../result.ts';
import type { Handler } from './handler.ts';

/** SHUFFLE_CALL_ITEMS (rule G-24): the called prefix stays; only the uncalled tail is shuffled. */
export const handleShuffleCallItems: Handler<Record<string, never>> = (
  state,
  _payload,
  _actor,
  ctx,
): Outcome => {
  const tail = shuffled(state.callItems.slice(state.callCount), ctx.random);
  const next = { ...state, callItems: [...calledItems(state), ...tail] };
  return ok(next, tailored('CALL_SHUFFLED', { callItems: next.callItems }, { callCount: next.callCount }));
};

/** CALL_REORDER (rule G-25): moves one uncalled item; called items cannot move. */
export const handleCallReorder: Handler<{ oldIndex: number; newIndex: number }> = (
  state,
  { oldIndex, newIndex },
): Outcome => {
  const last = state.callItems.length - 1;
  for (const [field, index] of [
    ['oldIndex', oldIndex],
    ['newIndex', newIndex],
  ] as const) {
    if (index < 0 || index > last) return fail('INVALID_PAYLOAD', { field, reason: `must be in 0..${last}` });
    if (index < state.callCount) return fail('CANNOT_MOVE_CALLED', { field, callCount: state.callCount });
  }
  const callItems = state.callItems.slice();
  const [moved] = callItems.splice(oldIndex, 1);
  if (moved) callItems.splice(newIndex, 0, moved);
  return ok({ ...state, callItems }, [event('CALL_REORDERED', 'callers', { callItems })]);
};
