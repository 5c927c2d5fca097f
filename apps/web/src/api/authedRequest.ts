import type { SessionTokens } from '@bingo/core';
import { MESSAGES } from '@bingo/core';
import type { ApiResult, RequestOptions } from './request.ts';
import { request } from './request.ts';
import { clearSession, readSession, type StoredSession, saveTokens } from './session.ts';

/** Refresh a little early so a token never expires between the check and the server. */
const EXPIRY_MARGIN_MS = 30_000;

let refreshing: Promise<StoredSession | null> | null = null;

/**
 * Rotates the tokens once even when several calls notice expiry together: the old refresh token
 * stops working after one use, so parallel refreshes would sign the visitor out.
 */
export function refreshSession(stale: StoredSession): Promise<StoredSession | null> {
  refreshing ??= doRefresh(stale).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function doRefresh(stale: StoredSession): Promise<StoredSession | null> {
  const result = await request<SessionTokens>('/api/auth/refresh', {
    json: { refreshToken: stale.jwtRefreshToken },
  });
  if (result.status && result.data) return saveTokens(stale, result.data);
  // Another tab may have rotated the token first; its tokens are in storage.
  const latest = readSession();
  if (latest && latest.jwtRefreshToken !== stale.jwtRefreshToken) return latest;
  if (result.httpStatus === 401 || result.httpStatus === 400) clearSession();
  return null;
}

/**
 * A call that needs the visitor's bearer token. Without a session the call is not made (spec §6);
 * an expired token is refreshed first, and a 401 answer is retried once with fresh tokens.
 */
export async function authedRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  let session = readSession();
  if (!session) return { status: false, message: MESSAGES.notAuthorised, httpStatus: 401 };
  session = await freshSession(session);
  const first = await request<T>(path, { ...options, token: session.jwtAuthToken });
  if (first.httpStatus !== 401) return first;
  const refreshed = await refreshSession(session);
  if (!refreshed) return first;
  return request<T>(path, { ...options, token: refreshed.jwtAuthToken });
}

/** The session with an access token that will not expire in the next moments (refreshed when needed). */
export async function freshSession(session: StoredSession): Promise<StoredSession> {
  if (session.jwtAuthExpiration - EXPIRY_MARGIN_MS > Date.now()) return session;
  return (await refreshSession(session)) ?? session;
}
