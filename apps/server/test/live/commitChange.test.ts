import type { PlayerRecord } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPgliteDb } from '../../src/db/pgliteDb.ts';
import { openPostgresDb } from '../../src/db/postgresDb.ts';
import { type Change, commitChange } from '../../src/live/commitChange.ts';
import { DRIVERS } from '../support/bootTestServer.ts';
import { type PostgresCluster, startPostgresCluster } from '../support/postgresCluster.ts';

/** A change that seats `count` players at version v (START_GAME in a big room writes one per player). */
function bigChange(roomId: string, v: number, count: number): Change {
  const players = Array.from({ length: count }, (_, i) => ({
    userId: `user-${i}`,
    record: { userId: `user-${i}`, status: 'JOINED', markedKeys: [i] } as unknown as PlayerRecord,
  }));
  return {
    roomId,
    v,
    kind: 'room',
    base: null,
    players,
    removedPlayers: [],
    events: [],
    origin: { server: 'test', socket: null, command: 'START_GAME', roundId: 'round-1', ts: 0 },
    deadlines: null,
    serverId: 'test',
  };
}

// Player rows are written in statements of 100 (ADR 011); all of them belong to the change's transaction.
describe.each(DRIVERS)('committing a change with many players (%s)', (driver) => {
  let cluster: PostgresCluster | undefined;
  let db: Db;
  beforeAll(async () => {
    if (driver === 'postgres') {
      cluster = await startPostgresCluster();
      db = await openPostgresDb(await cluster.createDatabase());
    } else db = await openPgliteDb('memory://');
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    cluster?.stop();
  });

  async function rowsOf(roomId: string) {
    return db.query<{ user_id: string; v: string; marked: number }>(
      `SELECT user_id, v::text AS v, (record->'markedKeys'->>0)::int AS marked
         FROM live_players WHERE room_id = $1 ORDER BY (record->'markedKeys'->>0)::int`,
      [roomId],
    );
  }

  it('250 player records all land at the change version, with the room row', async () => {
    await db.query(`INSERT INTO live_rooms (room_id, v, state) VALUES ('big', 1, '{}')`);
    await db.transaction((tx) => commitChange(tx, bigChange('big', 2, 250)));
    const rows = await rowsOf('big');
    expect(rows).toHaveLength(250);
    expect(rows.map((r) => r.marked)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(new Set(rows.map((r) => r.v))).toEqual(new Set(['2']));
    const [room] = await db.query<{ v: string }>(`SELECT v::text AS v FROM live_rooms WHERE room_id = 'big'`);
    expect(room?.v).toBe('2');
  });

  it('a transaction that fails after the change leaves none of its batches behind', async () => {
    await db.query(`INSERT INTO live_rooms (room_id, v, state) VALUES ('rolled-back', 1, '{}')`);
    const failing = db.transaction(async (tx) => {
      await commitChange(tx, bigChange('rolled-back', 2, 250));
      throw new Error('refused after the write');
    });
    await expect(failing).rejects.toThrow('refused after the write');
    expect(await rowsOf('rolled-back')).toEqual([]);
  });
});
