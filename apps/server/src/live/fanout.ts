import type { Db } from '../db/db.ts';
import { encodeFrame } from './envelope.ts';
import type { LiveSocket } from './liveSocket.ts';
import { type EventOrigin, receives, type StoredEvent } from './storedEvents.ts';

/** Rooms with more local sockets than this get list events coalesced (see deliverEvents). */
const COALESCE_ABOVE = 100;
const COALESCE_MS = 250;
const LIST_EVENTS = new Set(['PLAYER_JOINED', 'PLAYER_LIST_UPDATED']);
const CATCH_UP_BATCH = 200;

interface LocalRoom {
  sockets: Set<LiveSocket>;
  /** The last room-stream version delivered here; null until the first socket's join has read it. */
  cursor: number | null;
  ready: Promise<void>;
  catchingUp: boolean;
  dirty: boolean;
  listTimer: NodeJS.Timeout | null;
}

interface EventRow {
  v: number | string;
  origin: EventOrigin;
  events: StoredEvent[];
}

/**
 * Delivers committed events to this server's sockets by role (protocol §6). Changes made here are
 * delivered straight from memory; changes made by other servers arrive as NOTIFY (room id + v) and are
 * read from live_events in version order, so every server delivers a room's stream in the same order.
 */
export class Fanout {
  private readonly rooms = new Map<string, LocalRoom>();

