import type { CardItems, Item } from '@bingo/core';
import { newTextItem } from '../../cards/itemFactory.ts';

export type ItemListKey = keyof CardItems;

/** The model allows 500 items per list (ItemSchema); paste and upload stop there. */
export const MAX_ITEMS = 500;
export const MAX_ITEM_LENGTH = 500;

export function moveItem(items: Item[], from: number, to: number): Item[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = items.slice();
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** One item per non-empty line, trimmed, cut to the item length, up to the list limit. */
export function linesToItems(text: string, existing: number): Item[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().slice(0, MAX_ITEM_LENGTH))
    .filter((line) => line.length > 0)
    .slice(0, Math.max(0, MAX_ITEMS - existing))
    .map((line) => newTextItem(line));
}

export function countLines(text: string): number {
  return text.split(/\r?\n/).filter((line) => line.trim().length > 0).length;
}
