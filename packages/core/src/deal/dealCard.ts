import type { CardPayload } from '../card/card.ts';
import { gridShape } from '../card/card.ts';
import type { BallCount } from '../card/constants.ts';
import { FREE_SPACE_INDEX } from '../card/constants.ts';
import { ballCountForGrid, columnRanges, numberItem } from '../card/traditional.ts';
import { hasFreeSpace, validItems } from '../card/validation.ts';
import type { Random } from '../random.ts';
import { shuffled } from '../random.ts';
import type { DealtCard, DealtCell } from './dealtCard.ts';
import { EMPTY_CELL, FREE_CELL } from './dealtCard.ts';
import { dealNinetyBallTicket } from './ninetyBall.ts';

export type DealableCard = Pick<CardPayload, 'cardType' | 'cardGrid' | 'cardItems' | 'cardSettings'>;

/** The index of the free-space cell, or -1 when the card has none (rule D-3). */
export function freeSpaceIndex(card: Pick<CardPayload, 'cardGrid' | 'cardSettings' | 'cardType'>): number {
  if (!hasFreeSpace(card) || card.cardGrid === 9) return -1;
  return FREE_SPACE_INDEX[card.cardGrid];
}

/**
 * The items of one card instance (rules D-1..D-5): a random choice of the card's valid items
 * (or numbers from each column's range for traditional cards), with the free space in its place.
 * Randomness is a parameter so that print and the live game can reproduce any card from a seed.
 */
export function dealCard(card: DealableCard, random: Random): DealtCard {
  if (card.cardType === 'traditional') {
    if (card.cardGrid === 9) return dealNinetyBallTicket(random);
    return dealTraditionalSquare(card, ballCountForGrid(card.cardGrid), random);
  }
  return dealItemCard(card, random);
}

function dealItemCard(card: DealableCard, random: Random): DealtCard {
  const { rows, columns } = gridShape(card.cardGrid);
  const free = freeSpaceIndex(card);
  const pool = validItems(card).map((item, key) => ({ item, key }));
  const chosen = shuffled(pool, random);
  const cells: DealtCell[] = [];
  let next = 0;
  for (let i = 0; i < rows * columns; i++) {
    if (i === free) {
      cells.push(FREE_CELL);
      continue;
    }
    const pick = chosen[next++];
    cells.push(pick ? { key: pick.key, item: pick.item, free: false } : EMPTY_CELL);
  }
  return { rows, columns, cells };
}

function dealTraditionalSquare(card: DealableCard, ballCount: BallCount, random: Random): DealtCard {
  const { rows, columns } = gridShape(card.cardGrid);
  const free = freeSpaceIndex(card);
  const columnNumbers = columnRanges(ballCount).map((range) => {
    const all = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
    const picked = shuffled(all, random).slice(0, rows);
    return card.cardSettings.traditionalRandomization ? picked : picked.sort((a, b) => a - b);
  });
  const cells: DealtCell[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const index = r * columns + c;
      const n = columnNumbers[c]![r]!;
      cells.push(index === free ? FREE_CELL : { key: n, item: numberItem(n), free: false });
    }
  }
  return { rows, columns, cells };
}
