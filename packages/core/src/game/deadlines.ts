import { totalCalls } from './pool.ts';
import type { GameState } from './types.ts';

/**
 * Keeps the stored deadlines in step with the status (rule G-70): an automatic call is due callsTime after
 * the last one while status 2 has calls left; the caller-gone deadline only lives in status 2-4; a saved
 * game expires at saveUpToDate. Run after every change, so no handler has to remember it.
 */
export function scheduleDeadlines(state: GameState, now: number): GameState {
  const settings = state.gameSettings;
  const autoCalling =
    state.gameStatus === 2 && settings?.gameMode === 'automatic-call' && state.callCount < totalCalls(state);
  const nextAutoCallAt = autoCalling
    ? (state.deadlines.nextAutoCallAt ?? now + (settings?.callsTime ?? 30) * 1000)
    : null;
  const callerGoneAt = [2, 3, 4].includes(state.gameStatus) ? state.deadlines.callerGoneAt : null;
  const saveExpiresAt = state.gameStatus === 5 ? state.saveUpToDate : null;
  const d = state.deadlines;
  if (
    d.nextAutoCallAt === nextAutoCallAt &&
    d.callerGoneAt === callerGoneAt &&
    d.saveExpiresAt === saveExpiresAt
  ) {
    return state;
  }
  return { ...state, deadlines: { nextAutoCallAt, callerGoneAt, saveExpiresAt } };
}
