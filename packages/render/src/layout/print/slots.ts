import type { Rect } from '../types.ts';

/** White space around and between cards when a page holds more than one, so they can be cut apart. */
export const SLOT_GUTTER = 18;

/**
 * Where the cards of one page go (rule R-9): one card fills the page as the editor shows it; two are
 * stacked (each a landscape half, which keeps square grids large); four make a 2x2 grid; six (a 90-ball
 * strip) are stacked tickets.
 */
export function pageSlots(page: { width: number; height: number }, perPage: number): Rect[] {
  if (perPage <= 1) return [{ x: 0, y: 0, width: page.width, height: page.height }];
  const columns = perPage === 4 ? 2 : 1;
  const rows = Math.ceil(perPage / columns);
  const g = SLOT_GUTTER;
  const width = (page.width - g * (columns + 1)) / columns;
  const height = (page.height - g * (rows + 1)) / rows;
  return Array.from({ length: perPage }, (_, i) => ({
    x: g + (i % columns) * (width + g),
    y: g + Math.floor(i / columns) * (height + g),
    width,
    height,
  }));
}
