import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiClient } from '../support/api.ts';
import { bootTestServer, DRIVERS, type Driver } from '../support/bootTestServer.ts';
import { type PostgresCluster, startPostgresCluster } from '../support/postgresCluster.ts';
import { calledKeys, callUntil, cardKeys, firstCalledOf } from './support/game.ts';
import { LiveClient } from './support/liveClient.ts';
import { hostAndGuests, liveTestConfig } from './support/liveFixtures.ts';

describe.each(DRIVERS)('a server restart mid-game on %s', (driver: Driver) => {
  let cluster: PostgresCluster | undefined;
  let databaseUrl: string | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'bingo-restart-'));
  beforeAll(async () => {
    if (driver === 'postgres') {
      cluster = await startPostgresCluster();
      databaseUrl = await cluster.createDatabase();
    }
  });
  afterAll(() => {
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const boot = () =>
    bootTestServer({
      driver,
      dataDir,
      ...(databaseUrl ? { databaseUrl } : {}),
      config: { live: liveTestConfig() },
    });

  test('every client reconnects and resynchronises with nothing lost', async () => {
    const first = await boot();
    const { host, roomId, guests } = await hostAndGuests(apiClient(first), 2);
    const caller = await LiveClient.open(first.url, roomId, { token: host.token, caller: true });
    await caller.request('CREATE_GAME', {});
    const players = await Promise.all(
      guests.map((g) => LiveClient.open(first.url, roomId, { token: g.token })),
    );
    const cards: number[][] = [];
    for (const p of players) cards.push(cardKeys(await p.request('JOIN_GAME', {})));
    await caller.request('START_GAME', {});
    const marked = firstCalledOf(await caller.request('SYNC_GAME', {}), cards[0]!, 3);
    const lastCall = await callUntil(caller, marked);
    for (const key of marked) await players[0]!.request('MARK_NUMBER', { key, marked: true });
    const before = { called: calledKeys(lastCall), v: lastCall.v };

    await first.close();
    await Promise.all([caller, ...players].map((c) => c.closed()));
    expect(caller.closeCode).toBe(1012);

    const second = await boot();
    try {
      const callerAgain = await LiveClient.open(second.url, roomId, { token: host.token, caller: true });
      const again = await Promise.all(
        guests.map((g) => LiveClient.open(second.url, roomId, { token: g.token })),
      );
      const snapshot = callerAgain.frames[0]!;
      expect(snapshot.type).toBe('GAME_SYNCED');
      expect(snapshot.payload.gameStatus).toBe(2);
      expect(calledKeys(snapshot)).toEqual(before.called);
      expect(snapshot.v).toBeGreaterThanOrEqual(before.v);
      expect((snapshot.payload.playerList as { userId: string }[]).map((p) => p.userId).sort()).toEqual(
        guests.map((g) => g.userId).sort(),
      );
      const own = again[0]!.frames[0]!.payload.playerState as { markedKeys: number[]; cardItems: unknown };
      expect([...own.markedKeys].sort()).toEqual([...marked].sort());
      expect(cardKeys(again[0]!.frames[0]!)).toEqual(cards[0]);
      // The game goes on: the next call follows the stored order.
      const next = await callerAgain.request('NEXT_CALL', { expectedCallCount: before.called.length });
      expect(next.type, JSON.stringify(next.payload)).toBe('CALL_PLACED');
      const heard = await again[1]!.seen((f) => f.type === 'CALL_PLACED');
      expect(calledKeys(heard).slice(0, -1)).toEqual(before.called);
      await Promise.all([callerAgain, ...again].map((c) => c.close()));
    } finally {
      await second.close();
    }
  });
});
