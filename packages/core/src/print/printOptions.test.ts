import { describe, expect, it } from 'vitest';
import { defaultCardPayload } from '../card/card.ts';
import { cardsPerPageChoices, effectiveCardsPerPage, PrintOptionsSchema } from './printOptions.ts';

describe('print options', () => {
  it("R-1: the defaults are the spec's: A5, 20 cards, captions on, font 40", () => {
    const options = PrintOptionsSchema.parse({});
    expect(options).toMatchObject({ pageSize: 'A5', count: 20, showCaptions: true, maxFontSize: 40 });
  });

  it('R-1: 0 cards, 1,001 cards and an unknown page size are refused with a clear message', () => {
    expect(PrintOptionsSchema.safeParse({ count: 0 }).error?.issues[0]?.message).toBe(
      'Choose between 1 and 1000 cards.',
    );
    expect(PrintOptionsSchema.safeParse({ count: 1001 }).success).toBe(false);
    expect(PrintOptionsSchema.safeParse({ pageSize: 'A3' }).error?.issues[0]?.message).toMatch(
      /A5, A4 or Letter/,
    );
  });

  it('R-9: A5 holds one card a page, A4 and Letter up to four, a 90-ball strip six tickets', () => {
    const card = defaultCardPayload();
    expect(cardsPerPageChoices('A5', card)).toEqual([1]);
    expect(cardsPerPageChoices('Letter', card)).toEqual([1, 2, 4]);
    expect(effectiveCardsPerPage({ pageSize: 'A5', cardsPerPage: 4 }, card)).toBe(1);
    expect(cardsPerPageChoices('A4', defaultCardPayload({ cardType: 'traditional', cardGrid: 9 }))).toEqual([
      6,
    ]);
  });
});
