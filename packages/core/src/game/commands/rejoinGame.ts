import { event } from '../fanout.ts';
import { fail, type Outcome, ok } from '../result.ts';
import { publicPlayer } from '../state.ts';
import type { Handler } from './handler.ts';

/**
 * REJOIN_GAME (rule G-55): only a REMOVED player may ask to come back, once; the request is about the
 * sender, whatever the payload says.
 */
export const handleRejoinGame: Handler<Record<string, never>> = (state, _payload, actor, ctx): Outcome => {
  const player = state.players[actor.userId];
  if (player?.status === 'BLACKLISTED') return fail('BLACKLISTED');
  if (player?.status !== 'REMOVED') return fail('REJOIN_NOT_ALLOWED');
  if (state.rejoinRequests.some((r) => r.userId === actor.userId))
    return fail('REJOIN_REQUEST_ALREADY_EXISTS');
  const rejoinRequests = [...state.rejoinRequests, { ...publicPlayer(player), requestedAt: ctx.now }];
  return ok({ ...state, rejoinRequests }, [
    event('REJOIN_REQUEST_SENT_SUCCESSFULLY', { userId: actor.userId }),
    event('REJOIN_REQUEST_RECEIVED', 'callers', { rejoinRequestsList: rejoinRequests }),
  ]);
};
