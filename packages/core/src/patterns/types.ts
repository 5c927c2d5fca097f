import type { CardGrid } from '../card/constants.ts';

/**
 * A winning pattern as cell-index sets (row-major: index = row * columns + col, rule P-1).
 * `fixed`: the single mask must be complete; `anyOf`: any one mask complete wins (rule P-2).
 */
export interface Pattern {
  id: string;
  name: string;
  grid: CardGrid;
  kind: 'fixed' | 'anyOf';
  masks: number[][];
  /** 90-ball only: how many complete ticket rows win (1 one line, 2 two lines, 3 full house; rule P-6). */
  rowsRequired?: number;
}

/** Why a pattern could not be used; the game turns it into the INVALID_PATTERN error. */
export interface PatternError {
  error: 'INVALID_PATTERN';
  reason: string;
}

/** The id that selects the caller-drawn `customPattern` instead of a library pattern. */
export const CUSTOM_PATTERN_ID = 'custom';
