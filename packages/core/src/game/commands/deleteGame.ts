import { event } from '../fanout.ts';
import { type Outcome, ok, type Success } from '../result.ts';
import { emptyRoom } from '../state.ts';
import type { GameState } from '../types.ts';
import type { Handler } from './handler.ts';

/** Wipes the room except its version (rule G-19): blacklists, players and settings all go. */
export function deleteGame(state: GameState): Success {
  return ok(emptyRoom(state.roomId, state.v), [event('GAME_DELETED', 'all', { gameStatus: 0 })]);
}

/** DELETE_GAME (rule G-19). */
export const handleDeleteGame: Handler<Record<string, never>> = (state): Outcome => deleteGame(state);
