import { describe, expect, it } from 'vitest';
import type { DealtCard, DealtCell } from '../deal/dealtCard.ts';
import { findPattern } from '../patterns/library.ts';
import type { Pattern } from '../patterns/types.ts';
import { verifyClaim } from './verifyClaim.ts';

/** A 3x3 card with keys 10..18 row-major, optionally with the free space in the middle. */
function card3(free: boolean): DealtCard {
  const cells: DealtCell[] = Array.from({ length: 9 }, (_, i) =>
    free && i === 4 ? { key: -1, item: null, free: true } : { key: 10 + i, item: null, free: false },
  );
  return { rows: 3, columns: 3, cells };
}

/** A 90-ball ticket: row r holds keys r*10+1..r*10+5 in columns 0..4, blanks elsewhere. */
function ticket(): DealtCard {
  const cells: DealtCell[] = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 9; c++)
      cells.push(
        c < 5 ? { key: r * 10 + c + 1, item: null, free: false } : { key: null, item: null, free: false },
      );
  }
  return { rows: 3, columns: 9, cells };
}

const pattern = (id: string, grid: 3 | 9) => findPattern(id, grid) as Pattern;
const all = (from: number, to: number) => new Set(Array.from({ length: to - from + 1 }, (_, i) => from + i));

describe('verifyClaim', () => {
  it('G-30: a complete line of called, marked items is valid', () => {
    const v = verifyClaim({
      card: card3(false),
      markedKeys: [10, 11, 12],
      calledKeys: all(10, 12),
      pattern: pattern('row-1', 3),
    });
    expect(v).toEqual({ valid: true, missingCells: [], uncalledMarks: [] });
  });

  it('G-30: marks of uncalled items never count and are reported', () => {
    const v = verifyClaim({
      card: card3(false),
      markedKeys: [10, 11, 12],
      calledKeys: all(10, 11),
      pattern: pattern('row-1', 3),
    });
    expect(v).toEqual({ valid: false, missingCells: [2], uncalledMarks: [12] });
  });

  it('G-30: keys that are not on the card do not fill the pattern', () => {
    const v = verifyClaim({
      card: card3(false),
      markedKeys: [10, 11, 99],
      calledKeys: new Set([10, 11, 99]),
      pattern: pattern('row-1', 3),
    });
    expect(v.valid).toBe(false);
    expect(v.missingCells).toEqual([2]);
  });

  it('G-31: the free space counts only on a card that has one', () => {
    const middle = pattern('row-2', 3);
    const withFree = verifyClaim({
      card: card3(true),
      markedKeys: [13, -1, 15],
      calledKeys: new Set([13, 15]),
      pattern: middle,
    });
    expect(withFree.valid).toBe(true);
    const withoutFree = verifyClaim({
      card: card3(false),
      markedKeys: [13, -1, 15],
      calledKeys: new Set([13, 15]),
      pattern: middle,
    });
    expect(withoutFree).toEqual({ valid: false, missingCells: [4], uncalledMarks: [-1] });
  });

  it('G-31: in no-calls mode every key of the card counts as called', () => {
    const v = verifyClaim({
      card: card3(false),
      markedKeys: [10, 14, 18],
      calledKeys: null,
      pattern: pattern('any-line', 3),
    });
    expect(v.valid).toBe(true);
  });

  it('G-32: anyOf patterns win with any one complete mask and report the closest one', () => {
    const v = verifyClaim({
      card: card3(false),
      markedKeys: [16, 17],
      calledKeys: all(10, 18),
      pattern: pattern('any-line', 3),
    });
    expect(v).toMatchObject({ valid: false, missingCells: [8] });
  });

  it('G-33: 90-ball one line, two lines and full house count complete ticket rows, ignoring blanks', () => {
    const called = all(1, 30);
    const row = (r: number) => [1, 2, 3, 4, 5].map((c) => r * 10 + c);
    const check = (id: string, marks: number[]) =>
      verifyClaim({ card: ticket(), markedKeys: marks, calledKeys: called, pattern: pattern(id, 9) });
    expect(check('one-line', row(1)).valid).toBe(true);
    expect(check('one-line', row(1).slice(1))).toMatchObject({ valid: false, missingCells: [9] });
    expect(check('two-lines', row(1)).valid).toBe(false);
    expect(check('two-lines', [...row(0), ...row(2)]).valid).toBe(true);
    expect(check('full-house', [...row(0), ...row(2)])).toMatchObject({
      valid: false,
      missingCells: [9, 10, 11, 12, 13],
    });
    expect(check('full-house', [...row(0), ...row(1), ...row(2)]).valid).toBe(true);
  });

  it('G-33: a 90-ball row with an uncalled number is not complete', () => {
    const v = verifyClaim({
      card: ticket(),
      markedKeys: [1, 2, 3, 4, 5],
      calledKeys: all(1, 4),
      pattern: pattern('one-line', 9),
    });
    expect(v).toMatchObject({ valid: false, uncalledMarks: [5] });
  });
});
