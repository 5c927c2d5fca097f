import type { SessionTokens } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { DRIVERS } from './support/bootTestServer.ts';
import { useTestServer } from './support/useTestServer.ts';

describe.each(DRIVERS)('refresh tokens (%s)', (driver) => {
  const server = useTestServer(driver);

  it('a refresh token is traded for a new working pair, and the new token differs', async () => {
    const api = apiClient(server());
    const session = await api.createAnonymous();
    const refreshed = await api.post<SessionTokens>('/api/auth/refresh', {
      json: { refreshToken: session.jwtRefreshToken },
    });
    expect(refreshed.status).toBe(200);
    const tokens = refreshed.body.data!;
    expect(tokens.userId).toBe(session.userId);
    expect(tokens.jwtRefreshToken).not.toBe(session.jwtRefreshToken);
    expect(tokens.jwtAuthExpiration).toBeGreaterThan(Date.now());
    const read = await api.get(`/api/annonym/cards/${session.cardId}`, { token: tokens.jwtAuthToken });
    expect(read.status).toBe(200);
  });

  it('reusing a rotated refresh token revokes the whole family', async () => {
    const api = apiClient(server());
    const session = await api.createAnonymous();
    const first = await api.post<SessionTokens>('/api/auth/refresh', {
      json: { refreshToken: session.jwtRefreshToken },
    });
    const second = first.body.data!.jwtRefreshToken;

    const replay = await api.post('/api/auth/refresh', { json: { refreshToken: session.jwtRefreshToken } });
    expect(replay.status).toBe(401);
    // The legitimate holder's newer token is now dead too: both parties must sign in again.
    const afterReplay = await api.post('/api/auth/refresh', { json: { refreshToken: second } });
    expect(afterReplay.status).toBe(401);
    const revoked = await server().db.query<{ open: number }>(
      `SELECT count(*)::int AS open FROM refresh_tokens t JOIN users u ON u.id = t.user_id
        WHERE u.id = $1 AND t.revoked_at IS NULL`,
      [session.userId],
    );
    expect(revoked[0]?.open).toBe(0);
  });

  it('a rotated token keeps the end date of its session', async () => {
    const api = apiClient(server());
    const session = await api.createAnonymous();
    await api.post('/api/auth/refresh', { json: { refreshToken: session.jwtRefreshToken } });
    const rows = await server().db.query<{ expires_at: Date }>(
      'SELECT expires_at FROM refresh_tokens WHERE user_id = $1',
      [session.userId],
    );
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => new Date(r.expires_at).getTime())).size).toBe(1);
  });

  it('an unknown or missing refresh token answers 401 or 400', async () => {
    const api = apiClient(server());
    const unknown = await api.post('/api/auth/refresh', { json: { refreshToken: 'made-up' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.status).toBe(false);
    const missing = await api.post('/api/auth/refresh', { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('refreshToken');
  });

  it('an expired session cannot be refreshed', async () => {
    const api = apiClient(server());
    const session = await api.createAnonymous();
    await server().db.query(
      `UPDATE refresh_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [session.userId],
    );
    const response = await api.post('/api/auth/refresh', { json: { refreshToken: session.jwtRefreshToken } });
    expect(response.status).toBe(401);
  });
});
