import { Worker } from 'node:worker_threads';

/** Bench client threads; sockets are spread round-robin over them. */
export class ClientPool {
  private readonly workers: Worker[];
  private nextId = 0;
  private readonly pending = new Map<number, (value: Record<string, unknown>) => void>();

  constructor(count: number) {
    this.workers = Array.from({ length: count }, () => {
      const worker = new Worker(new URL('./clientWorker.mjs', import.meta.url));
      worker.on('message', (msg: { id: number }) => {
        this.pending.get(msg.id)?.(msg as Record<string, unknown>);
        this.pending.delete(msg.id);
      });
      return worker;
    });
  }

  private call(worker: Worker, message: Record<string, unknown>): Promise<Record<string, unknown>> {
    const id = ++this.nextId;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      worker.postMessage({ ...message, id });
    });
  }

  /** Sends one command to every worker and collects the replies. */
  all(message: Record<string, unknown>): Promise<Record<string, unknown>[]> {
    return Promise.all(this.workers.map((w) => this.call(w, message)));
  }

  /** Opens sockets (url, room label) spread over the workers; returns how many got their snapshot. */
  async open(sockets: { url: string; room: string }[]): Promise<number> {
    const shares = this.workers.map(() => ({ urls: [] as string[], rooms: [] as string[] }));
    sockets.forEach((s, i) => {
      const share = shares[i % shares.length]!;
      share.urls.push(s.url);
      share.rooms.push(s.room);
    });
    const replies = await Promise.all(
      this.workers.map((w, i) => this.call(w, { cmd: 'open', ...shares[i] })),
    );
    return replies.reduce((n, r) => n + Number(r.opened), 0);
  }

  /** For each `room|v` key, the time the last socket of that room received it (and how many missed it). */
  async lastReceipts(
    keys: string[],
    timeoutMs = 20_000,
  ): Promise<Map<string, { latest: number; missing: number }>> {
    const replies = await this.all({ cmd: 'waitCalls', keys, timeoutMs });
    const out = new Map<string, { latest: number; missing: number }>();
    for (const key of keys) {
      let latest = 0;
      let missing = 0;
      for (const r of replies) {
        const entry = r[key] as { latest: number; missing: number } | undefined;
        latest = Math.max(latest, entry?.latest ?? 0);
        missing += entry?.missing ?? 0;
      }
      out.set(key, { latest, missing });
    }
    return out;
  }

  async close(): Promise<void> {
    await this.all({ cmd: 'close' });
  }

  async terminate(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/** performance.timeOrigin + now(): comparable with the worker threads' clocks. */
export const now = (): number => performance.timeOrigin + performance.now();

/** The q-quantile (0..1) of some numbers. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Resident memory of a process in MB (Linux /proc). */
export async function rssMb(pid: number): Promise<number> {
  const { readFileSync } = await import('node:fs');
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
}
