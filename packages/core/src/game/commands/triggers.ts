import { placeCall } from '../calls.ts';
import { event } from '../fanout.ts';
import { fail, type Outcome, ok } from '../result.ts';
import { DEFAULT_CALLER_GRACE_MS } from '../state.ts';
import type { Deadlines, GameState } from '../types.ts';
import { deleteGame } from './deleteGame.ts';
import type { Handler } from './handler.ts';

type Trigger = Handler<Record<string, never>>;

/** Whether a stored deadline has come; a moved or cleared deadline makes a late trigger a no-op (NOT_DUE). */
function isDue(state: GameState, key: keyof Deadlines, now: number): boolean {
  const at = state.deadlines[key];
  return at !== null && now >= at;
}

/** AUTO_CALL (rule G-71): in automatic-call mode, one call when due; the next deadline is callsTime later. */
export const handleAutoCall: Trigger = (state, _payload, _actor, ctx): Outcome => {
  if (!isDue(state, 'nextAutoCallAt', ctx.now)) return fail('NOT_DUE');
  return placeCall({ ...state, deadlines: { ...state.deadlines, nextAutoCallAt: null } }, ctx.now);
};

/** CALLER_DISCONNECTED (rule G-72): the last caller socket closed; in status 2-4 the grace period starts. */
export const handleCallerDisconnected: Trigger = (state, _payload, _actor, ctx): Outcome => {
  if (![2, 3, 4].includes(state.gameStatus) || state.deadlines.callerGoneAt !== null) return ok(state);
  const grace = ctx.callerGraceMs ?? DEFAULT_CALLER_GRACE_MS;
  return ok({ ...state, deadlines: { ...state.deadlines, callerGoneAt: ctx.now + grace } });
};

/** CALLER_RECONNECTED (rule G-72): a caller socket is back; the grace period is cancelled. */
export const handleCallerReconnected: Trigger = (state): Outcome => {
  if (state.deadlines.callerGoneAt === null) return ok(state);
  return ok({ ...state, deadlines: { ...state.deadlines, callerGoneAt: null } });
};

/** Status 2, 3 or 4 to ON_HOLD (6), remembering where to resume. */
function putOnHold(state: GameState): Outcome {
  const resumeTo = state.gameStatus === 2 || state.gameStatus === 3 ? state.gameStatus : state.resumeTo;
  const next: GameState = {
    ...state,
    gameStatus: 6,
    resumeTo,
    deadlines: { ...state.deadlines, callerGoneAt: null },
  };
  return ok(next, [event('GAME_ON_HOLD', 'all', { gameStatus: 6 })]);
}

/** CALLER_GONE (rule G-72): the grace period passed without a caller socket. */
export const handleCallerGone: Trigger = (state, _payload, _actor, ctx): Outcome =>
  isDue(state, 'callerGoneAt', ctx.now) ? putOnHold(state) : fail('NOT_DUE');

/** PAUSE_BEACON (rule G-73): the owner's page unloaded; on hold at once (the server checked the token). */
export const handlePauseBeacon: Trigger = (state): Outcome => putOnHold(state);

/** SAVE_EXPIRED (rule G-74): a saved game past saveUpToDate is deleted. */
export const handleSaveExpired: Trigger = (state, _payload, _actor, ctx): Outcome =>
  isDue(state, 'saveExpiresAt', ctx.now) ? deleteGame(state) : fail('NOT_DUE');
