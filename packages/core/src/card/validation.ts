import type { CardPayload } from './card.ts';
import { gridShape } from './card.ts';
import type { CardItems, Item } from './item.ts';
import { isValidItem } from './item.ts';

type CardShape = Pick<CardPayload, 'cardType' | 'cardGrid' | 'cardItems' | 'cardSettings'>;

/** Whether this card's grid has a free-space cell (square grids only; never the 90-ball ticket). */
export function hasFreeSpace(card: Pick<CardPayload, 'cardGrid' | 'cardSettings' | 'cardType'>): boolean {
  return card.cardGrid !== 9 && card.cardSettings.freeSpace;
}

/** V-1: squares to fill = grid squared, minus one with a free space; 0 for traditional cards. */
export function requiredItemCount(card: CardShape): number {
  if (card.cardType === 'traditional') return 0;
  const { rows, columns } = gridShape(card.cardGrid);
  return rows * columns - (hasFreeSpace(card) ? 1 : 0);
}

/** V-2: the valid items of the card's type (text, image, or both for combo). */
export function validItems(card: Pick<CardPayload, 'cardType' | 'cardItems'>): Item[] {
  const { textItems, imageItems } = card.cardItems;
  switch (card.cardType) {
    case 'text':
      return textItems.filter(isValidItem);
    case 'image':
      return imageItems.filter(isValidItem);
    case 'combo':
      return [...textItems, ...imageItems].filter(isValidItem);
    case 'traditional':
      return [];
  }
}

/** V-3: a card is blank when it has no valid item for its type; traditional cards never are. */
export function isBlankCard(card: CardShape): boolean {
  return card.cardType !== 'traditional' && validItems(card).length === 0;
}

/** V-4: how many more items the card needs to fill every square once (0 when it has enough). */
export function missingItemCount(card: CardShape): number {
  return Math.max(0, requiredItemCount(card) - validItems(card).length);
}

/** V-5: lowering the item count trims text and image lists to the new counts, keeping their order. */
export function trimItems(items: CardItems, counts: { text: number; image: number }): CardItems {
  return {
    textItems: items.textItems.slice(0, Math.max(0, counts.text)),
    imageItems: items.imageItems.slice(0, Math.max(0, counts.image)),
  };
}
