import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

/**
 * Where the versioned .sql files live: next to this module in src/db, and copied next to
 * dist/main.js by build.mjs, so the same relative URL works from source and from the bundle.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  version: string;
  sql: string;
}

/** 001_init.sql, 002_... in name order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), sql: readFileSync(`${dir}/${name}`, 'utf8') }));
}

// Any constant works; it only has to be the same for every server sharing a database.
const MIGRATION_LOCK_KEY = 7_310_451;

/**
 * Applies the migrations not yet recorded in schema_migrations, all in one transaction, and
 * returns the versions it applied. The advisory lock makes servers starting together take turns.
 */
export async function migrate(db: Db, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const rows = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((r) => r.version));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      applied.push(migration.version);
    }
    return applied;
  });
}
