/** Wire constants of the live protocol that belong to the server (protocol §2, §3). */

/** The websocket and pause-beacon path prefix; the room id (card id) follows. */
export const ROOM_PATH_PREFIX = '/parties/bingo-server/';

/** Application close codes (4000 and up are the application's own). */
export const CLOSE = {
  TOKEN: 4001,
  NOT_CALLER: 4003,
  /** ws' own code for "policy violation": used when a client falls too far behind. */
  TOO_SLOW: 1008,
  /** The server is restarting: reconnect. */
  RESTARTING: 1012,
} as const;

/** Frame limits (validation step 1). */
export const MAX_FRAME_BYTES = 64 * 1024;
export const MAX_CREATE_FRAME_BYTES = 512 * 1024;
/** ws refuses (closes 1009) anything beyond this; between the two limits the server answers ERROR. */
export const HARD_FRAME_LIMIT = 1024 * 1024;

/** Rate limits (validation step 5). */
export const MESSAGES_PER_SECOND = 20;
export const NEXT_CALLS_PER_SECOND = 1;

/** Room ids are card ids; anything else cannot be a room. */
export const ROOM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The room id of a path like /parties/bingo-server/{id}, or null. */
export function roomIdFromPath(pathname: string): string | null {
  if (!pathname.startsWith(ROOM_PATH_PREFIX)) return null;
  const id = pathname.slice(ROOM_PATH_PREFIX.length).replace(/\/$/, '');
  return ROOM_ID.test(id) ? id.toLowerCase() : null;
}
