import type { z } from 'zod';
import { handleCreateGame } from './commands/createGame.ts';
import { handleDeleteGame } from './commands/deleteGame.ts';
import { handleFinishGame } from './commands/finishGame.ts';
import type { Handler } from './commands/handler.ts';
import { handleJoinGame } from './commands/joinGame.ts';
import { handleMarkNumber, handleUpdatePlayerState } from './commands/marks.ts';
import { handleNextCall } from './commands/nextCall.ts';
import { handlePauseGame, handleResumeGame, handleSaveGame } from './commands/pauseResumeSave.ts';
import { handleRejoinGame } from './commands/rejoinGame.ts';
import { handleRejoinRequestProcessed } from './commands/rejoinRequestProcessed.ts';
import { handleBlacklistPlayer, handleRemovePlayer } from './commands/removePlayer.ts';
import { handleRestartGame } from './commands/restartGame.ts';
import {
  handleBingoReviewRequest,
  handleRejectBingo,
  handleUpdateReviewRequest,
  handleVerifyBingo,
} from './commands/review.ts';
import { handleCallReorder, handleShuffleCallItems } from './commands/shuffleCalls.ts';
import { handleStartGame } from './commands/startGame.ts';
import { handleGetPlayerState, handleSyncGame, handleUpdateCallerState } from './commands/syncGame.ts';
import {
  handleAutoCall,
  handleCallerDisconnected,
  handleCallerGone,
  handleCallerReconnected,
  handlePauseBeacon,
  handleSaveExpired,
} from './commands/triggers.ts';
import { handleUpdateGameSettings } from './commands/updateGameSettings.ts';
import type { CommandType } from './commands.ts';
import { PAYLOAD_SCHEMAS } from './commands.ts';
import type { GameStatus } from './types.ts';

/**
 * Who may send a command (validation step 6): the room's caller, a JOINED player, any non-caller (join and
 * rejoin), anyone, or the server itself (deadline and presence triggers).
 */
export type Role = 'caller' | 'player' | 'nonCaller' | 'any' | 'system';

/** How reduce treats one command: role, statuses allowed (step 9), payload schema (step 10), handler. */
export interface CommandSpec<T extends CommandType = CommandType> {
  role: Role;
  statuses: readonly GameStatus[];
  schema: (typeof PAYLOAD_SCHEMAS)[T];
  handler: Handler<z.output<(typeof PAYLOAD_SCHEMAS)[T]>>;
}

const ANY: readonly GameStatus[] = [0, 1, 2, 3, 4, 5, 6];
const WITH_GAME: readonly GameStatus[] = [1, 2, 3, 4, 5, 6];
const RUNNING: readonly GameStatus[] = [2, 3, 4, 5, 6];
const ARRANGEABLE: readonly GameStatus[] = [1, 2, 3, 4, 6];
const LIVE: readonly GameStatus[] = [2, 3, 4];

function spec<T extends CommandType>(
  type: T,
  role: Role,
  statuses: readonly GameStatus[],
  handler: CommandSpec<T>['handler'],
): CommandSpec<T> {
  return { role, statuses, schema: PAYLOAD_SCHEMAS[type], handler };
}

/** The statuses of protocol §4 and the roles of §5, one line per command (rules G-4..G-9). */
export const COMMAND_TABLE: { [T in CommandType]: CommandSpec<T> } = {
  CREATE_GAME: spec('CREATE_GAME', 'caller', [0, 1], handleCreateGame),
  JOIN_GAME: spec('JOIN_GAME', 'nonCaller', [1, 2, 3, 4], handleJoinGame),
  START_GAME: spec('START_GAME', 'caller', [1], handleStartGame),
  NEXT_CALL: spec('NEXT_CALL', 'caller', [2], handleNextCall),
  PAUSE_GAME: spec('PAUSE_GAME', 'caller', [2, 3], handlePauseGame),
  RESUME_GAME: spec('RESUME_GAME', 'caller', [4, 5, 6], handleResumeGame),
  SAVE_GAME: spec('SAVE_GAME', 'caller', [2, 3, 4, 6], handleSaveGame),
  FINISH_GAME: spec('FINISH_GAME', 'caller', RUNNING, handleFinishGame),
  RESTART_GAME: spec('RESTART_GAME', 'caller', RUNNING, handleRestartGame),
  SHUFFLE_CALL_ITEMS: spec('SHUFFLE_CALL_ITEMS', 'caller', ARRANGEABLE, handleShuffleCallItems),
  CALL_REORDER: spec('CALL_REORDER', 'caller', ARRANGEABLE, handleCallReorder),
  UPDATE_GAME_SETTINGS: spec('UPDATE_GAME_SETTINGS', 'caller', WITH_GAME, handleUpdateGameSettings),
  UPDATE_PLAYER_STATE: spec('UPDATE_PLAYER_STATE', 'player', WITH_GAME, handleUpdatePlayerState),
  MARK_NUMBER: spec('MARK_NUMBER', 'player', LIVE, handleMarkNumber),
  BINGO_REVIEW_REQUEST: spec('BINGO_REVIEW_REQUEST', 'player', [2, 3], handleBingoReviewRequest),
  VERIFY_BINGO: spec('VERIFY_BINGO', 'caller', [3], handleVerifyBingo),
  UPDATE_REVIEW_REQUEST: spec('UPDATE_REVIEW_REQUEST', 'caller', [3], handleUpdateReviewRequest),
  REJECT_BINGO: spec('REJECT_BINGO', 'caller', [3], handleRejectBingo),
  REMOVE_PLAYER: spec('REMOVE_PLAYER', 'caller', WITH_GAME, handleRemovePlayer),
  BLACKLIST_PLAYER: spec('BLACKLIST_PLAYER', 'caller', WITH_GAME, handleBlacklistPlayer),
  REJOIN_GAME: spec('REJOIN_GAME', 'nonCaller', WITH_GAME, handleRejoinGame),
  REJOIN_REQUEST_PROCESSED: spec(
    'REJOIN_REQUEST_PROCESSED',
    'caller',
    WITH_GAME,
    handleRejoinRequestProcessed,
  ),
  SYNC_GAME: spec('SYNC_GAME', 'any', ANY, handleSyncGame),
  GET_PLAYER_STATE: spec('GET_PLAYER_STATE', 'any', WITH_GAME, handleGetPlayerState),
  UPDATE_CALLER_STATE: spec('UPDATE_CALLER_STATE', 'caller', WITH_GAME, handleUpdateCallerState),
  DELETE_GAME: spec('DELETE_GAME', 'caller', WITH_GAME, handleDeleteGame),
  AUTO_CALL: spec('AUTO_CALL', 'system', [2], handleAutoCall),
  CALLER_DISCONNECTED: spec('CALLER_DISCONNECTED', 'system', WITH_GAME, handleCallerDisconnected),
  CALLER_RECONNECTED: spec('CALLER_RECONNECTED', 'system', WITH_GAME, handleCallerReconnected),
  CALLER_GONE: spec('CALLER_GONE', 'system', LIVE, handleCallerGone),
  PAUSE_BEACON: spec('PAUSE_BEACON', 'system', LIVE, handlePauseBeacon),
  SAVE_EXPIRED: spec('SAVE_EXPIRED', 'system', [5], handleSaveExpired),
};
