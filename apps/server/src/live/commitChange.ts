import type { Deadlines, PlayerRecord } from '@bingo/core';
import type { Queryable } from '../db/db.ts';
import { deadlineRows, LIVE_CHANNEL, type RoomBase } from './roomRows.ts';
import { compactForRow, type EventOrigin, type StoredEvent } from './storedEvents.ts';

/** Everything one committed change writes. */
export interface Change {
  roomId: string;
  v: number;
  /** 'room': the room row moves to v (room stream); 'player': one player's row only. */
  kind: 'room' | 'player';
  /** The new room row, or null when only the version moves. */
  base: RoomBase | null;
  players: { userId: string; record: PlayerRecord }[];
  removedPlayers: string[];
  events: StoredEvent[];
  origin: EventOrigin;
  /** New deadlines, or null when they did not change. */
  deadlines: Deadlines | null;
  serverId: string;
}

/** The NOTIFY payload: small (well under PostgreSQL's 8000 bytes); listeners read the events row. */
export function notification(
  kind: string,
  roomId: string,
  v: number,
  serverId: string,
  userId = '-',
): string {
  return `${kind} ${roomId} ${v} ${serverId} ${userId}`;
}

/**
 * Writes one change in a single statement (long player lists are left out of the events row, see
 * compactForRow (one round trip inside the transaction): room row, player
 * rows, the events row, the deadline rows, and the NOTIFY that PostgreSQL delivers on commit.
 */
export async function commitChange(tx: Queryable, change: Change): Promise<void> {
  const [only] = change.players;
  if (change.kind === 'player' && only && change.players.length === 1) {
    await commitPlayerChange(tx, change, only);
    return;
  }
  const players = await writeLeadingPlayerBatches(tx, change);
  const syncDeadlines = change.deadlines !== null;
  await tx.query(
    `WITH room AS (
       UPDATE live_rooms SET v = $2, state = COALESCE($3::jsonb, state), updated_at = now(),
              players_epoch = players_epoch + CASE WHEN cardinality($5::text[]) > 0 THEN 1 ELSE 0 END
        WHERE room_id = $1 AND $6 = 'room' RETURNING 1),
     gone AS (DELETE FROM live_players WHERE room_id = $1 AND user_id = ANY($5::text[]) RETURNING 1),
     players AS (${upsertPlayerRows('$4')} RETURNING 1),
     events AS (
       INSERT INTO live_events (room_id, v, kind, origin, events) VALUES ($1, $2, $6, $7::jsonb, $8::jsonb)
       RETURNING 1),
     wanted AS (
       SELECT d.kind, d.due_at FROM jsonb_to_recordset($9::jsonb) AS d(kind text, due_at bigint) WHERE $10),
     dgone AS (
       DELETE FROM live_deadlines WHERE $10 AND room_id = $1 AND kind NOT IN (SELECT kind FROM wanted)
       RETURNING 1),
     dset AS (
       INSERT INTO live_deadlines (room_id, kind, due_at, claimed_until) SELECT $1, kind, due_at, NULL FROM wanted
       ON CONFLICT (room_id, kind) DO UPDATE SET due_at = EXCLUDED.due_at, claimed_until = NULL RETURNING 1)
     SELECT pg_notify('${LIVE_CHANNEL}', $11)`,
    [
      change.roomId,
      change.v,
      change.base === null ? null : JSON.stringify(change.base),
      playerRows(players),
      change.removedPlayers,
      change.kind,
      JSON.stringify(change.origin),
      JSON.stringify(compactForRow(change.events)),
      JSON.stringify(syncDeadlines && change.deadlines ? deadlineRows(change.deadlines) : []),
      syncDeadlines,
      notification(change.kind, change.roomId, change.v, change.serverId, change.players[0]?.userId),
    ],
  );
}

/** Player rows per statement: a 1,000-player START_GAME in one statement took PGlite's heap to 140 MB. */
const PLAYER_BATCH = 100;

/**
 * Upserts the player rows given as JSON (playerRows) in parameter rowsParam, at room $1 and version $2:
 * the main statement's players CTE and the leading batches write rows the same way.
 */
function upsertPlayerRows(rowsParam: string): string {
  return `INSERT INTO live_players (room_id, user_id, v, record)
       SELECT $1, p.user_id, $2, p.record FROM jsonb_to_recordset(${rowsParam}::jsonb) AS p(user_id text, record jsonb)
       ON CONFLICT (room_id, user_id) DO UPDATE SET v = EXCLUDED.v, record = EXCLUDED.record`;
}

function playerRows(players: Change['players']): string {
  return JSON.stringify(players.map((p) => ({ user_id: p.userId, record: p.record })));
}

/**
 * Writes all but the last PLAYER_BATCH player rows in statements of their own (same transaction, so
 * nothing is visible before the commit) and returns the rest for the main statement. The embedded
 * database's WebAssembly heap grows to a statement's peak and never shrinks (ADR 011).
 */
async function writeLeadingPlayerBatches(tx: Queryable, change: Change): Promise<Change['players']> {
  let rest = change.players;
  while (rest.length > PLAYER_BATCH) {
    const batch = rest.slice(0, PLAYER_BATCH);
    rest = rest.slice(PLAYER_BATCH);
    await tx.query(upsertPlayerRows('$3'), [change.roomId, change.v, playerRows(batch)]);
  }
  return rest;
}

/**
 * One player's change (a mark): their row, the events row and the NOTIFY. A statement of its own because
 * it is the most frequent write and the general one above costs twice as much to plan (PGlite plans every
 * statement afresh: 0.6 ms against 1.2 ms per mark).
 */
async function commitPlayerChange(
  tx: Queryable,
  change: Change,
  player: { userId: string; record: PlayerRecord },
): Promise<void> {
  await tx.query(
    `WITH players AS (
       INSERT INTO live_players (room_id, user_id, v, record) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (room_id, user_id) DO UPDATE SET v = EXCLUDED.v, record = EXCLUDED.record RETURNING 1),
     events AS (
       INSERT INTO live_events (room_id, v, kind, origin, events) VALUES ($1, $3, 'player', $5::jsonb, $6::jsonb)
       RETURNING 1)
     SELECT pg_notify('${LIVE_CHANNEL}', $7)`,
    [
      change.roomId,
      player.userId,
      change.v,
      JSON.stringify(player.record),
      JSON.stringify(change.origin),
      JSON.stringify(compactForRow(change.events)),
      notification(change.kind, change.roomId, change.v, change.serverId, player.userId),
    ],
  );
}
