import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import type { Role } from './roles.ts';

export interface User {
  id: string;
  email: string | null;
  role: Role;
  firstName: string;
  lastName: string;
}

interface UserRow {
  id: string;
  email: string | null;
  role: Role;
  first_name: string;
  last_name: string;
}

/** Creates a user; the accounts feature will call this after registration, tests call it directly. */
export async function createUser(
  db: Queryable,
  user: { role: Role; email?: string | null; firstName?: string; lastName?: string },
): Promise<User> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (id, email, role, first_name, last_name) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, email, role, first_name, last_name`,
    [randomUUID(), user.email ?? null, user.role, user.firstName ?? '', user.lastName ?? ''],
  );
  return toUser(rows[0]!);
}

export async function findUserById(db: Queryable, id: string): Promise<User | null> {
  const rows = await db.query<UserRow>(
    'SELECT id, email, role, first_name, last_name FROM users WHERE id = $1',
    [id],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

function toUser(row: UserRow): User {
  return { id: row.id, email: row.email, role: row.role, firstName: row.first_name, lastName: row.last_name };
}
