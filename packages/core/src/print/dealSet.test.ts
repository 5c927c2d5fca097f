import { describe, expect, it } from 'vitest';
import { defaultCardPayload } from '../card/card.ts';
import type { Item } from '../card/item.ts';
import { columnOfNumber } from '../card/traditional.ts';
import { lineUniqueness } from './capacity.ts';
import { dealPrintSet, printedCard } from './dealSet.ts';
import { cardSignature, lineSignatures } from './lines.ts';

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
const textCard = (n: number) => defaultCardPayload({ cardItems: { textItems: words(n), imageItems: [] } });
const traditional = (grid: 3 | 4 | 5 | 9) => defaultCardPayload({ cardType: 'traditional', cardGrid: grid });

function expectNoSharedLine(cards: { dealt: Parameters<typeof lineSignatures>[0] }[]) {
  const seen = new Set<string>();
  for (const card of cards) {
    for (const line of lineSignatures(card.dealt)) {
      expect(seen.has(line), `line ${line} repeats`).toBe(false);
      seen.add(line);
    }
  }
}

describe('dealing a print set', () => {
  it('R-4: the same set code and serial deal the same card; another set code deals other cards', () => {
    const card = textCard(40);
    const a = [...dealPrintSet(card, 'ACDEFG', 30)];
    const b = [...dealPrintSet(card, 'ACDEFG', 30)];
    const c = [...dealPrintSet(card, 'ACDEFH', 30)];
    expect(a.map((x) => cardSignature(x.dealt))).toEqual(b.map((x) => cardSignature(x.dealt)));
    expect(cardSignature(a[0]!.dealt)).not.toBe(cardSignature(c[0]!.dealt));
    expect(cardSignature(printedCard(card, 'ACDEFG', 17)!.dealt)).toBe(cardSignature(a[16]!.dealt));
  });

  it('R-5: no two cards of a 5x5 word set share a row, column or diagonal when the pool allows', () => {
    const card = textCard(24);
    expect(lineUniqueness(card, 300).guaranteed).toBe(true);
    const cards = [...dealPrintSet(card, 'KMNPQR', 300)];
    expect(cards.every((c) => !c.repeatsLine)).toBe(true);
    expectNoSharedLine(cards);
  });

  it('R-5: 75-ball cards share no line and keep their column ranges', () => {
    const cards = [...dealPrintSet(traditional(5), 'KMNPQR', 200)];
    expectNoSharedLine(cards);
    for (const { dealt } of cards)
      dealt.cells.forEach((cell, i) => {
        if (cell.key !== null && !cell.free) expect(columnOfNumber(75, cell.key)).toBe(i % 5);
      });
  });

  it('R-7: a 30-ball set larger than the pool allows is reported, and its cards are still all different', () => {
    const card = traditional(3);
    const verdict = lineUniqueness(card, 100);
    expect(verdict.guaranteed).toBe(false);
    expect(verdict.maxCards).toBeLessThan(100);
    const cards = [...dealPrintSet(card, 'KMNPQR', 100)];
    expect(new Set(cards.map((c) => cardSignature(c.dealt))).size).toBe(100);
    expect(cards.some((c) => c.repeatsLine)).toBe(true);
  });

  it('R-8: 90-ball tickets come in strips of six that hold 1..90 once each', () => {
    const tickets = [...dealPrintSet(traditional(9), 'KMNPQR', 14)];
    expect(tickets.map((t) => t.serial)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    for (const strip of [tickets.slice(0, 6), tickets.slice(6, 12)]) {
      const numbers = strip.flatMap((t) => t.dealt.cells.flatMap((c) => (c.key === null ? [] : [c.key])));
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    }
  });

  it('R-7: a pool no larger than the card cannot guarantee anything beyond one card', () => {
    expect(lineUniqueness(textCard(5), 2)).toEqual({ guaranteed: false, maxCards: 1 });
  });
});
