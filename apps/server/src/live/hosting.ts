import type { Queryable } from '../db/db.ts';

/**
 * Whether a user may connect as the caller (protocol §2.3): the room's caller when a game exists;
 * otherwise the card's owner or an administrator, proven again at CREATE_GAME.
 */
export async function mayHost(
  db: Queryable,
  roomId: string,
  userId: string,
  isAdministrator: boolean,
): Promise<boolean> {
  const rooms = await db.query<{ caller: string | null; status: number | null }>(
    `SELECT state->>'callerUserId' AS caller, (state->>'gameStatus')::int AS status FROM live_rooms WHERE room_id = $1`,
    [roomId],
  );
  const room = rooms[0];
  if (room && room.status !== 0 && room.caller) return room.caller === userId;
  if (isAdministrator) return true;
  const cards = await db.query<{ user_id: string }>('SELECT user_id FROM cards WHERE id = $1', [roomId]);
  return cards[0]?.user_id === userId;
}
