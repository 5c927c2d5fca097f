import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ANONYMOUS_SESSION_MS, type SessionTokens } from '@bingo/core';
import type { Db, Queryable } from '../db/db.ts';
import type { AccessTokens } from './accessTokens.ts';
import type { AuthUser, Role } from './roles.ts';

/** How long a login lasts before the user must sign in again; anonymous sessions last 6 days (spec §9). */
export const SESSION_MS: Record<Role, number> = {
  anon: ANONYMOUS_SESSION_MS,
  subscriber: 30 * 24 * 60 * 60 * 1000,
  administrator: 30 * 24 * 60 * 60 * 1000,
};

export interface IssuedSession extends SessionTokens {
  /** When the refresh token family ends, ms since the epoch. */
  sessionExpire: number;
}

/** Only the hash is stored, so a leaked database does not hand out sessions. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a new session (a new refresh token family) for a user. */
export async function issueSession(
  db: Queryable,
  accessTokens: AccessTokens,
  user: AuthUser,
  now: number = Date.now(),
): Promise<IssuedSession> {
  const sessionExpire = now + SESSION_MS[user.role];
  const refreshToken = await storeRefreshToken(db, {
    userId: user.userId,
    familyId: randomUUID(),
    expiresAt: sessionExpire,
  });
  const access = await accessTokens.sign(user, now);
  return {
    jwtAuthToken: access.token,
    jwtAuthExpiration: access.expiresAt,
    jwtRefreshToken: refreshToken.token,
    userId: user.userId,
    sessionExpire,
  };
}

interface RefreshRow {
  id: string;
  user_id: string;
  family_id: string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  role: Role;
}

export type RotationResult =
  | { kind: 'rotated'; session: IssuedSession }
  | { kind: 'unknown' | 'expired' | 'reused' };

/**
 * Trades a refresh token for a new pair. The new token keeps the family's end date (sessions do not
 * grow forever). Presenting a token that was already rotated means two parties hold it, so the
 * whole family is revoked and both must log in again.
 */
export async function rotateRefreshToken(
  db: Db,
  accessTokens: AccessTokens,
  presented: string,
  now: number = Date.now(),
): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<RefreshRow>(
      `SELECT t.id, t.user_id, t.family_id, t.expires_at, t.revoked_at, u.role
         FROM refresh_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1
        FOR UPDATE OF t`,
      [hashRefreshToken(presented)],
    );
    const row = rows[0];
    if (!row) return { kind: 'unknown' };
    if (row.revoked_at !== null) {
      await tx.query(
        'UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL',
        [row.family_id, new Date(now)],
      );
      return { kind: 'reused' };
    }
    const familyExpiresAt = new Date(row.expires_at).getTime();
    if (familyExpiresAt <= now) return { kind: 'expired' };

    const next = await storeRefreshToken(tx, {
      userId: row.user_id,
      familyId: row.family_id,
      expiresAt: familyExpiresAt,
    });
    await tx.query('UPDATE refresh_tokens SET revoked_at = $2, replaced_by = $3 WHERE id = $1', [
      row.id,
      new Date(now),
      next.id,
    ]);
    const access = await accessTokens.sign({ userId: row.user_id, role: row.role }, now);
    return {
      kind: 'rotated',
      session: {
        jwtAuthToken: access.token,
        jwtAuthExpiration: access.expiresAt,
        jwtRefreshToken: next.token,
        userId: row.user_id,
        sessionExpire: familyExpiresAt,
      },
    };
  });
}

async function storeRefreshToken(
  db: Queryable,
  input: { userId: string; familyId: string; expiresAt: number },
): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [id, input.userId, input.familyId, hashRefreshToken(token), new Date(input.expiresAt)],
  );
  return { id, token };
}
