import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.ts';

export type TokenPurpose = 'verify' | 'magic' | 'reset' | 'otp';

/** Short on purpose: a link or code sitting in an inbox should not stay useful for long. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  magic: 15 * 60 * 1000,
  reset: 30 * 60 * 1000,
  otp: 10 * 60 * 1000,
};

/** Six digits are guessable, so an OTP dies after this many wrong tries. */
export const OTP_MAX_ATTEMPTS = 5;

export interface TokenRow {
  id: string;
  email: string;
  user_id: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  expires_at: Date | string;
  used_at: Date | string | null;
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** OTPs are hashed with their user id: two users may be sent the same six digits. */
function otpHash(userId: string, otp: string): string {
  return hashSecret(`${userId}:${otp}`);
}

/** Stores a new link secret (only its hash) and returns the secret to put in the email. */
export async function createLinkToken(
  db: Queryable,
  input: {
    purpose: Exclude<TokenPurpose, 'otp'>;
    email: string;
    userId: string | null;
    payload?: object;
    now: number;
  },
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO account_tokens (id, purpose, email, user_id, token_hash, payload, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      randomUUID(),
      input.purpose,
      input.email,
      input.userId,
      hashSecret(secret),
      JSON.stringify(input.payload ?? {}),
      new Date(input.now + TOKEN_TTL_MS[input.purpose]),
    ],
  );
  return secret;
}

/** The live (unused, unexpired) link token for a secret, locked for this transaction; null otherwise. */
async function findLiveLinkToken(
  db: Queryable,
  purpose: Exclude<TokenPurpose, 'otp'>,
  secret: string,
  now: number,
): Promise<TokenRow | null> {
  const rows = await db.query<TokenRow>(
    `SELECT id, email, user_id, payload, attempts, expires_at, used_at FROM account_tokens
      WHERE purpose = $1 AND token_hash = $2 FOR UPDATE`,
    [purpose, hashSecret(secret)],
  );
  const row = rows[0];
  if (!row || row.used_at !== null || new Date(row.expires_at).getTime() <= now) return null;
  return row;
}

/** Uses a link token up: it works once, then never again. */
export async function consumeLinkToken(
  db: Queryable,
  purpose: Exclude<TokenPurpose, 'otp'>,
  secret: string,
  now: number,
): Promise<TokenRow | null> {
  const row = await findLiveLinkToken(db, purpose, secret, now);
  if (!row) return null;
  await db.query('UPDATE account_tokens SET used_at = $2 WHERE id = $1', [row.id, new Date(now)]);
  return row;
}

/** Whether a link would still work, without using it (the reset page checks before asking for a password). */
export async function isLinkTokenLive(
  db: Queryable,
  purpose: Exclude<TokenPurpose, 'otp'>,
  secret: string,
  now: number,
): Promise<boolean> {
  return (await findLiveLinkToken(db, purpose, secret, now)) !== null;
}

/** A new six-digit code for a user; earlier codes of the same user stop working. */
export async function createOtp(
  db: Queryable,
  input: { userId: string; email: string; payload: object; now: number },
): Promise<string> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `UPDATE account_tokens SET used_at = $2 WHERE user_id = $1 AND purpose = 'otp' AND used_at IS NULL`,
    [input.userId, new Date(input.now)],
  );
  await db.query(
    `INSERT INTO account_tokens (id, purpose, email, user_id, token_hash, payload, expires_at)
     VALUES ($1, 'otp', $2, $3, $4, $5, $6)`,
    [
      randomUUID(),
      input.email,
      input.userId,
      otpHash(input.userId, otp),
      JSON.stringify(input.payload),
      new Date(input.now + TOKEN_TTL_MS.otp),
    ],
  );
  return otp;
}

/**
 * Checks a code against the user's live OTP. A wrong code counts an attempt (and kills the code at the
 * limit); a right one is used up.
 */
export async function consumeOtp(
  db: Queryable,
  userId: string,
  otp: string,
  now: number,
): Promise<TokenRow | null> {
  const rows = await db.query<TokenRow & { token_hash: string }>(
    `SELECT id, email, user_id, payload, attempts, expires_at, used_at, token_hash FROM account_tokens
      WHERE user_id = $1 AND purpose = 'otp' AND used_at IS NULL
      ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [userId],
  );
  const row = rows[0];
  if (!row || new Date(row.expires_at).getTime() <= now || row.attempts >= OTP_MAX_ATTEMPTS) return null;
  if (row.token_hash !== otpHash(userId, otp)) {
    const attempts = row.attempts + 1;
    await db.query('UPDATE account_tokens SET attempts = $2, used_at = $3 WHERE id = $1', [
      row.id,
      attempts,
      attempts >= OTP_MAX_ATTEMPTS ? new Date(now) : null,
    ]);
    return null;
  }
  await db.query('UPDATE account_tokens SET used_at = $2 WHERE id = $1', [row.id, new Date(now)]);
  return row;
}
