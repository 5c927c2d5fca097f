import { describe, expect, it } from 'vitest';
import { defaultCardPayload } from '../card/card.ts';
import { columnRanges } from '../card/traditional.ts';
import { seededRandom } from '../random.ts';
import { dealCard } from './dealCard.ts';
import type { DealtCard } from './dealtCard.ts';
import { dealStrip } from './ninetyBall.ts';
import { previewCard } from './previewCard.ts';

const SEEDS = Array.from({ length: 300 }, (_, i) => i * 104729 + 3);

/** Asserts T-4 and T-5 for one ticket. */
function expectValidTicket(ticket: DealtCard) {
  expect([ticket.rows, ticket.columns]).toEqual([3, 9]);
  const ranges = columnRanges(90);
  for (let r = 0; r < 3; r++) {
    const row = ticket.cells.slice(r * 9, r * 9 + 9);
    expect(row.filter((c) => c.key !== null).length).toBe(5);
  }
  for (let c = 0; c < 9; c++) {
    const column = [0, 1, 2].flatMap((r) => {
      const key = ticket.cells[r * 9 + c]!.key;
      return key === null ? [] : [key];
    });
    expect(column.length).toBeGreaterThanOrEqual(1);
    expect(column.length).toBeLessThanOrEqual(3);
    expect(column).toEqual([...column].sort((a, b) => a - b));
    for (const n of column) {
      expect(n).toBeGreaterThanOrEqual(ranges[c]!.min);
      expect(n).toBeLessThanOrEqual(ranges[c]!.max);
    }
  }
  expect(ticket.cells.some((cell) => cell.free)).toBe(false);
}

describe('90-ball tickets', () => {
  it('T-4: columns are 1-9, 10-19 ... 80-90', () => {
    const ranges = columnRanges(90);
    expect(ranges[0]).toEqual({ min: 1, max: 9 });
    expect(ranges[1]).toEqual({ min: 10, max: 19 });
    expect(ranges[8]).toEqual({ min: 80, max: 90 });
  });

  it('T-5: every dealt ticket has five numbers a row, one to three a column, ascending', () => {
    const card = defaultCardPayload({ cardType: 'traditional', cardGrid: 9 });
    for (const seed of SEEDS) expectValidTicket(dealCard(card, seededRandom(seed)));
    expectValidTicket(previewCard(card));
  });

  it('T-6: a strip of six tickets holds 1 to 90 exactly once', () => {
    for (const seed of SEEDS) {
      const strip = dealStrip(seededRandom(seed));
      expect(strip.length).toBe(6);
      for (const ticket of strip) expectValidTicket(ticket);
      const all = strip.flatMap((t) => t.cells.flatMap((c) => (c.key === null ? [] : [c.key])));
      expect(all.length).toBe(90);
      expect([...all].sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    }
  });
});
