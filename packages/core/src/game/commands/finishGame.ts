import type { Random } from '../../random.ts';
import { shuffled } from '../../random.ts';
import { event, playerStateEvent, tailored } from '../fanout.ts';
import { isLastCall } from '../pool.ts';
import { type Outcome, ok, type Success } from '../result.ts';
import type { FinishReason, GameState, PlayerRecord } from '../types.ts';
import type { Handler } from './handler.ts';

/** Why a caller's FINISH ended the game: winners first, then "all calls made" (rule G-16). */
export function finishReasonOf(state: GameState): FinishReason {
  if (state.winnerList.length > 0) return 'WINNER_ACCEPTED';
  return isLastCall(state) ? 'ALL_CALLED' : 'CALLER_FINISHED';
}

/**
 * Ends the round (rules G-16, G-17): back to status 1 with the winner list kept; JOINED and REMOVED players
 * become NOT_JOINED with cards and marks cleared (blacklisted ones stay); pending claims are rejected with
 * GAME_FINISHED; the pool is reshuffled so that the next round's order is new.
 */
export function finishGame(state: GameState, reason: FinishReason, random: Random): Success {
  const touched: string[] = [];
  const players: Record<string, PlayerRecord> = {};
  for (const p of Object.values(state.players)) {
    const leaves = p.status === 'JOINED' || p.status === 'REMOVED';
    if (leaves) touched.push(p.userId);
    players[p.userId] = leaves
      ? { ...p, status: 'NOT_JOINED', card: null, markedKeys: [], roundId: null }
      : p;
  }
  const next: GameState = {
    ...state,
    gameStatus: 1,
    resumeTo: null,
    players,
    claims: [],
    rejoinRequests: [],
    callItems: shuffled(state.callItems, random),
    callCount: 0,
    saveOnDate: null,
    saveUpToDate: null,
    finishReason: reason,
  };
  return ok(next, [
    ...state.claims.map((c) => event('BINGO_REJECTED', { userId: c.userId }, { reason: 'GAME_FINISHED' })),
    // Callers get the reshuffled order too, so that they can rearrange it in the lobby.
    ...tailored(
      'GAME_FINISHED',
      {
        gameStatus: 1,
        winnerList: next.winnerList,
        finishReason: reason,
        callItems: next.callItems,
        callCount: 0,
      },
      { gameStatus: 1, winnerList: next.winnerList, finishReason: reason, callCount: 0 },
    ),
    ...touched.flatMap((userId) => playerStateEvent(next, userId)),
  ]);
}

/** FINISH_GAME (rule G-16). */
export const handleFinishGame: Handler<Record<string, never>> = (state, _payload, _actor, ctx): Outcome =>
  finishGame(state, finishReasonOf(state), ctx.random);
