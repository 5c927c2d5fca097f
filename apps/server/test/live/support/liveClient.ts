import { WebSocket } from 'ws';

/** A frame from the server (protocol §1). */
export interface Frame {
  type: string;
  payload: Record<string, unknown> & { code?: string; command?: string };
  v: number;
  roundId: string | null;
  ts: number;
  requestId?: string;
}

export interface ConnectOptions {
  token?: string;
  caller?: boolean;
}

const DEFAULT_WAIT_MS = 10_000;
let requestCounter = 0;

/** The websocket URL of a room on a server whose HTTP base URL is `baseUrl`. */
export function roomUrl(baseUrl: string, roomId: string, options: ConnectOptions = {}): string {
  const url = new URL(`/parties/bingo-server/${roomId}`, baseUrl.replace(/^http/, 'ws'));
  if (options.token) url.searchParams.set('token', options.token);
  url.searchParams.set('caller', options.caller ? 'true' : 'false');
  return url.toString();
}

/**
 * A test client over a real socket: records every frame, waits for frames by predicate, and matches
 * replies to requests by requestId.
 */
export class LiveClient {
  readonly frames: Frame[] = [];
  closeCode: number | null = null;
  closeReason = '';
  private waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  private closeWaiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(frame)) return true;
        w.resolve(frame);
        return false;
      });
    });
    ws.on('close', (code, reason) => {
      this.closeCode = code;
      this.closeReason = String(reason);
      for (const done of this.closeWaiters.splice(0)) done();
    });
    ws.on('error', () => {});
  }

  /** Opens a socket and waits for the first GAME_SYNCED (or the close, for refused connections). */
  static async open(baseUrl: string, roomId: string, options: ConnectOptions = {}): Promise<LiveClient> {
    const ws = new WebSocket(roomUrl(baseUrl, roomId, options), { perMessageDeflate: false });
    const client = new LiveClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    await Promise.race([client.seen((f) => f.type === 'GAME_SYNCED'), client.closed()]);
    return client;
  }

  /** Sends a raw frame (string) or a command object. */
  raw(data: string | Buffer): void {
    this.ws.send(data);
  }

  /** Sends a command with a fresh requestId and returns that id. */
  send(type: string, payload?: unknown, extra: Record<string, unknown> = {}): string {
    const requestId = `r${++requestCounter}`;
    this.ws.send(JSON.stringify({ type, payload, requestId, ...extra }));
    return requestId;
  }

  /** Sends a command and waits for the first frame answering it (an event or an ERROR). */
  async request(type: string, payload?: unknown, extra: Record<string, unknown> = {}): Promise<Frame> {
    const requestId = this.send(type, payload, extra);
    return this.next((f) => f.requestId === requestId);
  }

  /** Sends and expects an ERROR; returns its code. */
  async errorCode(type: string, payload?: unknown, extra: Record<string, unknown> = {}): Promise<string> {
    const frame = await this.request(type, payload, extra);
    return frame.type === 'ERROR' ? String(frame.payload.code) : `no error but ${frame.type}`;
  }

  /** The first frame received from now on (or already received, with `seen`) that matches. */
  next(test: (f: Frame) => boolean, timeoutMs = DEFAULT_WAIT_MS): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        reject(
          new Error(
            `timed out waiting for a frame; last: ${JSON.stringify(this.frames.slice(-3)).slice(0, 600)}`,
          ),
        );
      }, timeoutMs);
      const done = (f: Frame) => {
        clearTimeout(timer);
        resolve(f);
      };
      this.waiters.push({ test, resolve: done });
    });
  }

  /** A frame already received that matches, or the next one. */
  seen(test: (f: Frame) => boolean, timeoutMs = DEFAULT_WAIT_MS): Promise<Frame> {
    const found = this.frames.find(test);
    return found ? Promise.resolve(found) : this.next(test, timeoutMs);
  }

  /** The latest frame of a type. */
  last(type: string): Frame | undefined {
    return this.frames.filter((f) => f.type === type).at(-1);
  }

  closed(): Promise<void> {
    if (this.closeCode !== null) return Promise.resolve();
    return new Promise((resolve) => this.closeWaiters.push(resolve));
  }

  async close(): Promise<void> {
    if (this.closeCode !== null) return;
    this.ws.close();
    await Promise.race([this.closed(), new Promise((r) => setTimeout(r, 2000))]);
  }
}
