import { COMMAND_TABLE } from './commandTable.ts';
import type { GameStatus } from './types.ts';

/** What anyone with the game link may know of a room before opening a socket (GET /api/live/{id}/status). */
export interface RoomStatus {
  /** The caller has created a game (status 1-6); false before CREATE_GAME and after DELETE_GAME. */
  exists: boolean;
  /** A JOIN_GAME would be accepted on status grounds (the statuses the command table allows it in). */
  joinable: boolean;
  /** The room asks players to have an account (protocol §0); false for a room that does not exist. */
  requireAccount: boolean;
}

/** The public status of a room in `gameStatus` (0: no game) whose options do or do not require accounts. */
export function roomStatusOf(gameStatus: GameStatus, requireAccount: boolean): RoomStatus {
  const exists = gameStatus !== 0;
  return {
    exists,
    joinable: COMMAND_TABLE.JOIN_GAME.statuses.includes(gameStatus),
    requireAccount: exists && requireAccount,
  };
}
