import { describe, expect, it } from 'vitest';
import { CardPayloadSchema, defaultCardPayload, gridShape } from './card.ts';
import { CardStyleSchema } from './cardStyle.ts';

describe('card model', () => {
  it('C-1: a new card has the defaults of the spec', () => {
    const card = defaultCardPayload();
    expect(card.cardGrid).toBe(5);
    expect(card.cardTitle).toBe('My Bingo');
    expect(card.cardType).toBe('text');
    expect(card.cardSettings.freeSpace).toBe(true);
    expect(card.cardSettings.freeSpaceText).toBe('Free Space');
    expect(card.cardSettings.headerText).toBe('B,I,N,G,O');
    expect(card.cardSettings.showTitle).toBe(true);
    expect(card.cardStyle.maxFontSize).toBe(24);
    expect(card.playingSettings).toMatchObject({
      callsTime: 30,
      priorCalls: 5,
      patternForSize: 3,
      accentColor: 'indigo',
      gameMode: 'manual-call',
      markerStyle: 'outline-circle',
    });
  });

  it('C-2: grids other than 3, 4, 5 and 9 are refused', () => {
    for (const grid of [3, 4, 5, 9])
      expect(CardPayloadSchema.safeParse({ cardGrid: grid }).success).toBe(true);
    for (const grid of [0, 2, 6, 7, 8, 10, '5'])
      expect(CardPayloadSchema.safeParse({ cardGrid: grid }).success).toBe(false);
  });

  it('C-3: ownership and ids written by a client are dropped', () => {
    const parsed = CardPayloadSchema.parse({ userId: 'someone-else', cardId: 'x', cardTitle: 'Party' });
    expect(parsed).not.toHaveProperty('userId');
    expect(parsed).not.toHaveProperty('cardId');
    expect(parsed.cardTitle).toBe('Party');
  });

  it('C-4: colours, opacities and fonts outside their ranges are refused', () => {
    expect(CardStyleSchema.safeParse({ cardBgColor: 'red' }).success).toBe(false);
    expect(CardStyleSchema.safeParse({ cardBgOpacity: 1.5 }).success).toBe(false);
    expect(CardStyleSchema.safeParse({ itemFont: 'Comic Sans' }).success).toBe(false);
    expect(CardStyleSchema.safeParse({ itemFont: 'Lora', cardBgColor: '#00ff00' }).success).toBe(true);
  });

  it('the 90-ball grid is three rows of nine', () => {
    expect(gridShape(9)).toEqual({ rows: 3, columns: 9 });
    expect(gridShape(4)).toEqual({ rows: 4, columns: 4 });
  });
});