  constructor(
    private readonly db: Db,
    private readonly serverId: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Local sockets of a room. */
  socketsOf(roomId: string): ReadonlySet<LiveSocket> {
    return this.rooms.get(roomId)?.sockets ?? new Set();
  }

  roomIds(): string[] {
    return [...this.rooms.keys()];
  }

  /** Adds a socket; the room's stream cursor is read before the socket's snapshot is. */
  async attach(socket: LiveSocket): Promise<void> {
    let room = this.rooms.get(socket.roomId);
    if (!room) {
      const created: LocalRoom = {
        sockets: new Set(),
        cursor: null,
        ready: Promise.resolve(),
        catchingUp: false,
        dirty: false,
        listTimer: null,
      };
      created.ready = this.readCursor(socket.roomId).then((v) => {
        created.cursor = Math.max(created.cursor ?? 0, v);
      });
      this.rooms.set(socket.roomId, created);
      room = created;
    }
    room.sockets.add(socket);
    await room.ready;
  }

  detach(socket: LiveSocket): void {
    const room = this.rooms.get(socket.roomId);
    if (!room) return;
    room.sockets.delete(socket);
    if (room.sockets.size === 0) {
      if (room.listTimer) clearTimeout(room.listTimer);
      this.rooms.delete(socket.roomId);
    }
  }

  private async readCursor(roomId: string): Promise<number> {
    const rows = await this.db.query<{ v: number | string }>('SELECT v FROM live_rooms WHERE room_id = $1', [
      roomId,
    ]);
    return rows[0] ? Number(rows[0].v) : 0;
  }

  /** A change committed by this server: delivered at once when it follows what was delivered last. */
  deliverCommitted(
    roomId: string,
    kind: 'room' | 'player',
    prevRoomV: number,
    v: number,
    origin: EventOrigin,
    events: StoredEvent[],
  ): void {
    const room = this.rooms.get(roomId);
    if (!room) return;
    if (kind === 'player') {
      this.deliverEvents(room, v, origin, events);
      return;
    }
    if (room.cursor === null) return;
    if (room.cursor === prevRoomV) {
      room.cursor = v;
      this.deliverEvents(room, v, origin, events);
    } else if (v > room.cursor) {
      void this.catchUp(roomId);
    }
  }

  /** A NOTIFY from any server: `{kind} {roomId} {v} {serverId} [userId]`. */
  onNotify(payload: string): void {
    const [kind, roomId, vText, serverId, userId] = payload.split(' ');
    const room = roomId ? this.rooms.get(roomId) : undefined;
    if (!room || !roomId) return;
    const v = Number(vText);
    if (kind === 'room') {
      // Our own changes were delivered from memory; look again later only in case that failed.
      if (serverId === this.serverId) {
        setTimeout(() => {
          if (room.cursor !== null && v > room.cursor) void this.catchUp(roomId);
        }, 200).unref();
      } else void this.catchUp(roomId);
    } else if (kind === 'player' && serverId !== this.serverId) {
      if ([...room.sockets].some((s) => s.userId === userId)) void this.fetchPlayerEvent(roomId, v);
    }
  }

  /** After the listening connection was re-opened: anything may have been missed. */
  catchUpAll(): void {
    for (const roomId of this.rooms.keys()) void this.catchUp(roomId);
  }

  private async fetchPlayerEvent(roomId: string, v: number): Promise<void> {
    try {
      const rows = await this.db.query<EventRow>(
        'SELECT v, origin, events FROM live_events WHERE room_id = $1 AND v = $2',
        [roomId, v],
      );
      const room = this.rooms.get(roomId);
      if (room && rows[0]) this.deliverEvents(room, v, rows[0].origin, rows[0].events);
    } catch (error) {
      this.onError(error);
    }
  }

  /** Reads the room stream after the cursor and delivers it in order; one reader per room at a time. */
  async catchUp(roomId: string): Promise<void> {
    const room = this.rooms.get(roomId);
    if (!room || room.cursor === null) return;
    if (room.catchingUp) {
      room.dirty = true;
      return;
    }
    room.catchingUp = true;
    try {
      let more = true;
      while (more) {
        room.dirty = false;
        const rows: EventRow[] = await this.db.query<EventRow>(
          `SELECT v, origin, events FROM live_events
            WHERE room_id = $1 AND kind = 'room' AND v > $2 ORDER BY v LIMIT ${CATCH_UP_BATCH}`,
          [roomId, room.cursor],
        );
        for (const row of rows) {
          const v = Number(row.v);
          if (room.cursor !== null && v <= room.cursor) continue;
          room.cursor = v;
          this.deliverEvents(room, v, row.origin, row.events);
        }
        more = room.dirty || rows.length === CATCH_UP_BATCH;
      }
    } catch (error) {
      this.onError(error);
    } finally {
      room.catchingUp = false;
    }
  }

  /**
   * Sends each event to the local sockets it targets. One encoding per event; the issuing socket gets
   * its own copy carrying its requestId. In big rooms, player-list events are coalesced per socket to the
   * latest one every COALESCE_MS: each carries the whole list, and gaps in v are normal (protocol §1).
   */
  private deliverEvents(room: LocalRoom, v: number, origin: EventOrigin, events: StoredEvent[]): void {
    const coalesce = room.sockets.size > COALESCE_ABOVE;
    for (const event of events) {
      let shared: Buffer | null = null;
      const frame = (requestId?: string) =>
        encodeFrame({
          type: event.type,
          payload: event.payload,
          v,
          roundId: origin.roundId,
          ts: origin.ts,
          ...(requestId === undefined ? {} : { requestId }),
        });
      for (const socket of room.sockets) {
        if (!receives(event.to, socket, origin, this.serverId)) continue;
        const isOrigin = origin.server === this.serverId && origin.socket === socket.socketId;
        if (isOrigin && origin.requestId !== undefined) {
          socket.deliver(v, frame(origin.requestId));
          continue;
        }
        shared ??= frame();
        if (coalesce && !isOrigin && LIST_EVENTS.has(event.type)) {
          socket.pendingList = { v, data: shared };
          this.scheduleListFlush(room);
        } else socket.deliver(v, shared);
      }
    }
  }

  private scheduleListFlush(room: LocalRoom): void {
    if (room.listTimer) return;
    room.listTimer = setTimeout(() => {
      room.listTimer = null;
      for (const socket of room.sockets) {
        const pending = socket.pendingList;
        if (!pending) continue;
        socket.pendingList = null;
        socket.deliver(pending.v, pending.data);
      }
    }, COALESCE_MS);
    room.listTimer.unref();
  }

  /** A frame for every local socket of a room (presence). */
  broadcast(roomId: string, data: Buffer): void {
    for (const socket of this.rooms.get(roomId)?.sockets ?? []) socket.sendNow(data);
  }

  stop(): void {
    for (const room of this.rooms.values()) if (room.listTimer) clearTimeout(room.listTimer);
  }
}
