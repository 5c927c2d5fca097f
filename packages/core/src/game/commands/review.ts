import { acceptClaim, fileClaim, rejectClaim, verificationFor } from '../claims.ts';
import { event, reviewEvents } from '../fanout.ts';
import { andThen, fail, type Outcome, ok } from '../result.ts';
import type { GameState } from '../types.ts';
import { finishGame } from './finishGame.ts';
import type { Handler } from './handler.ts';

/**
 * BINGO_REVIEW_REQUEST (rules G-35, G-36): one pending claim per player, none after a win, and only with
 * marks. With autoVerify or autoWin the verdict is immediate; otherwise the game goes into review (3).
 */
export const handleBingoReviewRequest: Handler<Record<string, never>> = (
  state,
  _payload,
  actor,
  ctx,
): Outcome => {
  const player = state.players[actor.userId]!;
  if (player.hasWon) return fail('ALREADY_WON');
  if (state.claims.some((c) => c.userId === actor.userId)) return fail('ALREADY_IN_REVIEW');
  if (player.markedKeys.length === 0) return fail('NO_MARKED_KEYS');
  const { state: filed, claim } = fileClaim(state, actor.userId, ctx.now);
  if (state.gameSettings?.autoVerify || state.gameSettings?.autoWin) {
    return claim.verification.valid
      ? acceptClaim(filed, actor.userId, ctx.now)
      : rejectClaim(filed, actor.userId, 'INVALID_CLAIM');
  }
  const next: GameState = { ...filed, gameStatus: 3 };
  return ok(next, reviewEvents(next));
};

/** VERIFY_BINGO (rule G-37): recomputes a pending claim's verification for the callers. */
export const handleVerifyBingo: Handler<{ userId: string }> = (state, { userId }, _actor, ctx): Outcome => {
  const claim = state.claims.find((c) => c.userId === userId);
  if (!claim) return fail('NO_CLAIM');
  const verification =
    verificationFor(state, userId, claim.markedKeys, claim.callCountAtClaim) ?? claim.verification;
  const claims = state.claims.map((c) => (c === claim ? { ...c, verification, verifiedAt: ctx.now } : c));
  return ok({ ...state, claims }, [event('REVIEW_REQUEST_UPDATED', 'callers', { bingoRequests: claims })]);
};

/**
 * UPDATE_REVIEW_REQUEST (rule G-37): the caller accepts a claim, even one that failed verification (human
 * bingo), then either continues or finishes the game.
 */
export const handleUpdateReviewRequest: Handler<{
  userId: string;
  action: 'CONTINUE_GAME' | 'FINISH_GAME';
}> = (state, { userId, action }, _actor, ctx): Outcome => {
  if (!state.claims.some((c) => c.userId === userId)) return fail('NO_CLAIM');
  const accepted = acceptClaim(state, userId, ctx.now);
  if (action === 'CONTINUE_GAME') return accepted;
  return andThen(accepted, (s) => finishGame(s, 'WINNER_ACCEPTED', ctx.random));
};

/** REJECT_BINGO (rule G-38): the claimant hears why; the game leaves review when no claim is left. */
export const handleRejectBingo: Handler<{ userId: string; reason?: string }> = (
  state,
  { userId, reason },
) => {
  if (!state.claims.some((c) => c.userId === userId)) return fail('NO_CLAIM');
  return rejectClaim(state, userId, reason ?? 'REJECTED');
};
