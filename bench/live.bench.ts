// Live game benchmark (npm run bench:live): call fan-out, join burst and mark acknowledgements for one
// room of 1,000 players and for 200 rooms of 10, on PGlite and on PostgreSQL, beside a bare `ws` server
// broadcasting a frame of the same size to the same clients; then server memory with 5,000 sockets.
// The server runs as a child process from its build, as `npm start` runs it (the npm script builds it
// first); clients run in worker threads; loopback only. LIVE_DEFAULT_CAPACITY raises the seats (an
// operator setting, docs/live.md).

import { roomUrl } from '../apps/server/test/live/support/liveClient.ts';
import { type ServerProcess, startServerProcess } from '../apps/server/test/live/support/serverProcess.ts';
import { type PostgresCluster, startPostgresCluster } from '../apps/server/test/support/postgresCluster.ts';
import { bareRooms, startBare } from './live/bare.ts';
import { ClientPool, rssMb } from './live/clients.ts';
import { inBatches, makeGuest, makeHost, playRooms, type RoomFigures, seatRooms } from './live/scenarios.ts';

const BIG = Number(process.env.BENCH_LIVE_PLAYERS ?? 1000);
const SMALL_ROOMS = Number(process.env.BENCH_LIVE_ROOMS ?? 200);
const CONNECTED = Number(process.env.BENCH_LIVE_CONNECTED ?? 5000);
/** Calls measured per room: 30 in the big room, 10 in each small one. */
const ROUNDS = 30;
const WORKERS = 2;

interface Row {
  target: string;
  scenario: string;
  figures: RoomFigures | { callP50: number; callP99: number };
  rss?: number;
}

async function startBenchServer(cluster?: PostgresCluster): Promise<ServerProcess> {
  const env: Record<string, string> = {
    LIVE_DEFAULT_CAPACITY: String(BIG),
    LIVE_NEXT_CALL_INTERVAL_MS: '0',
    JWT_SECRET: 'live-benchmark-secret-0123456789abcdef',
  };
  if (cluster) env.DATABASE_URL = await cluster.createDatabase();
  return startServerProcess(env, 60_000, 'built');
}

/**
 * Memory of CONNECTED players seated in rooms of 100 on a server that has done nothing else, beside
 * the figure taken after the games above (which carries their high-water marks).
 */
async function freshConnected(driver: 'pglite' | 'postgres', rows: Row[], cluster?: PostgresCluster) {
  const server = await startBenchServer(cluster);
  const pool = new ClientPool(WORKERS);
  try {
    const guests = await inBatches(CONNECTED, 20, (i) => makeGuest(server.url, i));
    const hosts = await inBatches(Math.ceil(CONNECTED / 100), 20, () => makeHost(server.url));
    const { callers } = await seatRooms(server.url, pool, hosts, guests, 100);
    await new Promise((r) => setTimeout(r, 2000));
    rows.push({
      target: driver,
      scenario: `${CONNECTED} joined, fresh`,
      figures: { callP50: Number.NaN, callP99: Number.NaN },
      rss: await rssMb(server.child.pid!),
    });
    await Promise.all(callers.map((c) => c.close()));
  } finally {
    await pool.terminate();
    await server.kill();
  }
}

async function benchDriver(
  driver: 'pglite' | 'postgres',
  rows: Row[],
  cluster?: PostgresCluster,
): Promise<void> {
  const server: ServerProcess = await startBenchServer(cluster);
  const pid = server.child.pid!;
  const pool = new ClientPool(WORKERS);
  try {
    const guests = await inBatches(BIG, 20, (i) => makeGuest(server.url, i));
    const big = await playRooms(server.url, pool, [await makeHost(server.url)], guests, BIG, ROUNDS);
    rows.push({ target: driver, scenario: `1 room x ${BIG}`, figures: big, rss: await rssMb(pid) });
    const hosts = await inBatches(SMALL_ROOMS, 20, () => makeHost(server.url));
    const small = await playRooms(server.url, pool, hosts, guests, 10, Math.ceil(ROUNDS / 3));
    rows.push({
      target: driver,
      scenario: `${SMALL_ROOMS} rooms x 10`,
      figures: small,
      rss: await rssMb(pid),
    });
    // Top up to CONNECTED open sockets (players already in rooms stay connected).
    const extra = CONNECTED - BIG - SMALL_ROOMS * 10;
    const room = hosts[0]!.cardId!;
    await pool.open(
      Array.from({ length: Math.max(0, extra) }, (_, i) => ({
        url: roomUrl(server.url, room, { token: guests[i % guests.length]!.token }),
        room: 'idle',
      })),
    );
    await new Promise((r) => setTimeout(r, 2000));
    rows.push({
      target: driver,
      scenario: `${CONNECTED} connected`,
      figures: { callP50: Number.NaN, callP99: Number.NaN },
      rss: await rssMb(pid),
    });
    await pool.close();
    if (driver === 'pglite') {
      const bare = await startBare();
      try {
        rows.push({
          target: 'bare ws',
          scenario: `1 room x ${BIG}`,
          figures: await bareRooms(bare.url, pool, 1, BIG, ROUNDS, big.playerFrameBytes),
        });
        rows.push({
          target: 'bare ws',
          scenario: `${SMALL_ROOMS} rooms x 10`,
          figures: await bareRooms(
            bare.url,
            pool,
            SMALL_ROOMS,
            10,
            Math.ceil(ROUNDS / 3),
            small.playerFrameBytes,
          ),
        });
      } finally {
        bare.child.kill('SIGKILL');
      }
    }
  } finally {
    await pool.terminate();
    await server.kill();
  }
  await freshConnected(driver, rows, cluster);
}

const fmt = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(1));

function printTable(rows: Row[]): void {
  const header = [
    'target',
    'scenario',
    'call p50 ms',
    'call p99 ms',
    'join burst ms',
    'mark p99 ms',
    'missed',
    'server RSS MB',
  ];
  const lines = rows.map((r) => {
    const f = r.figures as Partial<RoomFigures>;
    return [
      r.target,
      r.scenario,
      fmt(f.callP50),
      fmt(f.callP99),
      fmt(f.joinBurstMs),
      fmt(f.markP99),
      String(f.missing ?? '-'),
      String(r.rss ?? '-'),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(
    `\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${lines.map(line).join('\n')}\n`,
  );
}

const rows: Row[] = [];
const started = Date.now();
const drivers = (process.env.BENCH_LIVE_DRIVERS ?? 'pglite,postgres').split(',');
if (drivers.includes('pglite')) await benchDriver('pglite', rows);
if (drivers.includes('postgres')) {
  const cluster = await startPostgresCluster();
  try {
    await benchDriver('postgres', rows, cluster);
  } finally {
    cluster.stop();
  }
}
printTable(rows);
console.log(
  `Loopback, ${WORKERS} client threads, server in a child process; total ${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
process.exit(0);
