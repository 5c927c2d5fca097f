import { describe, expect, test } from 'vitest';
import { apiClient } from '../support/api.ts';
import { useTestServer } from '../support/useTestServer.ts';
import { LiveClient } from './support/liveClient.ts';
import { hostAndGuests, liveTestConfig } from './support/liveFixtures.ts';

// Room-wide commands that queue while a transaction runs are committed together (ADR 008, group commit).
describe('a burst of room-wide commands in one room', () => {
  const server = useTestServer('pglite', { live: liveTestConfig({ defaultCapacity: 12 }) });

  test('joins sent at once each get a seat and their own version, delivered in order everywhere', async () => {
    const { host, roomId, guests } = await hostAndGuests(apiClient(server()), 12);
    const caller = await LiveClient.open(server().url, roomId, { token: host.token, caller: true });
    await caller.request('CREATE_GAME', {});
    const players = await Promise.all(
      guests.map((g) => LiveClient.open(server().url, roomId, { token: g.token })),
    );
    const joined = await Promise.all(players.map((p) => p.request('JOIN_GAME', {})));
    expect(joined.map((f) => f.type)).toEqual(guests.map(() => 'SUCCESSFULLY_JOINED'));
    expect(new Set(joined.map((f) => f.v)).size).toBe(guests.length);
    // Two NEXT_CALLs for the same count, queued together: one call is placed.
    await caller.request('START_GAME', {});
    const count = caller.last('GAME_STARTED')?.payload.callCount as number;
    const [a, b] = await Promise.all([
      caller.request('NEXT_CALL', { expectedCallCount: count }),
      caller.request('NEXT_CALL', { expectedCallCount: count }),
    ]);
    expect([a.type, b.type].sort()).toEqual(['CALL_PLACED', 'ERROR']);
    const last = await players[0]!.seen((f) => f.type === 'CALL_PLACED');
    for (const client of [caller, ...players]) {
      await client.seen((f) => f.v >= last.v && f.type === 'CALL_PLACED');
      const versions = client.frames.filter((f) => f.type !== 'ONLINE_PLAYERS_UPDATED' && f.type !== 'ERROR');
      const vs = versions.map((f) => f.v);
      expect(vs).toEqual([...vs].sort((x, y) => x - y));
    }
    const list = await caller.request('SYNC_GAME', {});
    expect((list.payload.playerList as unknown[]).length).toBe(guests.length);
    await Promise.all([caller, ...players].map((c) => c.close()));
  });
});
