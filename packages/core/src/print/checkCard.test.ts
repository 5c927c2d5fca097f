import { describe, expect, it } from 'vitest';
import { defaultCardPayload } from '../card/card.ts';
import { callSheet } from './callSheet.ts';
import { checkPrintedCard } from './checkCard.ts';
import { printedCard } from './dealSet.ts';

const bingo75 = defaultCardPayload({ cardType: 'traditional', cardGrid: 5 });

describe('the card checker', () => {
  it('R-10: the top row called completes row 1 and any line, and nothing else', () => {
    const card = printedCard(bingo75, 'ACDEFG', 42)!;
    const topRow = card.dealt.cells.slice(0, 5).map((c) => c.key!);
    const check = checkPrintedCard(bingo75, 'ACDEFG', 42, topRow)!;
    expect(check.completed.map((p) => p.id).sort()).toEqual(['any-line', 'row-1']);
    expect(check.completed.find((p) => p.id === 'row-1')!.cells).toEqual([0, 1, 2, 3, 4]);
  });

  it('R-10: calls that are not on the card complete nothing; the free space alone wins nothing', () => {
    const card = printedCard(bingo75, 'ACDEFG', 3)!;
    const onCard = new Set(card.dealt.cells.map((c) => c.key));
    const elsewhere = Array.from({ length: 75 }, (_, i) => i + 1).filter((n) => !onCard.has(n));
    expect(checkPrintedCard(bingo75, 'ACDEFG', 3, elsewhere)!.completed).toEqual([]);
  });

  it('R-10: serial 0 is not a card of any set', () => {
    expect(checkPrintedCard(bingo75, 'ACDEFG', 0, [])).toBeNull();
  });

  it('R-11: the caller sheet lists every ball with its column letter, or a fixed draw of the limit', () => {
    const all = callSheet(bingo75, 'ACDEFG', null);
    expect(all).toHaveLength(75);
    expect(all[15]!.caption).toBe('I 16');
    const limited = callSheet(bingo75, 'ACDEFG', 20);
    expect(limited).toHaveLength(20);
    expect(callSheet(bingo75, 'ACDEFG', 20)).toEqual(limited);
    expect(new Set(limited.map((c) => c.key)).size).toBe(20);
  });
});
