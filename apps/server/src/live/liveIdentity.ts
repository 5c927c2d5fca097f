import { decodeJwt } from 'jose';
import type { AccessTokens } from '../auth/accessTokens.ts';
import type { Role } from '../auth/roles.ts';
import type { Queryable } from '../db/db.ts';

/** Who is on the other end of a socket or beacon, as their token and user row say. */
export interface LiveIdentity {
  userId: string;
  role: Role;
  username: string;
  picture: string;
  /** Token expiry in epoch ms: every command after it closes the socket with TOKEN_EXPIRED. */
  expiresAt: number;
}

export type IdentityResult = { ok: true; identity: LiveIdentity } | { ok: false; reason: 'TOKEN_INVALID' };

/** A readable name when the token carries none: the guest name, the account's name, or the email's user. */
async function displayName(db: Queryable, userId: string): Promise<string> {
  const rows = await db.query<{ first_name: string; last_name: string; email: string | null }>(
    'SELECT first_name, last_name, email FROM users WHERE id = $1',
    [userId],
  );
  const row = rows[0];
  const full = `${row?.first_name ?? ''} ${row?.last_name ?? ''}`.trim();
  if (full) return full.slice(0, 40);
  const fromEmail = row?.email?.split('@')[0];
  return fromEmail ? fromEmail.slice(0, 40) : 'Guest';
}

/**
 * Verifies a token with the API's signer (HS256 pinned, exp checked) and adds what the room shows: the
 * `username`/`picture` claims when present, otherwise the name stored on the user (guests keep theirs there).
 */
export async function identify(
  db: Queryable,
  accessTokens: AccessTokens,
  token: string,
): Promise<IdentityResult> {
  const user = await accessTokens.verify(token);
  if (!user) return { ok: false, reason: 'TOKEN_INVALID' };
  const claims = decodeJwt(token);
  const claimedName = typeof claims.username === 'string' ? claims.username.trim().slice(0, 40) : '';
  return {
    ok: true,
    identity: {
      userId: String(user.userId),
      role: user.role,
      username: claimedName || (await displayName(db, user.userId)),
      picture: typeof claims.picture === 'string' ? claims.picture.slice(0, 500) : '',
      expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : Number.POSITIVE_INFINITY,
    },
  };
}
