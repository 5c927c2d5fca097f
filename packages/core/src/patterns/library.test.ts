import { describe, expect, it } from 'vitest';
import type { CardGrid } from '../card/constants.ts';
import { cellCount, parseCustomPattern } from './custom.ts';
import { defaultPattern, findPattern, patternsFor } from './library.ts';
import { activePattern, patternPreview, resolvePattern } from './resolve.ts';

const SQUARE: (3 | 4 | 5)[] = [3, 4, 5];
const mask = (id: string, grid: CardGrid, i = 0) => findPattern(id, grid)?.masks[i];

describe('pattern library', () => {
  it('P-1: every mask of every grid holds valid, ascending, distinct row-major indexes', () => {
    for (const grid of [3, 4, 5, 9] as CardGrid[]) {
      for (const p of patternsFor(grid)) {
        expect(p.masks.length).toBeGreaterThan(0);
        for (const m of p.masks) {
          expect(m.length).toBeGreaterThan(0);
          expect([...m].sort((a, b) => a - b)).toEqual(m);
          expect(new Set(m).size).toBe(m.length);
          expect(m.every((i) => i >= 0 && i < cellCount(grid))).toBe(true);
        }
      }
    }
  });

  it('P-2: fixed patterns have one mask and pattern ids are unique per grid', () => {
    for (const grid of [3, 4, 5, 9] as CardGrid[]) {
      const list = patternsFor(grid);
      expect(new Set(list.map((p) => p.id)).size).toBe(list.length);
      for (const p of list.filter((x) => x.kind === 'fixed')) expect(p.masks).toHaveLength(1);
    }
  });

  it('P-3: any line is every row, every column and both diagonals', () => {
    for (const n of SQUARE) expect(findPattern('any-line', n)?.masks).toHaveLength(2 * n + 2);
    expect(findPattern('any-line', 5)?.masks).toContainEqual([0, 6, 12, 18, 24]);
    expect(findPattern('any-line', 5)?.masks).toContainEqual([4, 8, 12, 16, 20]);
    expect(mask('row-2', 3)).toEqual([3, 4, 5]);
    expect(mask('column-4', 4)).toEqual([3, 7, 11, 15]);
  });

  it('P-4: the shapes on a 5x5 card are the classic ones', () => {
    expect(mask('four-corners', 5)).toEqual([0, 4, 20, 24]);
    expect(mask('x', 5)).toEqual([0, 4, 6, 8, 12, 16, 18, 20, 24]);
    expect(mask('plus', 5)).toEqual([2, 7, 10, 11, 12, 13, 14, 17, 22]);
    expect(findPattern('postage-stamp', 5)?.masks).toEqual([
      [0, 1, 5, 6],
      [3, 4, 8, 9],
      [15, 16, 20, 21],
      [18, 19, 23, 24],
    ]);
    expect(mask('small-frame', 5)).toEqual([6, 7, 8, 11, 13, 16, 17, 18]);
    expect(mask('large-frame', 5)).toHaveLength(16);
    expect(mask('diamond', 5)).toEqual([2, 6, 8, 10, 14, 16, 18, 22]);
    expect(mask('blackout', 5)).toHaveLength(25);
  });

  it('P-5: small grids adapt the shapes and have no small frame', () => {
    expect(findPattern('small-frame', 3)).toBeNull();
    expect(findPattern('small-frame', 4)).toBeNull();
    expect(mask('large-frame', 3)).toEqual([0, 1, 2, 3, 5, 6, 7, 8]);
    expect(mask('diamond', 3)).toEqual([1, 3, 5, 7]);
    expect(mask('diamond', 4)).toEqual([1, 2, 4, 7, 8, 11, 13, 14]);
    expect(findPattern('plus', 4)?.masks).toHaveLength(4);
    expect(mask('x', 3)).toEqual([0, 2, 4, 6, 8]);
  });

  it('P-6: 90-ball has one line, two lines and full house, verified by complete rows', () => {
    expect(patternsFor(9).map((p) => [p.id, p.rowsRequired])).toEqual([
      ['one-line', 1],
      ['two-lines', 2],
      ['full-house', 3],
    ]);
    expect(findPattern('any-line', 9)).toBeNull();
    expect(findPattern('full-house', 5)).toBeNull();
  });

  it('P-7: with patterns off the default is any line (one line on 90-ball)', () => {
    expect(activePattern({ patternOn: false, selectedPattern: 'x', customPattern: [] }, 5).id).toBe(
      'any-line',
    );
    expect(activePattern({ patternOn: true, selectedPattern: 'x', customPattern: [] }, 5).id).toBe('x');
    expect(defaultPattern(9).id).toBe('one-line');
  });
});

describe('custom patterns and previews', () => {
  it('P-8: a drawn pattern is accepted as a list, a JSON list or a comma list', () => {
    for (const value of [[0, 4, 8, 4], '[0,4,8]', '0, 4, 8']) {
      expect(parseCustomPattern(value, 3)).toMatchObject({ id: 'custom', kind: 'fixed', masks: [[0, 4, 8]] });
    }
  });

  it('P-8: an empty drawing, indexes outside the grid and 90-ball drawings are refused', () => {
    for (const value of [[], '', '[]', [9], [-1], [1.5], 'a,b', '{"x":1}', null, 5]) {
      expect(parseCustomPattern(value, 3)).toMatchObject({ error: 'INVALID_PATTERN' });
    }
    expect(parseCustomPattern([24], 5)).toMatchObject({ masks: [[24]] });
    expect(parseCustomPattern([0], 9)).toMatchObject({ error: 'INVALID_PATTERN' });
  });

  it('P-9: the preview gives the shape and masks, and INVALID_PATTERN for a pattern the grid lacks', () => {
    expect(patternPreview('two-lines', 9)).toMatchObject({ rows: 3, columns: 9, kind: 'anyOf' });
    expect(patternPreview('x', 4)).toMatchObject({
      rows: 4,
      columns: 4,
      masks: [[0, 3, 5, 6, 9, 10, 12, 15]],
    });
    expect(patternPreview('small-frame', 3)).toMatchObject({ error: 'INVALID_PATTERN' });
    expect(patternPreview('nope', 5)).toMatchObject({ error: 'INVALID_PATTERN' });
    expect(resolvePattern('custom', 4, '0,15')).toMatchObject({ masks: [[0, 15]] });
  });
});
