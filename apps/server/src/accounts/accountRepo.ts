import { randomUUID } from 'node:crypto';
import type { Role } from '../auth/roles.ts';
import type { Queryable } from '../db/db.ts';

export interface AddressInfo {
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  postcode?: string;
  country?: string;
}

export interface Account {
  id: string;
  email: string | null;
  role: Role;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  emailVerified: boolean;
  addressInfo: AddressInfo;
  tourComplete: boolean;
  /** Blob key of the profile image (served at /uploads/<key>), null when there is none. */
  profileImageKey: string | null;
}

interface AccountRow {
  id: string;
  email: string | null;
  role: Role;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  email_verified_at: Date | string | null;
  address_info: AddressInfo;
  tour_complete: boolean;
  profile_image_key: string | null;
}

const COLUMNS =
  'id, email, role, first_name, last_name, password_hash, email_verified_at, address_info, tour_complete, profile_image_key';

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    passwordHash: row.password_hash,
    emailVerified: row.email_verified_at !== null,
    addressInfo: row.address_info ?? {},
    tourComplete: row.tour_complete,
    profileImageKey: row.profile_image_key ?? null,
  };
}

/** Addresses are compared case-insensitively (the unique index is on lower(email)). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAccountByEmail(
  db: Queryable,
  email: string,
  lock = false,
): Promise<Account | null> {
  const rows = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM users WHERE lower(email) = $1 AND role <> 'anon'${lock ? ' FOR UPDATE' : ''}`,
    [normaliseEmail(email)],
  );
  return rows[0] ? toAccount(rows[0]) : null;
}

export async function findAccountById(db: Queryable, id: string): Promise<Account | null> {
  const rows = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ? toAccount(rows[0]) : null;
}

/** A new subscriber (or administrator) whose address was just proven by a link. */
export async function createVerifiedAccount(
  db: Queryable,
  input: {
    email: string;
    role: Role;
    passwordHash: string | null;
    firstName?: string;
    lastName?: string;
    now: number;
  },
): Promise<Account> {
  const rows = await db.query<AccountRow>(
    `INSERT INTO users (id, email, role, first_name, last_name, password_hash, email_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [
      randomUUID(),
      normaliseEmail(input.email),
      input.role,
      input.firstName ?? '',
      input.lastName ?? '',
      input.passwordHash,
      new Date(input.now),
    ],
  );
  return toAccount(rows[0]!);
}

export async function markEmailVerified(db: Queryable, userId: string, now: number): Promise<void> {
  await db.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, $2) WHERE id = $1', [
    userId,
    new Date(now),
  ]);
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

export async function setRole(db: Queryable, userId: string, role: Role): Promise<void> {
  await db.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]);
}

export async function setEmail(db: Queryable, userId: string, email: string, now: number): Promise<void> {
  await db.query('UPDATE users SET email = $2, email_verified_at = $3 WHERE id = $1', [
    userId,
    normaliseEmail(email),
    new Date(now),
  ]);
}

export async function updateProfile(
  db: Queryable,
  userId: string,
  patch: { firstName?: string; lastName?: string; addressInfo?: AddressInfo; tourComplete?: boolean },
): Promise<void> {
  await db.query(
    `UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
            address_info = coalesce($4::jsonb, address_info), tour_complete = coalesce($5, tour_complete)
      WHERE id = $1`,
    [
      userId,
      patch.firstName ?? null,
      patch.lastName ?? null,
      patch.addressInfo === undefined ? null : JSON.stringify(patch.addressInfo),
      patch.tourComplete ?? null,
    ],
  );
}

/** Ends every session of a user (password change, reset, sign out everywhere). */
export async function revokeAllSessions(db: Queryable, userId: string, now: number): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
    new Date(now),
  ]);
}

/** Sets (or clears, with null) the profile image and returns the key it replaced, so its blob can go. */
export async function replaceProfileImageKey(
  db: Queryable,
  userId: string,
  key: string | null,
): Promise<string | null> {
  // The row lock keeps two uploads at once from both reading the same old key and leaking a blob.
  const rows = await db.query<{ profile_image_key: string | null }>(
    'SELECT profile_image_key FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  await db.query('UPDATE users SET profile_image_key = $2 WHERE id = $1', [userId, key]);
  return rows[0]?.profile_image_key ?? null;
}
