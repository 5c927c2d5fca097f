import { join } from 'node:path';
import type { Db } from './db.ts';
import { openPgliteDb } from './pgliteDb.ts';
import { openPostgresDb } from './postgresDb.ts';

/** DATABASE_URL selects node-postgres; without it PGlite keeps its files in DATA_DIR/pgdata. */
export function openDb(options: { databaseUrl: string | null; dataDir: string }): Promise<Db> {
  return options.databaseUrl
    ? openPostgresDb(options.databaseUrl)
    : openPgliteDb(join(options.dataDir, 'pgdata'));
}
