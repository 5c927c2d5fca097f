import type { Actor, CardPayload, Command, GameError } from '@bingo/core';
import { gameError } from '@bingo/core';
import { findCard } from '../cards/cardRepo.ts';
import type { Queryable } from '../db/db.ts';

/**
 * CREATE_GAME's checks that need the card store, done before the room is locked (protocol §9: no I/O in
 * the critical section). The stored card is the one played; a card in the payload must name this room.
 */
export async function fetchCardForCreate(
  db: Queryable,
  roomId: string,
  command: Command,
  actor: Actor,
  isAdministrator: boolean,
): Promise<{ card: CardPayload } | { error: GameError }> {
  let stored: Awaited<ReturnType<typeof findCard>>;
  try {
    stored = await findCard(db, roomId);
  } catch {
    return {
      error: gameError('UPSTREAM_UNAVAILABLE', undefined, 'The card could not be loaded. Try again.'),
    };
  }
  if (!stored || (stored.userId !== actor.userId && !isAdministrator)) {
    return { error: gameError('NOT_CARD_OWNER', undefined, 'Only the owner of this card can host it.') };
  }
  const sent = command.payload.bingoCard;
  if (sent && typeof sent === 'object') {
    const claimedId = (sent as Record<string, unknown>).cardId ?? (sent as Record<string, unknown>).id;
    if (typeof claimedId === 'string' && claimedId.toLowerCase() !== roomId) {
      return { error: gameError('CARD_MISMATCH', undefined, 'This card belongs to another room.') };
    }
  }
  return { card: stored.payload };
}
