import type { PlayerRecord } from '@bingo/core';
import type { PlayerRow, RoomBase } from './roomRows.ts';

/**
 * This server's copy of a room as of `watermark`, so that a command does not re-read every player row.
 * Only a transaction holding the room exclusively may set the watermark: every player row written after
 * it then has a higher version (versions are taken under the locks), so `v > watermark` finds them all.
 */
export interface CachedRoom {
  roomV: number;
  epoch: number;
  base: RoomBase;
  players: Record<string, PlayerRecord>;
  playerVersions: Map<string, number>;
  watermark: number;
}

/** A bounded map of cached rooms; the least recently used room is forgotten first. */
export class RoomCache {
  private readonly rooms = new Map<string, CachedRoom>();

  constructor(private readonly limit = 2000) {}

  get(roomId: string): CachedRoom | undefined {
    const room = this.rooms.get(roomId);
    if (room) {
      this.rooms.delete(roomId);
      this.rooms.set(roomId, room);
    }
    return room;
  }

  /** Replaces the room with a complete view read under the exclusive lock, unless a newer one is cached. */
  put(roomId: string, room: CachedRoom): void {
    const current = this.rooms.get(roomId);
    if (current && current.watermark > room.watermark) return;
    this.rooms.delete(roomId);
    this.rooms.set(roomId, room);
    if (this.rooms.size > this.limit) {
      const oldest = this.rooms.keys().next().value;
      if (oldest !== undefined) this.rooms.delete(oldest);
    }
  }

  /** Remembers one player row written outside the exclusive lock (marks), if it is newer. */
  mergePlayer(roomId: string, row: PlayerRow): void {
    const room = this.rooms.get(roomId);
    if (!room || (room.playerVersions.get(row.userId) ?? -1) >= row.v) return;
    room.players = { ...room.players, [row.userId]: row.record };
    room.playerVersions.set(row.userId, row.v);
  }

  forget(roomId: string): void {
    this.rooms.delete(roomId);
  }
}

/** Players as of the cache plus the rows read since; the cache itself is left untouched. */
export function mergedPlayers(
  cached: CachedRoom | undefined,
  rows: PlayerRow[],
): { players: Record<string, PlayerRecord>; versions: Map<string, number> } {
  const players = cached ? { ...cached.players } : {};
  const versions = new Map(cached?.playerVersions);
  for (const row of rows) {
    if ((versions.get(row.userId) ?? -1) >= row.v) continue;
    players[row.userId] = row.record;
    versions.set(row.userId, row.v);
  }
  return { players, versions };
}
