import { verificationFor } from '../claims.ts';
import { event, vacancyEvents } from '../fanout.ts';
import { fail, type Outcome, ok } from '../result.ts';
import type { GameState } from '../types.ts';
import { playerStateOf, seatInfo, seesAsCaller, snapshotFor } from '../views.ts';
import { capacityFrom, type Handler } from './handler.ts';

/**
 * SYNC_GAME (rules G-60, G-58): a role-tailored snapshot to the sender only, without a version change.
 * When the caller syncs and the server's capacity differs, the capacity is updated for everyone.
 */
export const handleSyncGame: Handler<{ knownVersion?: number }> = (state, _payload, actor, ctx): Outcome => {
  const extras = { now: ctx.now, ...ctx.presence };
  const capacity = capacityFrom(ctx, state.playerCapacity);
  if (state.gameStatus === 0 || !seesAsCaller(state, actor) || capacity === state.playerCapacity) {
    return ok(state, [event('GAME_SYNCED', 'sender', snapshotFor(state, actor, extras))]);
  }
  const next: GameState = { ...state, playerCapacity: capacity };
  return ok(next, [
    event('PLAYER_CAPACITY_UPDATED', 'all', seatInfo(next)),
    ...vacancyEvents(state, next),
    event('GAME_SYNCED', 'sender', snapshotFor(next, actor, extras)),
  ]);
};

/** GET_PLAYER_STATE (rule G-59): callers may read anyone (with a verification); players only themselves. */
export const handleGetPlayerState: Handler<{ userId?: string }> = (state, payload, actor): Outcome => {
  const target = payload.userId ?? actor.userId;
  const asCaller = seesAsCaller(state, actor);
  if (!asCaller && target !== actor.userId) return fail('NOT_CALLER');
  const player = state.players[target];
  if (!player) return fail('PLAYER_NOT_FOUND');
  const verification = asCaller ? verificationFor(state, target, player.markedKeys) : undefined;
  const payloadOut = verification
    ? { playerState: playerStateOf(player), verification }
    : { playerState: playerStateOf(player) };
  return ok(state, [event('PLAYER_STATE_FETCHED', 'sender', payloadOut)]);
};

/** UPDATE_CALLER_STATE (rule G-28): the caller's own board of called keys; every key must be in the pool. */
export const handleUpdateCallerState: Handler<{ markedKeys: number[] }> = (
  state,
  { markedKeys },
): Outcome => {
  const pool = new Set(state.callItems.map((c) => c.key));
  const bad = markedKeys.filter((k) => !pool.has(k));
  if (bad.length > 0) return fail('INVALID_KEY', { keys: bad });
  const callerState = { markedKeys: [...new Set(markedKeys)] };
  return ok({ ...state, callerState }, [event('CALLER_STATE_UPDATED', 'callers', { callerState })]);
};
