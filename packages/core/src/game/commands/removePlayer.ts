import { settleReview } from '../claims.ts';
import { event, listPayload, playerStateEvent, reviewEvents, vacancyEvents } from '../fanout.ts';
import { fail, type Outcome, ok } from '../result.ts';
import { withPlayer } from '../state.ts';
import type { EventType, GameEvent, GameState } from '../types.ts';
import type { Handler } from './handler.ts';

/** Target checks shared by REMOVE and BLACKLIST (rule G-54): not the caller, a known player, not a winner. */
function checkTarget(state: GameState, userId: string, mustBeJoined: boolean): Outcome | null {
  if (userId === state.callerUserId) return fail('INVALID_TARGET');
  const player = state.players[userId];
  if (!player || (mustBeJoined && player.status !== 'JOINED')) return fail('PLAYER_NOT_FOUND');
  if (player.hasWon) return fail('PLAYER_ALREADY_WON', { userId }, `${player.username} already won`);
  return null;
}

/** The events after a player lost its seat: the player, the others, a vacancy, and the review list. */
function seatLostEvents(before: GameState, after: GameState, userId: string, type: EventType): GameEvent[] {
  const claimDropped = before.claims.length !== after.claims.length;
  const requestDropped = before.rejoinRequests.length !== after.rejoinRequests.length;
  return [
    ...playerStateEvent(after, userId, type),
    event('PLAYER_LIST_UPDATED', { allBut: userId }, listPayload(after)),
    ...vacancyEvents(before, after),
    ...(claimDropped ? reviewEvents(after) : []),
    ...(requestDropped
      ? [event('REJOIN_REQUEST_RECEIVED', 'callers', { rejoinRequestsList: after.rejoinRequests })]
      : []),
  ];
}

/** REMOVE_PLAYER (rule G-54): JOINED to REMOVED; a pending claim is dropped; the card is kept for a rejoin. */
export const handleRemovePlayer: Handler<{ userId: string }> = (state, { userId }): Outcome => {
  const refused = checkTarget(state, userId, true);
  if (refused) return refused;
  const without = { ...state, claims: state.claims.filter((c) => c.userId !== userId) };
  const next = settleReview(withPlayer(without, userId, { status: 'REMOVED' }));
  return ok(next, seatLostEvents(state, next, userId, 'PLAYER_REMOVED'));
};

/** BLACKLIST_PLAYER (rule G-57): any status to BLACKLISTED until DELETE; claim, rejoin request and waitlist go. */
export const handleBlacklistPlayer: Handler<{ userId: string }> = (state, { userId }): Outcome => {
  const refused = checkTarget(state, userId, false);
  if (refused) return refused;
  const without: GameState = {
    ...state,
    claims: state.claims.filter((c) => c.userId !== userId),
    rejoinRequests: state.rejoinRequests.filter((r) => r.userId !== userId),
    vacancyWaitlist: state.vacancyWaitlist.filter((w) => w.userId !== userId),
  };
  const next = settleReview(
    withPlayer(without, userId, { status: 'BLACKLISTED', card: null, markedKeys: [] }),
  );
  return ok(next, seatLostEvents(state, next, userId, 'PLAYER_BLACKLISTED'));
};
