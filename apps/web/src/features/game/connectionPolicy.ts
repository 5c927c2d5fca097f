/** Spec §4 and §9: the session token is fetched again at attempt 5; at 10 the client gives up. */
export const REFRESH_TOKEN_AT_ATTEMPT = 5;
export const GIVE_UP_AT_ATTEMPT = 10;

const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 15_000;

/**
 * Exponential backoff with "equal jitter": half the window fixed, half random, so that a room full of
 * phones that lost the same server do not all come back in the same millisecond.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const window = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(window / 2 + random() * (window / 2));
}

/** What the connection looks like to a person. */
export interface ConnectionState {
  /** 0 connecting, 1 open, 2 closed, 3 error (spec §3 connectionState). */
  socket: 0 | 1 | 2 | 3;
  /** Failed attempts since the last success. */
  attempt: number;
  online: boolean;
  gaveUp: boolean;
}

/** Spec §4: a blocking overlay after more than one failed attempt, while not connected, in a live game. */
export function showBlockingOverlay(connection: ConnectionState, gameStatus: number): boolean {
  if (connection.socket === 1 || connection.gaveUp || gameStatus === 0) return false;
  return connection.attempt > 1 || !connection.online;
}
