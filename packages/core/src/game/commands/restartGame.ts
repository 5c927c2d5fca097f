import { dealCard } from '../../deal/dealCard.ts';
import { shuffled } from '../../random.ts';
import { isNoCalls, totalCalls } from '../pool.ts';
import { fail, type Outcome } from '../result.ts';
import { newRoundId } from '../state.ts';
import type { GameState, PlayerRecord } from '../types.ts';
import type { Handler } from './handler.ts';
import { freshRound, openRound } from './startGame.ts';

/**
 * RESTART_GAME (rule G-15): a new round for the same JOINED players, online or not, each with a new card;
 * winners and claims cleared; the whole pool reshuffled; the first call placed as in START.
 */
export const handleRestartGame: Handler<Record<string, never>> = (state, _payload, _actor, ctx): Outcome => {
  const card = state.card;
  if (!card) return fail('ROOM_NOT_FOUND');
  const roundId = newRoundId(ctx.random);
  const players: Record<string, PlayerRecord> = {};
  for (const p of Object.values(state.players)) {
    players[p.userId] =
      p.status === 'JOINED'
        ? { ...p, hasWon: false, markedKeys: [], card: dealCard(card, ctx.random), roundId }
        : { ...p, hasWon: false };
  }
  const next: GameState = {
    ...freshRound(state, roundId),
    players,
    callItems: shuffled(state.callItems, ctx.random),
  };
  if (!isNoCalls(next) && totalCalls(next) === 0) return fail('NO_CALLS_LEFT');
  return openRound(next, 'GAME_RESTARTED', ctx.now);
};
