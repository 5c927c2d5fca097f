import { placeCall } from '../calls.ts';
import { daubAll } from '../daub.ts';
import { callPayloads, playerStateEvent, tailored } from '../fanout.ts';
import { isNoCalls, totalCalls } from '../pool.ts';
import { fail, type Outcome, ok, type Success } from '../result.ts';
import { joinedCount, joinedPlayers, newRoundId } from '../state.ts';
import type { GameState } from '../types.ts';
import type { Handler } from './handler.ts';

/**
 * Opens a round that is already set up (used by START and RESTART, rule G-13): free space daubed, the first
 * call placed unless the game has no calls, then one round event to all and each player's own state.
 * The first call travels inside the round event, so no separate CALL_PLACED is sent for it.
 */
export function openRound(state: GameState, type: 'GAME_STARTED' | 'GAME_RESTARTED', now: number): Success {
  const daubed = daubAll(state).state;
  const first = isNoCalls(daubed) ? ok(daubed) : placeCall(daubed, now);
  const final = first.state;
  const payloads = callPayloads(final);
  return ok(final, [
    ...tailored(type, payloads.callers, payloads.players),
    ...joinedPlayers(final).flatMap((p) => playerStateEvent(final, p.userId)),
    ...first.events.filter((e) => e.type !== 'CALL_PLACED' && e.type !== 'PLAYER_STATE_UPDATED'),
  ]);
}

/** Fields every new round starts from: no winners, claims or calls (rules G-13, G-15). */
export function freshRound(state: GameState, roundId: string): GameState {
  return {
    ...state,
    roundId,
    gameStatus: 2,
    resumeTo: null,
    callCount: 0,
    winnerList: [],
    claims: [],
    finishReason: null,
    saveOnDate: null,
    saveUpToDate: null,
    callerState: { markedKeys: [] },
  };
}

/** START_GAME (rule G-13): needs a JOINED player and something to call; players keep their lobby cards. */
export const handleStartGame: Handler<Record<string, never>> = (state, _payload, _actor, ctx): Outcome => {
  if (joinedCount(state) === 0) return fail('NO_PLAYERS', undefined, 'Wait for a player to join.');
  if (!isNoCalls(state) && totalCalls(state) === 0) return fail('NO_CALLS_LEFT');
  const roundId = newRoundId(ctx.random);
  const players = Object.fromEntries(
    Object.values(state.players).map((p) => [
      p.userId,
      p.status === 'JOINED' ? { ...p, hasWon: false, markedKeys: [], roundId } : { ...p, hasWon: false },
    ]),
  );
  return openRound({ ...freshRound(state, roundId), players }, 'GAME_STARTED', ctx.now);
};
