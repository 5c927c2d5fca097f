import type { Deadlines, GameState, PlayerRecord } from '@bingo/core';
import type { Queryable } from '../db/db.ts';

/** The room row as stored: the GameState without players (they have rows of their own). */
export type RoomBase = Omit<GameState, 'players'>;

export interface LockedRoom {
  v: number;
  epoch: number;
  /** Null when the caller's cached copy is already at version v (the jsonb is not read again). */
  base: RoomBase | null;
}

export interface PlayerRow {
  userId: string;
  v: number;
  record: PlayerRecord;
}

/** NOTIFY channel shared by the room streams and presence. */
export const LIVE_CHANNEL = 'live_events';

/**
 * Locks the room row: FOR UPDATE for room-wide commands, FOR SHARE for one player's marks and for reads.
 * The state column comes back only when it differs from the version the caller has cached.
 */
export async function lockRoom(
  tx: Queryable,
  roomId: string,
  mode: 'update' | 'share',
  cachedV: number | null,
): Promise<LockedRoom | null> {
  const rows = await tx.query<{ v: number | string; players_epoch: number; state: RoomBase | null }>(
    `SELECT v, players_epoch, CASE WHEN v IS DISTINCT FROM $2::bigint THEN state END AS state
       FROM live_rooms WHERE room_id = $1 FOR ${mode === 'update' ? 'UPDATE' : 'SHARE'}`,
    [roomId, cachedV],
  );
  const row = rows[0];
  return row ? { v: Number(row.v), epoch: Number(row.players_epoch), base: row.state } : null;
}

/** Creates the row of a room that has never had a game (only CREATE_GAME does this). */
export async function insertRoom(tx: Queryable, roomId: string, base: RoomBase): Promise<void> {
  await tx.query(
    'INSERT INTO live_rooms (room_id, v, state) VALUES ($1, $2, $3::jsonb) ON CONFLICT (room_id) DO NOTHING',
    [roomId, base.v, JSON.stringify(base)],
  );
}

/** Player rows written after version `since` (all of them when since is null). */
export async function loadPlayers(tx: Queryable, roomId: string, since: number | null): Promise<PlayerRow[]> {
  const rows = await tx.query<{ user_id: string; v: number | string; record: PlayerRecord }>(
    since === null
      ? 'SELECT user_id, v, record FROM live_players WHERE room_id = $1'
      : 'SELECT user_id, v, record FROM live_players WHERE room_id = $1 AND v > $2',
    since === null ? [roomId] : [roomId, since],
  );
  return rows.map((r) => ({ userId: r.user_id, v: Number(r.v), record: r.record }));
}

/** Locks one player's row (marks from two devices of one user take turns here). */
export async function lockPlayer(tx: Queryable, roomId: string, userId: string): Promise<PlayerRow | null> {
  const rows = await tx.query<{ v: number | string; record: PlayerRecord }>(
    'SELECT v, record FROM live_players WHERE room_id = $1 AND user_id = $2 FOR UPDATE',
    [roomId, userId],
  );
  const row = rows[0];
  return row ? { userId, v: Number(row.v), record: row.record } : null;
}

/** The next version; taken only while the locks are held, so versions follow commit order. */
export async function nextVersion(tx: Queryable): Promise<number> {
  const rows = await tx.query<{ v: number | string }>("SELECT nextval('live_version_seq') AS v");
  return Number(rows[0]?.v);
}

const DEADLINE_KINDS = ['nextAutoCallAt', 'callerGoneAt', 'saveExpiresAt'] as const;

/** The deadlines that are set, as rows. */
export function deadlineRows(deadlines: Deadlines): { kind: string; due_at: number }[] {
  return DEADLINE_KINDS.flatMap((kind) => {
    const at = deadlines[kind];
    return at === null ? [] : [{ kind, due_at: Math.round(at) }];
  });
}

/** Makes the room's deadline rows match its state (used after a trigger that was no longer due). */
export async function syncDeadlines(tx: Queryable, roomId: string, deadlines: Deadlines): Promise<void> {
  const rows = JSON.stringify(deadlineRows(deadlines));
  await tx.query(
    `WITH wanted AS (SELECT d.kind, d.due_at FROM jsonb_to_recordset($2::jsonb) AS d(kind text, due_at bigint)),
     gone AS (DELETE FROM live_deadlines WHERE room_id = $1 AND kind NOT IN (SELECT kind FROM wanted))
     INSERT INTO live_deadlines (room_id, kind, due_at, claimed_until) SELECT $1, kind, due_at, NULL FROM wanted
     ON CONFLICT (room_id, kind) DO UPDATE SET due_at = EXCLUDED.due_at, claimed_until = NULL`,
    [roomId, rows],
  );
}
