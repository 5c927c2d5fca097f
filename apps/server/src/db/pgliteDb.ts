import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';

/** Embedded PostgreSQL (WebAssembly) with its files in dataDir; 'memory://' keeps everything in RAM. */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
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
