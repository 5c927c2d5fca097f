import type { BallCount, CardGrid } from './constants.ts';
import { BALL_COUNT_BY_GRID } from './constants.ts';
import type { Item } from './item.ts';

/** An inclusive range of ball numbers. */
export interface NumberRange {
  min: number;
  max: number;
}

/**
 * Column ranges per traditional game (rule T-1..T-4 in SPEC.md):
 * 30: 1-10/11-20/21-30; 75: B 1-15 ... O 61-75; 80: 1-20 ... 61-80; 90: 1-9, 10-19, ..., 80-90.
 */
export function columnRanges(ballCount: BallCount): NumberRange[] {
  switch (ballCount) {
    case 30:
      return ranges(3, 10);
    case 75:
      return ranges(5, 15);
    case 80:
      return ranges(4, 20);
    case 90:
      return Array.from({ length: 9 }, (_, c) => ({
        min: c === 0 ? 1 : c * 10,
        max: c === 8 ? 90 : c * 10 + 9,
      }));
  }
}

function ranges(columns: number, span: number): NumberRange[] {
  return Array.from({ length: columns }, (_, c) => ({ min: c * span + 1, max: (c + 1) * span }));
}

/** The ball game played on a grid. */
export function ballCountForGrid(grid: CardGrid): BallCount {
  return BALL_COUNT_BY_GRID[grid];
}

/** The column a ball belongs to. */
export function columnOfNumber(ballCount: BallCount, n: number): number {
  return columnRanges(ballCount).findIndex((r) => n >= r.min && n <= r.max);
}

/** Every ball of a game as items (type number, value '1'..'90'): the caller's pool. */
export function traditionalItems(ballCount: BallCount): Item[] {
  return Array.from({ length: ballCount }, (_, i) => numberItem(i + 1));
}

/** A ball as an item; its id is stable so a number is the same item on every card. */
export function numberItem(n: number): Item {
  return {
    id: `n${n}`,
    type: 'number',
    value: String(n),
    caption: '',
    imageURi: '',
    uploaded: false,
    uploadType: 'self',
  };
}

/** "B 12" for a 75-ball call (the caller voice reads it this way); other games just the number. */
export function callLabel(ballCount: BallCount, n: number, headers = ['B', 'I', 'N', 'G', 'O']): string {
  if (ballCount !== 75) return String(n);
  const letter = headers[columnOfNumber(75, n)] ?? '';
  return letter ? `${letter} ${n}` : String(n);
}
