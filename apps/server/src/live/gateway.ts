import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type Command, gameError, parseCommand } from '@bingo/core';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { AccessTokens } from '../auth/accessTokens.ts';
import type { Db } from '../db/db.ts';
import { mayHost } from './hosting.ts';
import { identify, type LiveIdentity } from './liveIdentity.ts';
import type { LiveRooms } from './liveRooms.ts';
import { LiveSocket } from './liveSocket.ts';
import { oncePer, TokenBucket } from './rateLimit.ts';
import { CLOSE, HARD_FRAME_LIMIT, MAX_CREATE_FRAME_BYTES, MAX_FRAME_BYTES, roomIdFromPath } from './wire.ts';

export interface GatewayOptions {
  db: Db;
  accessTokens: AccessTokens;
  rooms: LiveRooms;
  now: () => number;
  maxBufferedBytes: number;
  messagesPerSecond: number;
  nextCallIntervalMs: number;
}

const PING_MS = 30_000;

/** The token from ?token, or from a Sec-WebSocket-Protocol value that looks like a JWT. */
function tokenOf(url: URL, request: IncomingMessage): string | null {
  const fromQuery = url.searchParams.get('token');
  if (fromQuery) return fromQuery;
  const protocols = String(request.headers['sec-websocket-protocol'] ?? '').split(',');
  return protocols.map((p) => p.trim()).find((p) => p.split('.').length === 3) ?? null;
}

/**
 * The only module that knows `ws`: upgrades /parties/bingo-server/{cardId} on the HTTP server, verifies
 * the token and the caller role (protocol §2), applies validation steps 1-5 (size, parse, rate) and the
 * token's expiry to every frame, and hands commands to LiveRooms one at a time per socket.
 */
