/** Every ERROR.code the live game answers with (protocol §2-§5); 'NOT_DUE' is internal to deadline triggers. */
export const ERROR_CODES = [
  'PAYLOAD_TOO_LARGE',
  'BAD_MESSAGE',
  'UNKNOWN_COMMAND',
  'INVALID_PAYLOAD',
  'RATE_LIMITED',
  'NOT_CALLER',
  'NOT_A_PLAYER',
  'ROOM_NOT_FOUND',
  'STALE_ROUND',
  'INVALID_STATE',
  'UPSTREAM_UNAVAILABLE',
  'NOT_CARD_OWNER',
  'CARD_MISMATCH',
  'CARD_BLANK',
  'GAME_IN_PROGRESS',
  'BLACKLISTED',
  'ALREADY_JOINED',
  'ROOM_FULL',
  'NO_PLAYERS',
  'NO_CALLS_LEFT',
  'STALE_CALL',
  'CALLS_DISABLED',
  'CANNOT_MOVE_CALLED',
  'PATTERN_REQUIRED',
  'INVALID_PATTERN',
  'SETTINGS_LOCKED',
  'INVALID_KEY',
  'ALREADY_WON',
  'ALREADY_IN_REVIEW',
  'NO_MARKED_KEYS',
  'NO_CLAIM',
  'PLAYER_NOT_FOUND',
  'INVALID_TARGET',
  'PLAYER_ALREADY_WON',
  'REJOIN_NOT_ALLOWED',
  'REJOIN_REQUEST_ALREADY_EXISTS',
  'NO_REJOIN_REQUEST',
  'TOKEN_EXPIRED',
  'INTERNAL_ERROR',
  'NOT_DUE',
] as const;
/** One of ERROR_CODES. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A refused command; the server sends it as ERROR to the issuing socket only. */
export interface GameError {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

/** Messages shown to people, from the spec's catalogue where it has one (spec §5, §8). */
export const ERROR_MESSAGES: Partial<Record<ErrorCode, string>> = {
  CARD_BLANK: 'Your card is blank: Add items before starting the game.',
  GAME_IN_PROGRESS: 'Finish current game first',
  SETTINGS_LOCKED: 'Finish current game first',
  PATTERN_REQUIRED: 'Select a pattern first',
  ROOM_FULL: 'Room limit reached: Upgrade to add more players',
  BLACKLISTED: 'You are blacklisted: contact the caller to get unblacklisted',
  REJOIN_REQUEST_ALREADY_EXISTS: 'Request already sent: Wait for the caller to respond',
  NOT_CALLER: 'Only the caller can do that.',
  NOT_A_PLAYER: 'Join the game first.',
  ROOM_NOT_FOUND: 'No game has been created in this room.',
  STALE_ROUND: 'That belongs to an earlier round.',
  STALE_CALL: 'Another call was placed first.',
  NO_CALLS_LEFT: 'All calls made',
  INVALID_KEY: "Can't mark empty squares",
  INTERNAL_ERROR: 'Oops! Something went wrong.',
};

/** A GameError with the catalogue message (or `message` when given). */
export function gameError(code: ErrorCode, details?: Record<string, unknown>, message?: string): GameError {
  const text = message ?? ERROR_MESSAGES[code] ?? code.toLowerCase().replaceAll('_', ' ');
  return details === undefined ? { code, message: text } : { code, message: text, details };
}

/** Whether a value is one of the known codes (used by tests and the server's fuzzing). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
