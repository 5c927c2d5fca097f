// API benchmark: card create and read under 100 concurrent clients on both database drivers, next to
// a bare node:http server answering a JSON body of the same size. Loopback only; every run is bounded.
// Run: npm run bench   (BENCH_REQUESTS and BENCH_SECONDS override the bounds)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { issueSession } from '../apps/server/src/auth/sessions.ts';
import { createUser } from '../apps/server/src/auth/users.ts';
import { bootTestServer, type Driver, type TestServer } from '../apps/server/test/support/bootTestServer.ts';
import { type PostgresCluster, startPostgresCluster } from '../apps/server/test/support/postgresCluster.ts';
import { type LoadResult, type LoadSpec, runLoad } from './loadGenerator.ts';

const CONCURRENCY = 100;
const MAX_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const MAX_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const WARM_UP_REQUESTS = 300;

interface Row {
  target: string;
  operation: string;
  result: LoadResult;
}

const CARD_PAYLOAD = JSON.stringify({
  cardTitle: 'Benchmark bingo',
  cardItems: {
    textItems: Array.from({ length: 24 }, (_, i) => ({ id: `t${i}`, type: 'text', value: `Word ${i}` })),
    imageItems: [],
  },
});

async function measure(spec: Omit<LoadSpec, 'concurrency' | 'maxRequests' | 'maxMs'>): Promise<LoadResult> {
  await runLoad({ ...spec, concurrency: CONCURRENCY, maxRequests: WARM_UP_REQUESTS, maxMs: MAX_MS });
  return runLoad({ ...spec, concurrency: CONCURRENCY, maxRequests: MAX_REQUESTS, maxMs: MAX_MS });
}

async function benchServer(server: TestServer, target: string): Promise<{ rows: Row[]; cardJson: string }> {
  const user = await createUser(server.db, { role: 'subscriber', email: `bench-${Date.now()}@example.test` });
  const session = await issueSession(server.db, server.accessTokens, { userId: user.id, role: 'subscriber' });
  const headers = { authorization: `Bearer ${session.jwtAuthToken}`, 'content-type': 'application/json' };

  const create = await measure({
    baseUrl: server.url,
    method: 'POST',
    paths: ['/api/cards/create'],
    headers,
    body: CARD_PAYLOAD,
  });
  const ids = await server.db.query<{ id: string }>('SELECT id FROM cards WHERE user_id = $1 LIMIT 500', [
    user.id,
  ]);
  const paths = ids.map((r) => `/api/cards/${r.id}`);
  const read = await measure({ baseUrl: server.url, method: 'GET', paths });
  const cardJson = await (await fetch(`${server.url}${paths[0]}`)).text();
  return {
    rows: [
      { target, operation: 'POST /api/cards/create', result: create },
      { target, operation: 'GET /api/cards/{id}', result: read },
    ],
    cardJson,
  };
}

async function benchBaseline(body: string): Promise<Row> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const result = await measure({ baseUrl: `http://127.0.0.1:${port}`, method: 'GET', paths: ['/card'] });
    return { target: 'bare node:http', operation: `GET (same ${body.length} B JSON)`, result };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

async function withDriver<T>(driver: Driver, fn: (server: TestServer) => Promise<T>): Promise<T> {
  let cluster: PostgresCluster | undefined;
  let server: TestServer | undefined;
  try {
    if (driver === 'postgres') cluster = await startPostgresCluster();
    server = await bootTestServer({ driver, cluster });
    return await fn(server);
  } finally {
    await server?.close();
    cluster?.stop();
  }
}

function printTable(rows: Row[]): void {
  const header = ['target', 'operation', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
  const lines = rows.map(({ target, operation, result }) => [
    target,
    operation,
    String(result.completed),
    (result.completed / (result.elapsedMs / 1000)).toFixed(0),
    result.p50.toFixed(1),
    result.p99.toFixed(1),
    String(result.failures),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

const rows: Row[] = [];
let cardJson = '';
for (const driver of ['pglite', 'postgres'] as const) {
  console.error(`benchmarking ${driver}...`);
  const result = await withDriver(driver, (server) => benchServer(server, `server + ${driver}`));
  rows.push(...result.rows);
  cardJson = result.cardJson;
}
console.error('benchmarking the bare node:http baseline...');
rows.push(await benchBaseline(cardJson));
console.log(
  `\n${CONCURRENCY} concurrent clients, up to ${MAX_REQUESTS} requests or ${MAX_MS / 1000} s per row, loopback, Node ${process.version}\n`,
);
printTable(rows);
