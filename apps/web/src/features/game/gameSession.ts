import type { AnonymousSession } from '@bingo/core';
import { refreshSession } from '../../api/authedRequest.ts';
import { request } from '../../api/request.ts';
import { readSession, saveSession } from '../../api/session.ts';

/** Refresh a little before expiry so that the socket is never opened with a dying token. */
const EXPIRY_MARGIN_MS = 30_000;

/** The visitor's token for the game socket, refreshed first when it is about to expire. */
export async function gameToken(): Promise<string | null> {
  const session = readSession();
  if (!session) return null;
  if (session.jwtAuthExpiration - EXPIRY_MARGIN_MS > Date.now()) return session.jwtAuthToken;
  return (await refreshSession(session))?.jwtAuthToken ?? session.jwtAuthToken;
}

/** Discards the token and fetches a new one through the refresh flow (close 4001, attempt 5). */
export async function renewGameToken(): Promise<string | null> {
  const session = readSession();
  if (!session) return null;
  return (await refreshSession(session))?.jwtAuthToken ?? null;
}

type GuestTokens = Omit<AnonymousSession, 'cardId'>;

/**
 * POST /api/auth/guest: a guest session for a visitor who joins with a name (protocol §0). It is
 * stored like the anonymous session so that a reload or a reconnect keeps the same player.
 */
export async function startGuestSession(
  username: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const result = await request<GuestTokens>('/api/auth/guest', { json: { username } });
  if (!result.status || !result.data?.jwtAuthToken) {
    return { ok: false, message: result.message || 'Could not join. Please try again.' };
  }
  saveSession({ ...result.data, cardId: '' });
  return { ok: true };
}

/** Whether the visitor has any session to join with. */
export function hasGameSession(): boolean {
  return readSession() !== null;
}

/** The visitor's user id, to tell "you won" from "someone else won". */
export function sessionUserId(): string | null {
  return readSession()?.userId ?? null;
}
