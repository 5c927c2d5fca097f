import type { Db } from '../db/db.ts';
import { notification } from './commitChange.ts';
import { LIVE_CHANNEL } from './roomRows.ts';

/** What the room shows about who is connected (ONLINE_PLAYERS_UPDATED, snapshot fields). */
export interface PresenceView {
  onlinePlayersIds: string[];
  callerOnline: boolean;
}

const FLUSH_MS = 50;
const HEARTBEAT_MS = 2000;
/** A server that has not heartbeated for this long is considered dead and its sockets offline. */
const SERVER_TTL_SECONDS = 8;

type Key = string; // `${roomId} ${userId} ${isCaller ? 1 : 0}`

export interface PresenceHooks {
  /** The room's view changed (send ONLINE_PLAYERS_UPDATED). */
  onChange(roomId: string, view: PresenceView, before: PresenceView): void;
  onError(error: unknown): void;
}

/**
 * Presence across servers. Each server counts its own sockets per (room, user, role) and mirrors the set
 * into live_presence in small batches; every server recomputes a room's view from the table after a
 * NOTIFY and on each heartbeat, ignoring servers that stopped heartbeating (a killed process).
 */
export class Presence {
  private readonly counts = new Map<Key, number>();
  /** The keys of `counts` by room, so that a room's view does not scan every socket of the server. */
  private readonly roomKeys = new Map<string, Set<Key>>();
  private readonly dirty = new Set<Key>();
  private readonly views = new Map<string, PresenceView>();
  private readonly recomputeTimers = new Map<string, NodeJS.Timeout>();
  private flushTimer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly serverId: string,
    private readonly localRooms: () => string[],
    private readonly localSocketCount: (roomId: string) => number,
    private readonly hooks: PresenceHooks,
  ) {}

  async start(): Promise<void> {
    await this.beat();
    this.heartbeat = setInterval(() => void this.beat().catch(this.hooks.onError), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private async beat(): Promise<void> {
    await this.db.query(
      `INSERT INTO live_servers (server_id, heartbeat_at) VALUES ($1, now())
       ON CONFLICT (server_id) DO UPDATE SET heartbeat_at = now()`,
      [this.serverId],
    );
    await this.db.query(
      `DELETE FROM live_presence WHERE server_id IN (
         SELECT server_id FROM live_servers WHERE heartbeat_at < now() - interval '60 seconds')`,
    );
    await this.db.query(`DELETE FROM live_servers WHERE heartbeat_at < now() - interval '60 seconds'`);
    for (const roomId of this.localRooms()) this.scheduleRecompute(roomId, 0);
  }

  /** A socket of this user joined (+1) or left (-1) the room on this server. */
  change(roomId: string, userId: string, isCaller: boolean, delta: 1 | -1): void {
    const key = `${roomId} ${userId} ${isCaller ? 1 : 0}`;
    const next = (this.counts.get(key) ?? 0) + delta;
    let keys = this.roomKeys.get(roomId);
    if (next <= 0) {
      this.counts.delete(key);
      keys?.delete(key);
      if (keys?.size === 0) this.roomKeys.delete(roomId);
    } else {
      this.counts.set(key, next);
      if (!keys) {
        keys = new Set();
        this.roomKeys.set(roomId, keys);
      }
      keys.add(key);
    }
    this.dirty.add(key);
    if (!this.flushTimer) {
      this.flushTimer = setTimeout(() => {
        this.flushTimer = null;
        this.flushing = this.flushing.then(() => this.flush()).catch(this.hooks.onError);
      }, FLUSH_MS);
    }
  }

  /** Writes the changed keys in two statements and tells every server which rooms moved. */
  private async flush(): Promise<void> {
    const keys = [...this.dirty];
    this.dirty.clear();
    if (keys.length === 0) return;
    const present = keys.filter((k) => this.counts.has(k)).map((k) => k.split(' '));
    const absent = keys.filter((k) => !this.counts.has(k)).map((k) => k.split(' '));
    const asJson = (rows: string[][]) =>
      JSON.stringify(
        rows.map(([room, user, caller]) => ({ room_id: room, user_id: user, is_caller: caller === '1' })),
      );
    const rooms = [...new Set(keys.map((k) => k.split(' ')[0] as string))];
    await this.db.transaction(async (tx) => {
      if (present.length > 0) {
        await tx.query(
          `INSERT INTO live_presence (server_id, room_id, user_id, is_caller)
           SELECT $1, p.room_id, p.user_id, p.is_caller
             FROM jsonb_to_recordset($2::jsonb) AS p(room_id text, user_id text, is_caller boolean)
           ON CONFLICT DO NOTHING`,
          [this.serverId, asJson(present)],
        );
      }
      if (absent.length > 0) {
        await tx.query(
          `DELETE FROM live_presence p USING jsonb_to_recordset($2::jsonb) AS a(room_id text, user_id text, is_caller boolean)
            WHERE p.server_id = $1 AND p.room_id = a.room_id AND p.user_id = a.user_id AND p.is_caller = a.is_caller`,
          [this.serverId, asJson(absent)],
        );
      }
      for (const roomId of rooms) {
        await tx.query('SELECT pg_notify($1, $2)', [
          LIVE_CHANNEL,
          notification('presence', roomId, 0, this.serverId),
        ]);
      }
    });
  }

  /** Waits until every change so far is in the table (the caller-gone check needs it). */
  async settle(): Promise<void> {
    if (this.flushTimer) {
      clearTimeout(this.flushTimer);
      this.flushTimer = null;
      this.flushing = this.flushing.then(() => this.flush()).catch(this.hooks.onError);
    }
    await this.flushing;
  }

  /** A presence NOTIFY: recompute soon; big rooms less often, since the list goes to every socket. */
  onNotify(roomId: string): void {
    const size = this.localSocketCount(roomId);
    if (size === 0) return;
    this.scheduleRecompute(roomId, Math.min(2000, 20 + 2 * size));
  }

  private scheduleRecompute(roomId: string, delay: number): void {
    if (this.recomputeTimers.has(roomId)) return;
    const timer = setTimeout(() => {
      this.recomputeTimers.delete(roomId);
      void this.recompute(roomId).catch(this.hooks.onError);
    }, delay);
    timer.unref();
    this.recomputeTimers.set(roomId, timer);
  }

  /** The room's view from the table (live servers only). */
  async read(roomId: string): Promise<PresenceView> {
    const rows = await this.db.query<{ user_id: string; is_caller: boolean }>(
      `SELECT DISTINCT p.user_id, p.is_caller FROM live_presence p JOIN live_servers s USING (server_id)
        WHERE p.room_id = $1 AND s.heartbeat_at > now() - make_interval(secs => $2)`,
      [roomId, SERVER_TTL_SECONDS],
    );
    const players = new Set<string>();
    let callerOnline = false;
    for (const row of rows) {
      if (row.is_caller) callerOnline = true;
      else players.add(row.user_id);
    }
    return { onlinePlayersIds: [...players].sort(), callerOnline };
  }

  private async recompute(roomId: string): Promise<void> {
    if (this.localSocketCount(roomId) === 0) {
      this.views.delete(roomId);
      return;
    }
    const view = await this.read(roomId);
    const before = this.views.get(roomId) ?? { onlinePlayersIds: [], callerOnline: false };
    this.views.set(roomId, view);
    const same =
      before.callerOnline === view.callerOnline &&
      before.onlinePlayersIds.join() === view.onlinePlayersIds.join();
    if (!same) this.hooks.onChange(roomId, view, before);
  }

  /** The best current view for a snapshot: the last one read, plus this server's own sockets. */
  viewOf(roomId: string): PresenceView {
    const base = this.views.get(roomId) ?? { onlinePlayersIds: [], callerOnline: false };
    const players = new Set(base.onlinePlayersIds);
    let callerOnline = base.callerOnline;
    for (const key of this.roomKeys.get(roomId) ?? []) {
      const [, user, caller] = key.split(' ');
      if (caller === '1') callerOnline = true;
      else if (user) players.add(user);
    }
    return { onlinePlayersIds: [...players].sort(), callerOnline };
  }

  /** Whether this server holds a caller socket for the room. */
  hasLocalCaller(roomId: string): boolean {
    for (const key of this.roomKeys.get(roomId) ?? []) if (key.endsWith(' 1')) return true;
    return false;
  }

  /** Removes this server's rows so that others see its sockets go at once (graceful stop). */
  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const timer of this.recomputeTimers.values()) clearTimeout(timer);
    this.recomputeTimers.clear();
    await this.settle();
    await this.db.query('DELETE FROM live_presence WHERE server_id = $1', [this.serverId]);
    await this.db.query('DELETE FROM live_servers WHERE server_id = $1', [this.serverId]);
  }
}
