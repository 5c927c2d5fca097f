import { event } from '../fanout.ts';
import { type Outcome, ok } from '../result.ts';
import { DAY_MS, DEFAULT_SAVE_DAYS } from '../state.ts';
import type { GameState, GameStatus } from '../types.ts';
import type { Handler } from './handler.ts';

/** Where a paused, saved or held game goes back to: remembered 2 or 3 (rule G-18). */
function rememberedStatus(state: GameState): GameStatus | null {
  return state.gameStatus === 2 || state.gameStatus === 3 ? state.gameStatus : state.resumeTo;
}

/** PAUSE_GAME (rule G-18): 2 or 3 to 4, remembering where to return. */
export const handlePauseGame: Handler<Record<string, never>> = (state): Outcome => {
  const next: GameState = { ...state, gameStatus: 4, resumeTo: rememberedStatus(state) };
  return ok(next, [event('GAME_PAUSED', 'all', { gameStatus: 4 })]);
};

/** RESUME_GAME (rule G-18): 4, 5 or 6 back to 3 when claims are pending, else 2. */
export const handleResumeGame: Handler<Record<string, never>> = (state): Outcome => {
  const gameStatus: GameStatus = state.claims.length > 0 ? 3 : 2;
  const next: GameState = { ...state, gameStatus, resumeTo: null, saveOnDate: null, saveUpToDate: null };
  return ok(next, [event('GAME_RESUMED', 'all', { gameStatus })]);
};

/** SAVE_GAME (rule G-19): kept saveDays (default 30) and then deleted by the SAVE_EXPIRED deadline. */
export const handleSaveGame: Handler<Record<string, never>> = (state, _payload, _actor, ctx): Outcome => {
  const days = ctx.saveDays !== undefined && ctx.saveDays > 0 ? ctx.saveDays : DEFAULT_SAVE_DAYS;
  const saveOnDate = ctx.now;
  const saveUpToDate = ctx.now + days * DAY_MS;
  const next: GameState = {
    ...state,
    gameStatus: 5,
    resumeTo: rememberedStatus(state),
    saveOnDate,
    saveUpToDate,
  };
  return ok(next, [event('GAME_SAVED', 'all', { gameStatus: 5, saveOnDate, saveUpToDate })]);
};
