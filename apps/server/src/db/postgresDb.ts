import pg from 'pg';
import type { Db, Queryable } from './db.ts';
import { listenOnDedicatedClient } from './postgresListen.ts';

/** A real PostgreSQL server through a node-postgres pool (the scale-out option, DATABASE_URL). */
export async function openPostgresDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 20 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  // Fail at start-up, not on the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  return {
    driver: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotify, onReconnect) =>
      listenOnDedicatedClient(connectionString, channel, onNotify, onReconnect),
    close: () => pool.end(),
  };
}
