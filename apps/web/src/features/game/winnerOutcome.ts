import type { FinishReason, Winner } from '@bingo/core';

/** The winner outcomes of spec §4. */
export type WinnerOutcome = 'youWon' | 'otherWon' | 'multipleWinners' | 'noCallsLeft' | 'callerEnded';

/** Which ending to show: a single winner (you or someone else), several, or none and why. */
export function winnerOutcome(
  winners: readonly Winner[],
  reason: FinishReason | null,
  myUserId: string | null,
): WinnerOutcome {
  if (winners.length > 1) return 'multipleWinners';
  if (winners.length === 1) return winners[0]?.userId === myUserId ? 'youWon' : 'otherWon';
  return reason === 'ALL_CALLED' ? 'noCallsLeft' : 'callerEnded';
}
