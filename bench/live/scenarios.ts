import { LiveClient, roomUrl } from '../../apps/server/test/live/support/liveClient.ts';
import { type ClientPool, now, quantile } from './clients.ts';

export interface Session {
  token: string;
  cardId?: string;
}

async function post<T>(url: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}

/** `count` results of `make`, at most `width` at a time. */
export async function inBatches<T>(
  count: number,
  width: number,
  make: (i: number) => Promise<T>,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += width) {
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(width, count - i) }, (_, j) => make(i + j)))),
    );
  }
  return out;
}

const CARD = {
  cardTitle: 'Live bench',
  cardItems: {
    textItems: Array.from({ length: 75 }, (_, i) => ({ id: `w${i}`, type: 'text', value: `Word ${i}` })),
  },
};

/** A host (anonymous session owning a fresh card) and guests with display names. */
export async function makeHost(url: string): Promise<Session> {
  const data = await post<{ jwtAuthToken: string; cardId: string }>(url, '/api/annonym/cards/create', CARD);
  return { token: data.jwtAuthToken, cardId: data.cardId };
}

export async function makeGuest(url: string, i: number): Promise<Session> {
  const data = await post<{ jwtAuthToken: string }>(url, '/api/auth/guest', { username: `Bench ${i}` });
  return { token: data.jwtAuthToken };
}

/** The pause between measured calls: a caller's pace is seconds, not milliseconds. */
const settle = () => new Promise((r) => setTimeout(r, 100));

export interface RoomFigures {
  callP50: number;
  callP99: number;
  joinBurstMs: number;
  markP99: number;
  missing: number;
  /** Size of the CALL_PLACED frame a player receives, for the bare-ws baseline. */
  playerFrameBytes: number;
}

/** Callers with created games, and their players seated (join burst timed). */
export async function seatRooms(
  url: string,
  pool: ClientPool,
  hosts: Session[],
  guests: Session[],
  perRoom: number,
): Promise<{ callers: LiveClient[]; rooms: string[]; joinBurstMs: number }> {
  const callers = await inBatches(hosts.length, 50, (i) =>
    LiveClient.open(url, hosts[i]!.cardId!, { token: hosts[i]!.token, caller: true }),
  );
  await Promise.all(callers.map((c) => c.request('CREATE_GAME', {})));
  const rooms = hosts.map((h) => h.cardId!);
  const sockets = rooms.flatMap((room, r) =>
    guests
      .slice(r * perRoom, (r + 1) * perRoom)
      .map((g) => ({ url: roomUrl(url, room, { token: g.token }), room })),
  );
  const opened = await pool.open(sockets);
  if (opened !== sockets.length) throw new Error(`only ${opened} of ${sockets.length} sockets opened`);
  const joinStart = now();
  const joins = await pool.all({ cmd: 'join', rooms });
  const joinBurstMs = Math.max(...joins.map((j) => Number(j.last))) - joinStart;
  const joined = joins.reduce((n, j) => n + Number(j.joined), 0);
  if (joined !== sockets.length) throw new Error(`only ${joined} of ${sockets.length} joined`);
  return { callers, rooms, joinBurstMs };
}

/**
 * Rooms of `perRoom` players: create, join burst, start, `rounds` calls placed in every room at once
 * (latency = send to the last player of that room), then every player marks at once. Every room seats
 * the same first `perRoom` guests.
 */
export async function playRooms(
  url: string,
  pool: ClientPool,
  hosts: Session[],
  guests: Session[],
  perRoom: number,
  rounds: number,
): Promise<RoomFigures> {
  const seatedGuests = hosts.flatMap(() => guests.slice(0, perRoom));
  const { callers, rooms, joinBurstMs } = await seatRooms(url, pool, hosts, seatedGuests, perRoom);
  const started = await Promise.all(callers.map((c) => c.request('START_GAME', {})));
  await pool.lastReceipts(started.map((s, i) => `${rooms[i]}|${s.v}`));
  // Starting sends each player its own state after GAME_STARTED (1,000 frames in the big room); let that
  // go out before timing calls, as the pause between rounds does, so each call is measured on its own.
  await settle();

  const latencies: number[] = [];
  let missing = 0;
  const counts = started.map((s) => (s.payload.calledItems as unknown[]).length);
  for (let round = 0; round < rounds; round++) {
    const sentAt: number[] = [];
    const calls = await Promise.all(
      callers.map((c, i) => {
        sentAt[i] = now();
        return c.request('NEXT_CALL', { expectedCallCount: counts[i] });
      }),
    );
    for (let i = 0; i < counts.length; i++) counts[i] = (counts[i] ?? 0) + 1;
    const receipts = await pool.lastReceipts(calls.map((c, i) => `${rooms[i]}|${c.v}`));
    calls.forEach((c, i) => {
      const r = receipts.get(`${rooms[i]}|${c.v}`)!;
      missing += r.missing;
      latencies.push(r.latest - sentAt[i]!);
    });
    await settle();
  }
  const lastCall = callers[0]!.last('CALL_PLACED')!;
  const playerFrameBytes = JSON.stringify({
    ...lastCall,
    payload: { ...lastCall.payload, callItems: undefined },
  }).length;
  const marks = await pool.all({ cmd: 'mark', rooms });
  const acks = marks.flatMap((m) => m.acks as number[]);
  await Promise.all(callers.map((c) => c.close()));
  return {
    callP50: quantile(latencies, 0.5),
    callP99: quantile(latencies, 0.99),
    joinBurstMs,
    markP99: quantile(acks, 0.99),
    missing,
    playerFrameBytes,
  };
}
