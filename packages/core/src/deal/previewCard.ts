import { gridShape } from '../card/card.ts';
import { ballCountForGrid, columnRanges, numberItem } from '../card/traditional.ts';
import { validItems } from '../card/validation.ts';
import type { DealableCard } from './dealCard.ts';
import { freeSpaceIndex } from './dealCard.ts';
import type { DealtCard, DealtCell } from './dealtCard.ts';
import { EMPTY_CELL, FREE_CELL } from './dealtCard.ts';

/**
 * The card as the editor shows it (rule D-6): items in list order, so the person editing sees each
 * change where they made it. Traditional cards show the lowest numbers of each column; a 90-ball
 * preview shows a fixed, valid ticket shape.
 */
export function previewCard(card: DealableCard): DealtCard {
  const { rows, columns } = gridShape(card.cardGrid);
  if (card.cardType === 'traditional') return previewTraditional(card, rows, columns);
  const free = freeSpaceIndex(card);
  const items = validItems(card);
  const cells: DealtCell[] = [];
  let next = 0;
  for (let i = 0; i < rows * columns; i++) {
    if (i === free) {
      cells.push(FREE_CELL);
      continue;
    }
    const item = items[next];
    cells.push(item ? { key: next, item, free: false } : EMPTY_CELL);
    next++;
  }
  return { rows, columns, cells };
}

/** A fixed 90-ball ticket shape: five numbers a row, every column used. */
const NINETY_BALL_PREVIEW_ROWS = [
  [0, 2, 4, 6, 8],
  [1, 3, 4, 5, 7],
  [0, 2, 5, 7, 8],
];

function previewTraditional(card: DealableCard, rows: number, columns: number): DealtCard {
  const ranges = columnRanges(ballCountForGrid(card.cardGrid));
  const free = freeSpaceIndex(card);
  const used = Array<number>(columns).fill(0);
  const cells: DealtCell[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const index = r * columns + c;
      const filled = card.cardGrid === 9 ? NINETY_BALL_PREVIEW_ROWS[r]!.includes(c) : true;
      if (index === free) cells.push(FREE_CELL);
      else if (!filled) cells.push(EMPTY_CELL);
      else {
        const n = ranges[c]!.min + used[c]! * (card.cardGrid === 9 ? 1 : 3);
        used[c] = used[c]! + 1;
        cells.push({ key: n, item: numberItem(n), free: false });
      }
    }
  }
  return { rows, columns, cells };
}
