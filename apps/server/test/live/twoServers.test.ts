import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type PostgresCluster, startPostgresCluster } from '../support/postgresCluster.ts';
import { calledKeys, cardKeys } from './support/game.ts';
import { LiveClient } from './support/liveClient.ts';
import { type ServerProcess, startServerProcess } from './support/serverProcess.ts';

const SECRET = 'two-servers-share-this-secret-0123456789';

async function post<T>(url: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json()) as { data: T };
  return parsed.data;
}

describe('two server processes on one PostgreSQL', () => {
  let cluster: PostgresCluster;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const env = {
      DATABASE_URL: await cluster.createDatabase(),
      JWT_SECRET: SECRET,
      LIVE_NEXT_CALL_INTERVAL_MS: '0',
      LIVE_MESSAGES_PER_SECOND: '1000000',
    };
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  }, 120_000);
  afterAll(async () => {
    await a?.kill('SIGKILL');
    await b?.kill();
    cluster?.stop();
  });

  test('a caller on one and players on the other play together, and finish on the survivor after a SIGKILL', async () => {
    // The host's card and session come from server A; the guests' sessions from server B.
    const host = await post<{ jwtAuthToken: string; cardId: string }>(a.url, '/api/annonym/cards/create', {
      cardTitle: 'Two servers',
      cardItems: {
        textItems: Array.from({ length: 30 }, (_, i) => ({ id: `w${i}`, type: 'text', value: `word ${i}` })),
      },
    });
    const roomId = host.cardId;
    const guests = await Promise.all(
      ['Ann', 'Bob'].map((username) =>
        post<{ jwtAuthToken: string; userId: string }>(b.url, '/api/auth/guest', { username }),
      ),
    );
    const caller = await LiveClient.open(a.url, roomId, { token: host.jwtAuthToken, caller: true });
    await caller.request('CREATE_GAME', {});
    const players = await Promise.all(
      guests.map((g) => LiveClient.open(b.url, roomId, { token: g.jwtAuthToken })),
    );
    const cards: number[][] = [];
    for (const p of players) cards.push(cardKeys(await p.request('JOIN_GAME', {})));
    await caller.seen((f) => f.type === 'PLAYER_JOINED' && f.payload.joinedCount === 2);

    const started = await caller.request('START_GAME', {});
    const seen = await players[0]!.seen((f) => f.type === 'GAME_STARTED');
    expect(seen.v).toBe(started.v);
    let count = calledKeys(started).length;
    for (let i = 0; i < 3; i++) {
      const call = await caller.request('NEXT_CALL', { expectedCallCount: count });
      count += 1;
      const heard = await players[1]!.seen((f) => f.type === 'CALL_PLACED' && f.v === call.v);
      expect(calledKeys(heard)).toEqual(calledKeys(call));
    }
    const mark = await players[0]!.request('MARK_NUMBER', { key: cards[0]![0], marked: true });
    expect(mark.type).toBe('PLAYER_STATE_UPDATED');
    const online = await caller.seen(
      (f) => f.type === 'ONLINE_PLAYERS_UPDATED' && (f.payload.onlinePlayersIds as string[]).length === 2,
    );
    expect(online.payload.callerOnline).toBe(true);

    // Server A dies without a goodbye; the caller reconnects to B and the game goes on.
    await a.kill('SIGKILL');
    await caller.closed();
    const callerAgain = await LiveClient.open(b.url, roomId, { token: host.jwtAuthToken, caller: true });
    const snapshot = callerAgain.frames[0]!;
    expect(snapshot.payload.callCount).toBe(count);
    expect(snapshot.payload.gameStatus).toBe(2);
    const call = await callerAgain.request('NEXT_CALL', { expectedCallCount: count });
    expect(call.type).toBe('CALL_PLACED');
    await players[0]!.seen((f) => f.type === 'CALL_PLACED' && f.v === call.v);
    const finished = await callerAgain.request('FINISH_GAME', {});
    expect(finished.type).toBe('GAME_FINISHED');
    await players[1]!.seen((f) => f.type === 'GAME_FINISHED');
    await Promise.all([callerAgain, ...players].map((c) => c.close()));
  }, 60_000);
});
