import type { DealtCell } from '@bingo/core';
import type { GameView } from '../gameView.ts';

/** What a tap on a square does. */
export type TapDecision = 'toggle' | 'cantMarkEmpty' | 'autoDaubOn' | 'incorrectSelection' | 'notNow';

const MARKING_STATUSES = [2, 3, 4];

/**
 * The player's tap rules (spec §4, §5, §8): empty squares cannot be marked; with auto-daub the server
 * marks called squares; a square that was not called is refused when the calls are visible (with
 * hideCalls the player marks from memory, so any square may be marked).
 */
export function tapDecision(view: GameView, cell: DealtCell, marked: boolean): TapDecision {
  if (!MARKING_STATUSES.includes(view.gameStatus)) return 'notNow';
  if (cell.key === null) return 'cantMarkEmpty';
  if (cell.free) return 'toggle';
  const settings = view.gameSettings;
  if (settings?.autoDaub) return 'autoDaubOn';
  if (marked || settings?.hideCalls || settings?.gameMode === 'no-calls') return 'toggle';
  const called = view.calledItems.some((c) => c.key === cell.key);
  return called ? 'toggle' : 'incorrectSelection';
}
