import { type ChildProcess, spawn } from 'node:child_process';
import { WebSocket } from 'ws';
import { type ClientPool, now, quantile } from './clients.ts';

/** Starts bareServer.mjs in its own process, like the game server. */
export async function startBare(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [new URL('./bareServer.mjs', import.meta.url).pathname], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve) => {
    child.stdout?.on('data', (d) => {
      const match = /PORT (\d+)/.exec(String(d));
      if (match) resolve(Number(match[1]));
    });
  });
  return { url: `ws://127.0.0.1:${port}`, child };
}

/** The same fan-out through the bare server: `rooms` rooms of `perRoom` clients, a frame of `frameBytes`. */
export async function bareRooms(
  url: string,
  pool: ClientPool,
  rooms: number,
  perRoom: number,
  rounds: number,
  frameBytes: number,
): Promise<{ callP50: number; callP99: number }> {
  const names = Array.from({ length: rooms }, (_, i) => `room${i}`);
  const controllers = await Promise.all(
    names.map(
      (name) =>
        new Promise<WebSocket>((resolve) => {
          const ws = new WebSocket(`${url}/${name}`, { perMessageDeflate: false });
          ws.once('message', () => resolve(ws));
        }),
    ),
  );
  await pool.open(
    names.flatMap((room) => Array.from({ length: perRoom }, () => ({ url: `${url}/${room}`, room }))),
  );
  const latencies: number[] = [];
  for (let v = 1; v <= rounds; v++) {
    const frame = JSON.stringify({ type: 'CALL_PLACED', v, pad: 'x'.repeat(Math.max(0, frameBytes - 40)) });
    const sentAt = names.map(() => 0);
    controllers.forEach((ws, i) => {
      sentAt[i] = now();
      ws.send(JSON.stringify({ go: frame }));
    });
    const receipts = await pool.lastReceipts(names.map((n) => `${n}|${v}`));
    names.forEach((n, i) => {
      latencies.push(receipts.get(`${n}|${v}`)!.latest - sentAt[i]!);
    });
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const ws of controllers) ws.terminate();
  await pool.close();
  return { callP50: quantile(latencies, 0.5), callP99: quantile(latencies, 0.99) };
}
