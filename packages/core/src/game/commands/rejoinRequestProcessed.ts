import { dealCard } from '../../deal/dealCard.ts';
import { daubPlayer } from '../daub.ts';
import { event, listPayload, playerStateEvent, roomFullEvent } from '../fanout.ts';
import { fail, type Outcome, ok } from '../result.ts';
import { isRoomFull, withPlayer } from '../state.ts';
import type { GameState } from '../types.ts';
import type { Handler } from './handler.ts';

/**
 * REJOIN_REQUEST_PROCESSED (rule G-56): accepting needs a free seat (otherwise ROOM_FULL and the request
 * stays); the card is kept within the same round and dealt anew otherwise. Rejecting blacklists.
 */
export const handleRejoinRequestProcessed: Handler<{ userId: string; action: 'accept' | 'reject' }> = (
  state,
  { userId, action },
  _actor,
  ctx,
): Outcome => {
  const player = state.players[userId];
  if (player?.status !== 'REMOVED' || !state.rejoinRequests.some((r) => r.userId === userId)) {
    return fail('NO_REJOIN_REQUEST');
  }
  if (action === 'accept' && isRoomFull(state)) return fail('ROOM_FULL');
  const rejoinRequests = state.rejoinRequests.filter((r) => r.userId !== userId);
  let next: GameState = { ...state, rejoinRequests };
  if (action === 'accept') {
    const keep = player.card !== null && player.roundId === state.roundId;
    next = withPlayer(next, userId, {
      status: 'JOINED',
      card: keep || !state.card ? player.card : dealCard(state.card, ctx.random),
      markedKeys: keep ? player.markedKeys : [],
      roundId: state.roundId,
    });
    next = daubPlayer(next, userId);
  } else {
    next = withPlayer(next, userId, { status: 'BLACKLISTED', card: null, markedKeys: [] });
  }
  return ok(next, [
    ...playerStateEvent(next, userId, action === 'accept' ? 'PLAYER_REJOINED' : 'PLAYER_BLACKLISTED'),
    event('PLAYER_LIST_UPDATED', { allBut: userId }, listPayload(next)),
    event('REJOIN_REQUEST_RECEIVED', 'callers', { rejoinRequestsList: rejoinRequests }),
    ...(action === 'accept' && isRoomFull(next) ? [roomFullEvent(next)] : []),
  ]);
};
