import { describe, expect, it } from 'vitest';
import { defaultCardPayload } from './card.ts';
import type { Item } from './item.ts';
import { isBlankCard, missingItemCount, requiredItemCount, trimItems, validItems } from './validation.ts';

const text = (value: string, i = 0): Item => ({
  id: `t${i}`,
  type: 'text',
  value,
  caption: '',
  imageURi: '',
  uploaded: false,
  uploadType: 'self',
});
const image = (uri: string, i = 0): Item => ({ ...text('', i), id: `i${i}`, type: 'image', imageURi: uri });
const words = (n: number) => Array.from({ length: n }, (_, i) => text(`word ${i}`, i));

describe('validation', () => {
  it('V-1: required items are grid squared minus the free space, and 0 for traditional', () => {
    expect(requiredItemCount(defaultCardPayload())).toBe(24);
    expect(requiredItemCount(defaultCardPayload({ cardSettings: { freeSpace: false } }))).toBe(25);
    expect(requiredItemCount(defaultCardPayload({ cardGrid: 3 }))).toBe(8);
    expect(requiredItemCount(defaultCardPayload({ cardGrid: 4, cardSettings: { freeSpace: false } }))).toBe(
      16,
    );
    expect(requiredItemCount(defaultCardPayload({ cardType: 'traditional' }))).toBe(0);
  });

  it('V-2: valid items depend on the card type', () => {
    const cardItems = { textItems: [text('a'), text('  ', 1)], imageItems: [image('/x.webp'), image('', 1)] };
    expect(validItems(defaultCardPayload({ cardType: 'text', cardItems })).length).toBe(1);
    expect(validItems(defaultCardPayload({ cardType: 'image', cardItems })).length).toBe(1);
    expect(validItems(defaultCardPayload({ cardType: 'combo', cardItems })).length).toBe(2);
  });

  it('V-3: a card with only empty items is blank, a traditional card never is', () => {
    expect(isBlankCard(defaultCardPayload())).toBe(true);
    expect(isBlankCard(defaultCardPayload({ cardItems: { textItems: [text(' ')] } }))).toBe(true);
    expect(isBlankCard(defaultCardPayload({ cardItems: { textItems: [text('hi')] } }))).toBe(false);
    expect(isBlankCard(defaultCardPayload({ cardType: 'traditional' }))).toBe(false);
  });

  it('V-4: missing items count down to zero and never below', () => {
    expect(missingItemCount(defaultCardPayload({ cardItems: { textItems: words(20) } }))).toBe(4);
    expect(missingItemCount(defaultCardPayload({ cardItems: { textItems: words(40) } }))).toBe(0);
  });

  it('V-5: lowering the count trims both lists in order', () => {
    const trimmed = trimItems(
      { textItems: words(5), imageItems: [image('/a', 0), image('/b', 1)] },
      { text: 2, image: 1 },
    );
    expect(trimmed.textItems.map((t) => t.value)).toEqual(['word 0', 'word 1']);
    expect(trimmed.imageItems.map((t) => t.imageURi)).toEqual(['/a']);
  });
});
