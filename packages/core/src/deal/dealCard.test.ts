import { describe, expect, it } from 'vitest';
import { defaultCardPayload } from '../card/card.ts';
import type { CardGrid } from '../card/constants.ts';
import type { Item } from '../card/item.ts';
import { ballCountForGrid, columnOfNumber, columnRanges } from '../card/traditional.ts';
import { seededRandom } from '../random.ts';
import { dealCard } from './dealCard.ts';
import { previewCard } from './previewCard.ts';

const SEEDS = Array.from({ length: 300 }, (_, i) => i * 7919 + 1);
const words = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `w${i}`,
    type: 'text',
    value: `word ${i}`,
    caption: '',
    imageURi: '',
    uploaded: false,
    uploadType: 'self',
  }));

function keysOf(cells: { key: number | null }[]): number[] {
  return cells.flatMap((c) => (c.key === null || c.key === -1 ? [] : [c.key]));
}

describe('dealCard', () => {
  it('D-1: the same seed deals the same card and different seeds deal different cards', () => {
    const card = defaultCardPayload({ cardItems: { textItems: words(60) } });
    expect(dealCard(card, seededRandom(42))).toEqual(dealCard(card, seededRandom(42)));
    expect(dealCard(card, seededRandom(42))).not.toEqual(dealCard(card, seededRandom(43)));
  });

  it('D-2 and D-4: word cards deal distinct valid items and leave squares empty when items run out', () => {
    const rich = defaultCardPayload({ cardItems: { textItems: words(40) } });
    const poor = defaultCardPayload({ cardItems: { textItems: words(10) } });
    for (const seed of SEEDS) {
      const dealt = dealCard(rich, seededRandom(seed));
      const keys = keysOf(dealt.cells);
      expect(keys.length).toBe(24);
      expect(new Set(keys).size).toBe(24);
      for (const cell of dealt.cells)
        if (cell.key !== null && cell.key >= 0) expect(cell.item?.value).toBe(`word ${cell.key}`);
      const sparse = dealCard(poor, seededRandom(seed));
      expect(keysOf(sparse.cells).length).toBe(10);
      expect(sparse.cells.filter((c) => c.key === null).length).toBe(14);
    }
  });

  it('D-3: the free space sits at 4, 5 or 12 with key -1 only when the card has one', () => {
    const expected: Record<number, number> = { 3: 4, 4: 5, 5: 12 };
    for (const grid of [3, 4, 5] as const) {
      const on = dealCard(
        defaultCardPayload({ cardGrid: grid, cardItems: { textItems: words(30) } }),
        seededRandom(1),
      );
      expect(on.cells.findIndex((c) => c.free)).toBe(expected[grid]);
      expect(on.cells[expected[grid]!]?.key).toBe(-1);
      const off = dealCard(
        defaultCardPayload({
          cardGrid: grid,
          cardSettings: { freeSpace: false },
          cardItems: { textItems: words(30) },
        }),
        seededRandom(1),
      );
      expect(off.cells.some((c) => c.free)).toBe(false);
    }
  });

  it('D-5: traditional numbers respect their column ranges for 30, 75 and 80 balls, with no repeats', () => {
    for (const grid of [3, 4, 5] as CardGrid[]) {
      const card = defaultCardPayload({ cardType: 'traditional', cardGrid: grid });
      const ballCount = ballCountForGrid(grid);
      const ranges = columnRanges(ballCount);
      for (const seed of SEEDS) {
        const dealt = dealCard(card, seededRandom(seed));
        dealt.cells.forEach((cell, i) => {
          if (cell.free) return;
          const column = i % dealt.columns;
          expect(cell.key).toBeGreaterThanOrEqual(ranges[column]!.min);
          expect(cell.key).toBeLessThanOrEqual(ranges[column]!.max);
          expect(cell.item?.value).toBe(String(cell.key));
        });
        const keys = keysOf(dealt.cells);
        expect(new Set(keys).size).toBe(keys.length);
      }
    }
  });

  it('T-2: a 75-ball card is 5x5 with B 1-15 to O 61-75 and a free centre', () => {
    const dealt = dealCard(defaultCardPayload({ cardType: 'traditional', cardGrid: 5 }), seededRandom(9));
    expect([dealt.rows, dealt.columns]).toEqual([5, 5]);
    expect(dealt.cells[12]?.free).toBe(true);
    expect(columnOfNumber(75, 15)).toBe(0);
    expect(columnOfNumber(75, 61)).toBe(4);
    expect(keysOf(dealt.cells).length).toBe(24);
  });

  it('D-5: with randomisation off each traditional column is ascending', () => {
    const card = defaultCardPayload({
      cardType: 'traditional',
      cardGrid: 4,
      cardSettings: { traditionalRandomization: false, freeSpace: false },
    });
    for (const seed of SEEDS.slice(0, 50)) {
      const dealt = dealCard(card, seededRandom(seed));
      for (let c = 0; c < 4; c++) {
        const column = [0, 1, 2, 3].map((r) => dealt.cells[r * 4 + c]!.key!);
        expect(column).toEqual([...column].sort((a, b) => a - b));
      }
    }
  });

  it('D-6: the preview shows items in list order around the free space', () => {
    const preview = previewCard(defaultCardPayload({ cardGrid: 3, cardItems: { textItems: words(8) } }));
    expect(preview.cells.map((c) => (c.free ? 'FREE' : c.item?.value))).toEqual([
      'word 0',
      'word 1',
      'word 2',
      'word 3',
      'FREE',
      'word 4',
      'word 5',
      'word 6',
      'word 7',
    ]);
  });
});
