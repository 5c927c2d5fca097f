import { activePattern } from '../patterns/resolve.ts';
import { event, playerStateEvent, reviewEvents } from './fanout.ts';
import { isNoCalls } from './pool.ts';
import type { Success } from './result.ts';
import { ok } from './result.ts';
import { publicPlayer, withPlayer } from './state.ts';
import type { Claim, GameState, Verification } from './types.ts';
import { verifyClaim } from './verifyClaim.ts';

/** Verifies marks of a player against the calls placed up to `callCount` (rules G-30..G-34). */
export function verificationFor(
  state: GameState,
  userId: string,
  markedKeys: readonly number[],
  callCount = state.callCount,
): Verification | null {
  const player = state.players[userId];
  if (!player?.card || !state.card || !state.gameSettings) return null;
  const pattern = activePattern(state.gameSettings, state.card.cardGrid);
  const calledKeys = isNoCalls(state) ? null : new Set(state.callItems.slice(0, callCount).map((c) => c.key));
  return verifyClaim({ card: player.card, markedKeys, calledKeys, pattern });
}

/** Status 3 lasts while claims are pending; without claims the game goes back to 2 (protocol §4). */
export function settleReview(state: GameState): GameState {
  if (state.claims.length > 0) return state;
  if (state.gameStatus === 3) return { ...state, gameStatus: 2 };
  if (state.resumeTo === 3) return { ...state, resumeTo: 2 };
  return state;
}

/** Stores a pending claim with its verification (rule G-35). */
export function fileClaim(state: GameState, userId: string, now: number): { state: GameState; claim: Claim } {
  const marks = state.players[userId]?.markedKeys ?? [];
  const verification = verificationFor(state, userId, marks) ?? {
    valid: false,
    missingCells: [],
    uncalledMarks: [],
  };
  const claim: Claim = {
    userId,
    markedKeys: [...marks],
    claimedAt: now,
    callCountAtClaim: state.callCount,
    verification,
    verifiedAt: now,
  };
  return { state: { ...state, claims: [...state.claims, claim] }, claim };
}

/** Accepts a pending claim: a winner entry, hasWon, and the game goes on (rules G-36, G-37). */
export function acceptClaim(state: GameState, userId: string, now: number): Success {
  const claim = state.claims.find((c) => c.userId === userId);
  const player = state.players[userId];
  if (!claim || !player) return ok(state);
  const winner = { ...publicPlayer(player), wonAt: claim.callCountAtClaim, acceptedAt: now };
  let next: GameState = {
    ...state,
    winnerList: [...state.winnerList, winner],
    claims: state.claims.filter((c) => c.userId !== userId),
  };
  next = settleReview(withPlayer(next, userId, { hasWon: true }));
  const won = next.players[userId]!;
  return ok(next, [
    ...playerStateEvent(next, userId, 'BINGO_ACCEPTED').map((e) => ({
      ...e,
      payload: { ...e.payload, winnerList: next.winnerList },
    })),
    event('PLAYER_WON', { allBut: userId }, { winnerList: next.winnerList, whoIsWon: publicPlayer(won) }),
    ...reviewEvents(next),
  ]);
}

/** Rejects a pending claim; the player keeps playing (rule G-38). */
export function rejectClaim(state: GameState, userId: string, reason: string): Success {
  const next = settleReview({ ...state, claims: state.claims.filter((c) => c.userId !== userId) });
  return ok(next, [
    event('BINGO_REJECTED', { userId }, { reason, gameStatus: next.gameStatus }),
    ...reviewEvents(next),
  ]);
}

/**
 * autoWin (rule G-39): a JOINED player whose marks complete the pattern wins at once, without a request.
 * Only while claims are possible (status 2 or 3), once per player per round.
 */
export function autoWin(state: GameState, userId: string, now: number): Success {
  const player = state.players[userId];
  if (!state.gameSettings?.autoWin || (state.gameStatus !== 2 && state.gameStatus !== 3)) return ok(state);
  if (player?.status !== 'JOINED' || player.hasWon) return ok(state);
  if (state.claims.some((c) => c.userId === userId)) return ok(state);
  if (!verificationFor(state, userId, player.markedKeys)?.valid) return ok(state);
  return acceptClaim(fileClaim(state, userId, now).state, userId, now);
}