export class Gateway {
  private readonly wss = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    maxPayload: HARD_FRAME_LIMIT,
    handleProtocols: (protocols) => protocols.values().next().value ?? false,
  });
  private readonly pingTimer: NodeJS.Timeout;

  constructor(private readonly options: GatewayOptions) {
    this.pingTimer = setInterval(() => this.ping(), PING_MS);
    this.pingTimer.unref();
  }

  /** Attaches the upgrade handler to the server that also serves the HTTP API. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const roomId = roomIdFromPath(url.pathname);
      if (!roomId) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => void this.accept(ws, request, url, roomId));
    });
  }

  private ping(): void {
    for (const ws of this.wss.clients) {
      const state = ws as WebSocket & { alive?: boolean };
      if (state.alive === false) {
        ws.terminate();
        continue;
      }
      state.alive = false;
      ws.ping();
    }
  }

  private async accept(ws: WebSocket, request: IncomingMessage, url: URL, roomId: string): Promise<void> {
    const inbox: { data: RawData; isBinary: boolean }[] = [];
    let handle: ((data: RawData, isBinary: boolean) => void) | null = null;
    ws.on('message', (data, isBinary) => (handle ? handle(data, isBinary) : inbox.push({ data, isBinary })));
    ws.on('pong', () => ((ws as WebSocket & { alive?: boolean }).alive = true));
    ws.on('error', () => ws.terminate());
    let closed = false;
    let live: LiveSocket | null = null;
    ws.on('close', () => {
      closed = true;
      if (live) void this.options.rooms.disconnect(live).catch(() => {});
    });

    const token = tokenOf(url, request);
    if (!token) return ws.close(CLOSE.TOKEN, 'TOKEN_MISSING');
    const { db, accessTokens } = this.options;
    const identified = await identify(db, accessTokens, token).catch(() => null);
    if (!identified?.ok) return ws.close(CLOSE.TOKEN, 'TOKEN_INVALID');
    const identity = identified.identity;
    const isAdministrator = identity.role === 'administrator';
    const isCaller = url.searchParams.get('caller') === 'true';
    if (isCaller && !(await mayHost(db, roomId, identity.userId, isAdministrator).catch(() => false))) {
      return ws.close(CLOSE.NOT_CALLER, 'NOT_CALLER');
    }
    if (closed) return;

    live = new LiveSocket(randomUUID(), roomId, identity.userId, isCaller, (data) => this.transmit(ws, data));
    const actor = {
      userId: identity.userId,
      username: identity.username,
      picture: identity.picture,
      isCaller,
    };
    let queue: Promise<void> = this.options.rooms.connect(live, actor, isAdministrator);
    const socket = live;
    const buckets = {
      all: new TokenBucket(this.options.messagesPerSecond, this.options.now()),
      nextCall: oncePer(this.options.nextCallIntervalMs, this.options.now()),
    };
    handle = (data, isBinary) => {
      const command = this.check(ws, socket, identity, buckets, data, isBinary);
      if (command)
        queue = queue.then(() => this.options.rooms.execute({ socket, actor, isAdministrator, command }));
    };
    for (const frame of inbox.splice(0)) handle(frame.data, frame.isBinary);
  }

  /** Sends unless the client has fallen far behind, in which case it is dropped (it will resync). */
  private transmit(ws: WebSocket, data: Buffer): void {
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > this.options.maxBufferedBytes) {
      ws.terminate();
      return;
    }
    ws.send(data, { binary: false });
  }

  /** Token expiry and validation steps 1-5; a command to run, or null when the frame was answered. */
  private check(
    ws: WebSocket,
    socket: LiveSocket,
    identity: LiveIdentity,
    buckets: { all: TokenBucket; nextCall: TokenBucket },
    data: RawData,
    isBinary: boolean,
  ): Command | null {
    const now = this.options.now();
    if (now >= identity.expiresAt) {
      ws.close(CLOSE.TOKEN, 'TOKEN_EXPIRED');
      return null;
    }
    const withinRate = buckets.all.take(now);
    const bytes = Array.isArray(data)
      ? data.reduce((n, b) => n + b.length, 0)
      : data instanceof ArrayBuffer
        ? data.byteLength
        : data.length;
    const refuse = (code: Parameters<typeof gameError>[0], type: string | null, requestId?: string) =>
      this.options.rooms.sendError(socket, gameError(code), socket.lastV, null, type, requestId);
    if (bytes > MAX_CREATE_FRAME_BYTES) {
      refuse('PAYLOAD_TOO_LARGE', null);
      return null;
    }
    if (isBinary) {
      refuse('BAD_MESSAGE', null);
      return null;
    }
    const text = Buffer.isBuffer(data)
      ? data.toString('utf8')
      : Buffer.from(data as ArrayBuffer).toString('utf8');
    const parsed = parseCommand(text);
    if (bytes > MAX_FRAME_BYTES && !(parsed.ok && parsed.command.type === 'CREATE_GAME')) {
      refuse(
        'PAYLOAD_TOO_LARGE',
        parsed.ok ? parsed.command.type : (parsed.type ?? null),
        parsed.ok ? parsed.command.requestId : parsed.requestId,
      );
      return null;
    }
    if (!parsed.ok) {
      this.options.rooms.sendError(
        socket,
        parsed.error,
        socket.lastV,
        null,
        parsed.type ?? null,
        parsed.requestId,
      );
      return null;
    }
    const { command } = parsed;
    if (!withinRate || (command.type === 'NEXT_CALL' && !buckets.nextCall.take(now))) {
      refuse('RATE_LIMITED', command.type, command.requestId);
      return null;
    }
    return command;
  }

  /** Closes every socket with "service restart" so clients reconnect elsewhere, then the server. */
  async close(): Promise<void> {
    clearInterval(this.pingTimer);
    for (const ws of this.wss.clients) ws.close(CLOSE.RESTARTING, 'SERVER_RESTARTING');
    const deadline = Date.now() + 1000;
    while (this.wss.clients.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
