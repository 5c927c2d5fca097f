import type { Db } from '../db/db.ts';
import { encodeFrame } from './envelope.ts';
import type { LiveSocket } from './liveSocket.ts';
import {
  type EventOrigin,
  hasOmittedList,
  type ListedPlayer,
  receives,
  restoreLists,
  type StoredEvent,
} from './storedEvents.ts';

/** Rooms with more local sockets than this get list events coalesced (see deliverEvents). */
const COALESCE_ABOVE = 100;
const COALESCE_MS = 250;
/** The longest a coalesced list waits (rooms of 1,200 local sockets and more). */
const COALESCE_MAX_MS = 3000;

/**
 * How long list events wait in a big room: COALESCE_MS per 100 local sockets. A flush sends the whole
 * list to every socket (sockets x players bytes, ~100 MB at 1,000), so the interval grows with the room.
 */
export function coalesceMs(sockets: number): number {
  return Math.min(
    COALESCE_MAX_MS,
    Math.max(COALESCE_MS, Math.round((COALESCE_MS * sockets) / COALESCE_ABOVE)),
  );
}
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
    /** This server's view of who is online in a room (restores snapshots stored without it). */
    private readonly onlineOf: (roomId: string) => string[] = () => [],
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
      const row = rows[0];
      if (room && row) this.deliverEvents(room, v, row.origin, await this.restored(roomId, row.events));
    } catch (error) {
      this.onError(error);
    }
  }

  /** The room's JOINED players as list entries, for rows whose long lists were left out (ADR 008). */
  private async listedPlayers(roomId: string): Promise<ListedPlayer[]> {
    const rows = await this.db.query<{
      user_id: string;
      username: string;
      picture: string;
      has_won: boolean;
    }>(
      `SELECT record->>'userId' AS user_id, record->>'username' AS username, record->>'picture' AS picture,
              (record->>'hasWon')::boolean AS has_won
         FROM live_players WHERE room_id = $1 AND record->>'status' = 'JOINED'`,
      [roomId],
    );
    return rows.map((r) => ({
      userId: r.user_id,
      username: r.username,
      picture: r.picture,
      hasWon: r.has_won,
    }));
  }

  private async restored(roomId: string, events: StoredEvent[]): Promise<StoredEvent[]> {
    if (!hasOmittedList(events)) return events;
    return restoreLists(events, await this.listedPlayers(roomId), this.onlineOf(roomId));
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
        const listed = rows.some((r) => hasOmittedList(r.events)) ? await this.listedPlayers(roomId) : null;
        const online = listed ? this.onlineOf(roomId) : [];
        for (const row of rows) {
          const v = Number(row.v);
          if (room.cursor !== null && v <= room.cursor) continue;
          room.cursor = v;
          this.deliverEvents(
            room,
            v,
            row.origin,
            listed ? restoreLists(row.events, listed, online) : row.events,
          );
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
   * latest one every coalesceMs(sockets): each carries the whole list, and gaps in v are normal
   * (protocol §1). List frames are encoded lazily, so superseded lists are never serialised.
   */
  private deliverEvents(room: LocalRoom, v: number, origin: EventOrigin, events: StoredEvent[]): void {
    const coalesce = room.sockets.size > COALESCE_ABOVE;
    for (const event of events) {
      // Lists waiting to be coalesced go out before a later event for the whole room (GAME_STARTED, a
      // call), so that sockets still get versions in order and no list lands in the middle of the calls.
      if (room.listTimer && (event.to === 'all' || event.to === 'players') && !LIST_EVENTS.has(event.type)) {
        this.flushLists(room);
      }
      let shared: Buffer | null = null;
      let lazy: { v: number; frame: () => Buffer } | null = null;
      const frame = (requestId?: string) =>
        encodeFrame({
          type: event.type,
          payload: event.payload,
          v,
          roundId: origin.roundId,
          ts: origin.ts,
          ...(requestId === undefined ? {} : { requestId }),
        });
      const sharedFrame = (): Buffer => {
        shared ??= frame();
        return shared;
      };
      for (const socket of room.sockets) {
        if (!receives(event.to, socket, origin, this.serverId)) continue;
        const isOrigin = origin.server === this.serverId && origin.socket === socket.socketId;
        if (isOrigin && origin.requestId !== undefined) {
          socket.deliver(v, frame(origin.requestId));
          continue;
        }
        if (coalesce && !isOrigin && LIST_EVENTS.has(event.type)) {
          lazy ??= { v, frame: sharedFrame };
          socket.pendingList = lazy;
          this.scheduleListFlush(room);
        } else socket.deliver(v, sharedFrame());
      }
    }
  }

  private scheduleListFlush(room: LocalRoom): void {
    if (room.listTimer) return;
    room.listTimer = setTimeout(() => this.flushLists(room), coalesceMs(room.sockets.size));
    room.listTimer.unref();
  }

  private flushLists(room: LocalRoom): void {
    if (room.listTimer) clearTimeout(room.listTimer);
    room.listTimer = null;
    for (const socket of room.sockets) {
      const pending = socket.pendingList;
      if (!pending) continue;
      socket.pendingList = null;
      socket.deliver(pending.v, pending.frame());
    }
  }

  /** A frame for every local socket of a room (presence). */
  broadcast(roomId: string, data: Buffer): void {
    for (const socket of this.rooms.get(roomId)?.sockets ?? []) socket.sendNow(data);
  }

  stop(): void {
    for (const room of this.rooms.values()) if (room.listTimer) clearTimeout(room.listTimer);
  }
}
