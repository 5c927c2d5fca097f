import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';
import { initialiseInChildProcess, isInitialised } from './pgliteInitdb.ts';

/**
 * PostgreSQL settings for the embedded database, which lives in the server's own memory. initdb writes
 * server-sized defaults (128 MB of shared buffers, room for 100 connections) that a single in-process
 * connection never needs; a live room's working set is a few hundred kilobytes. ADR 011.
 */
const LEAN_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'max_connections=4',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
  'temp_buffers=1MB',
];

function startParams(): string[] {
  return [...PGlite.defaultStartParams, ...LEAN_SETTINGS.flatMap((setting) => ['-c', setting])];
}

/**
 * Opens PGlite. A fresh directory is first initialised in a child process (pgliteInitdb.ts): initdb
 * in this process would leave the server holding its memory for good (ADR 011).
 */
async function createPglite(dataDir: string): Promise<PGlite> {
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    if (!isInitialised(dataDir)) await initialiseInChildProcess(dataDir, startParams());
  }
  return PGlite.create(dataDir, { startParams: startParams() });
}

/** Embedded PostgreSQL (WebAssembly) with its files in dataDir; 'memory://' keeps everything in RAM. */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  const pg = await createPglite(dataDir);
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    driver: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // In process there is no connection to lose, so onReconnect is never needed.
    async listen(channel, onNotify) {
      const unlisten = await pg.listen(channel, onNotify);
      return () => unlisten();
    },
    close: () => pg.close(),
  };
}
