import type { Item } from '../card/item.ts';

/** One square of a dealt card. `key` identifies the item in the game's pool (-1 free space, null empty). */
export interface DealtCell {
  key: number | null;
  item: Item | null;
  free: boolean;
}

/** One card instance: the squares in row-major order. */
export interface DealtCard {
  rows: number;
  columns: number;
  cells: DealtCell[];
}

export const EMPTY_CELL: DealtCell = { key: null, item: null, free: false };
export const FREE_CELL: DealtCell = { key: -1, item: null, free: true };
