import {
  CLIENT_COMMANDS,
  checkInvariants,
  EVENT_TYPES,
  type GameState,
  type PlayerRecord,
  seededRandom,
} from '@bingo/core';
import { describe, expect, test } from 'vitest';
import { apiClient } from '../support/api.ts';
import { useTestServer } from '../support/useTestServer.ts';
import type { Frame } from './support/liveClient.ts';
import { LiveClient } from './support/liveClient.ts';
import { hostAndGuests, liveTestConfig } from './support/liveFixtures.ts';

const FRAMES = 3000;
const random = seededRandom(20_261_121);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const KNOWN = new Set<string>(EVENT_TYPES);

/** Values of every JSON type, including hostile ones. */
function anyValue(depth = 0): unknown {
  const choices: (() => unknown)[] = [
    () => Math.floor(random() * 60) - 5,
    () => random() * 1e9,
    () => pick(['', 'x', 'a'.repeat(300), '\u0000', '__proto__', 'caller', 'accept', 'CONTINUE_GAME']),
    () => random() < 0.5,
    () => null,
    () => (depth < 2 ? Array.from({ length: Math.floor(random() * 5) }, () => anyValue(depth + 1)) : []),
    () => (depth < 2 ? randomPayload(depth + 1) : {}),
  ];
  return pick(choices)();
}

const FIELDS = [
  'key',
  'marked',
  'markedKeys',
  'userId',
  'action',
  'expectedCallCount',
  'oldIndex',
  'newIndex',
  'gameSettings',
  'username',
  'reason',
  'knownVersion',
  'bingoCard',
  'userGameSettings',
  'hasWon',
  'status',
];

function randomPayload(depth = 0): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (let i = Math.floor(random() * 3); i > 0; i--) payload[pick(FIELDS)] = anyValue(depth);
  return payload;
}

/** One frame: mostly valid-looking commands out of order, plus garbage, wrong types and huge frames. */
function randomFrame(n: number, userIds: string[]): { data: string | Buffer; requestId?: string } {
  const requestId = `f${n}`;
  const roll = random();
  if (roll < 0.05) return { data: pick(['', 'nope', '{', '[]', 'null', '42', '"x"', '{"type":7}']) };
  if (roll < 0.07) return { data: Buffer.from([0xff, 0x00, 0x13]) };
  if (roll < 0.08)
    return {
      data: JSON.stringify({ type: 'SYNC_GAME', requestId, payload: { pad: 'z'.repeat(70_000) } }),
      requestId,
    };
  if (roll < 0.12)
    return {
      data: JSON.stringify({ type: pick(['AUTO_CALL', 'CLAIM_BINGO', 'END_GAME', 'HACK', '']), requestId }),
      requestId,
    };
  if (roll < 0.15)
    return {
      data: JSON.stringify({ type: pick(CLIENT_COMMANDS), requestId, payload: pick([[], 'x', 3]) }),
      requestId,
    };
  const type = pick(CLIENT_COMMANDS);
  let payload: Record<string, unknown> = randomPayload();
  if (type === 'MARK_NUMBER') payload = { key: Math.floor(random() * 32) - 1, marked: random() < 0.8 };
  if (['REMOVE_PLAYER', 'BLACKLIST_PLAYER', 'VERIFY_BINGO', 'GET_PLAYER_STATE'].includes(type))
    payload = { userId: pick(userIds) };
  if (type === 'UPDATE_REVIEW_REQUEST')
    payload = { userId: pick(userIds), action: pick(['CONTINUE_GAME', 'FINISH_GAME', 'x']) };
  if (type === 'REJOIN_REQUEST_PROCESSED')
    payload = { userId: pick(userIds), action: pick(['accept', 'reject']) };
  return { data: JSON.stringify({ type, requestId, payload }), requestId };
}

async function storedState(
  server: ReturnType<ReturnType<typeof useTestServer>>,
  roomId: string,
): Promise<GameState> {
  const [room] = await server.db.query<{ v: number; state: Omit<GameState, 'players'> }>(
    'SELECT v, state FROM live_rooms WHERE room_id = $1',
    [roomId],
  );
  const rows = await server.db.query<{ user_id: string; record: PlayerRecord }>(
    'SELECT user_id, record FROM live_players WHERE room_id = $1',
    [roomId],
  );
  return {
    ...room!.state,
    v: Number(room!.v),
    players: Object.fromEntries(rows.map((r) => [r.user_id, r.record])),
  };
}

describe('fuzzing the live protocol over real sockets', () => {
  const server = useTestServer('pglite', { live: liveTestConfig({ messagesPerSecond: 1_000_000 }) });

  test('thousands of random and malformed frames each get an ERROR or a known event, and the state stays valid', async () => {
    const { host, roomId, guests } = await hostAndGuests(apiClient(server()), 3);
    const caller = await LiveClient.open(server().url, roomId, { token: host.token, caller: true });
    await caller.request('CREATE_GAME', {});
    await caller.request('UPDATE_GAME_SETTINGS', { gameSettings: { autoVerify: random() < 0.5 } });
    const players = await Promise.all(
      guests.map((g) => LiveClient.open(server().url, roomId, { token: g.token })),
    );
    for (const p of players) await p.request('JOIN_GAME', {});
    const sockets = [caller, caller, ...players];
    const userIds = [...guests.map((g) => g.userId), host.userId, 'nobody'];
    const started = Date.now();
    let answered = 0;
    for (let n = 0; n < FRAMES; n++) {
      const client = pick(sockets);
      const { data, requestId } = randomFrame(n, userIds);
      const mark = client.frames.length;
      client.raw(data);
      const reply: Frame = requestId
        ? await client.next((f) => f.requestId === requestId, 5000)
        : await client.seen((f) => f.type === 'ERROR' && client.frames.indexOf(f) >= mark, 5000);
      expect(reply.type === 'ERROR' || KNOWN.has(reply.type), reply.type).toBe(true);
      if (reply.type === 'ERROR') {
        expect(typeof reply.payload.code).toBe('string');
        expect(String(reply.payload.message)).not.toMatch(/TypeError|ReferenceError| {4}at /);
      }
      answered++;
      // The game keeps moving: now and then the caller restarts or re-creates it.
      if (n % 400 === 399)
        await caller.request(pick(['RESTART_GAME', 'START_GAME', 'FINISH_GAME', 'CREATE_GAME']), {});
    }
    expect(answered).toBe(FRAMES);
    expect(Date.now() - started).toBeLessThan(90_000);
    const internal = sockets.flatMap((c) => c.frames).filter((f) => f.payload.code === 'INTERNAL_ERROR');
    expect(internal).toEqual([]);
    const health = await fetch(`${server().url}/api/health`);
    expect(health.status).toBe(200);
    expect(checkInvariants(await storedState(server(), roomId))).toEqual([]);
    await Promise.all(sockets.map((c) => c.close()));
  }, 120_000);
});
