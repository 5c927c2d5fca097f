import { z } from 'zod';
import { GameSettingsPatchSchema } from './settings.ts';

/** Commands a client may send (spec §7, protocol §5). CLAIM_BINGO and END_GAME are deliberately absent. */
export const CLIENT_COMMANDS = [
  'CREATE_GAME',
  'JOIN_GAME',
  'START_GAME',
  'NEXT_CALL',
  'PAUSE_GAME',
  'RESUME_GAME',
  'SAVE_GAME',
  'FINISH_GAME',
  'RESTART_GAME',
  'SHUFFLE_CALL_ITEMS',
  'CALL_REORDER',
  'UPDATE_GAME_SETTINGS',
  'UPDATE_PLAYER_STATE',
  'MARK_NUMBER',
  'BINGO_REVIEW_REQUEST',
  'VERIFY_BINGO',
  'UPDATE_REVIEW_REQUEST',
  'REJECT_BINGO',
  'REMOVE_PLAYER',
  'BLACKLIST_PLAYER',
  'REJOIN_GAME',
  'REJOIN_REQUEST_PROCESSED',
  'SYNC_GAME',
  'GET_PLAYER_STATE',
  'UPDATE_CALLER_STATE',
  'DELETE_GAME',
] as const;

/**
 * Triggers only the server issues, with a system actor (rule G-71): stored deadlines coming due, caller
 * presence, and the pause beacon. parseCommand refuses them, so no client can send one.
 */
export const SYSTEM_TRIGGERS = [
  'AUTO_CALL',
  'CALLER_DISCONNECTED',
  'CALLER_RECONNECTED',
  'CALLER_GONE',
  'PAUSE_BEACON',
  'SAVE_EXPIRED',
] as const;

/** A command name a client may send. */
export type ClientCommandType = (typeof CLIENT_COMMANDS)[number];
/** A trigger name only the server issues. */
export type SystemTriggerType = (typeof SYSTEM_TRIGGERS)[number];
/** Any command reduce understands. */
export type CommandType = ClientCommandType | SystemTriggerType;

/** A command after the envelope checks; `payload` is checked against its schema later (validation step 10). */
export interface Command {
  type: CommandType;
  payload: Record<string, unknown>;
  roundId?: string;
  requestId?: string;
}

/** User ids are compared as strings everywhere (protocol §2.2). */
const userId = z.union([z.string().min(1).max(128), z.number().int()]).transform(String);
const keyList = z.array(z.number().int()).max(200);
const empty = z.object({});
/** Control characters make names unreadable in lists and logs. */
function hasControlCharacter(text: string): boolean {
  return [...text].some((ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/** The payload schema of every command (protocol §5). */
export const PAYLOAD_SCHEMAS = {
  CREATE_GAME: z.object({ bingoCard: z.unknown().optional() }),
  JOIN_GAME: z.object({
    username: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .refine((s) => !hasControlCharacter(s), 'no control characters')
      .optional(),
  }),
  START_GAME: empty,
  NEXT_CALL: z.object({ expectedCallCount: z.number().int().min(0).optional() }),
  PAUSE_GAME: empty,
  RESUME_GAME: empty,
  SAVE_GAME: empty,
  FINISH_GAME: empty,
  RESTART_GAME: empty,
  SHUFFLE_CALL_ITEMS: empty,
  CALL_REORDER: z.object({ oldIndex: z.number().int(), newIndex: z.number().int() }),
  UPDATE_GAME_SETTINGS: z.object({ gameSettings: GameSettingsPatchSchema }),
  UPDATE_PLAYER_STATE: z.strictObject({
    markedKeys: keyList.optional(),
    userGameSettings: z
      .strictObject({
        accentColor: z.enum(['indigo', 'green', 'purple', 'orange']),
        backgroundTheme: z.string().max(40),
        markerStyle: z.string().max(40),
        markerColor: z.string().max(20),
      })
      .partial()
      .optional(),
  }),
  MARK_NUMBER: z.object({ key: z.number().int(), marked: z.boolean() }),
  BINGO_REVIEW_REQUEST: empty,
  VERIFY_BINGO: z.object({ userId }),
  UPDATE_REVIEW_REQUEST: z.object({ userId, action: z.enum(['CONTINUE_GAME', 'FINISH_GAME']) }),
  REJECT_BINGO: z.object({ userId, reason: z.string().max(200).optional() }),
  REMOVE_PLAYER: z.object({ userId }),
  BLACKLIST_PLAYER: z.object({ userId }),
  REJOIN_GAME: empty,
  REJOIN_REQUEST_PROCESSED: z.object({ userId, action: z.enum(['accept', 'reject']) }),
  SYNC_GAME: z.object({ knownVersion: z.number().int().optional() }),
  GET_PLAYER_STATE: z.object({ userId: userId.optional() }),
  UPDATE_CALLER_STATE: z.object({ markedKeys: keyList }),
  DELETE_GAME: empty,
  AUTO_CALL: empty,
  CALLER_DISCONNECTED: empty,
  CALLER_RECONNECTED: empty,
  CALLER_GONE: empty,
  PAUSE_BEACON: empty,
  SAVE_EXPIRED: empty,
} satisfies Record<CommandType, z.ZodType>;

/** The typed payload of a command. */
export type PayloadOf<T extends CommandType> = z.output<(typeof PAYLOAD_SCHEMAS)[T]>;
