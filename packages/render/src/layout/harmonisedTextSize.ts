import { type FitFont, fitText } from '../text/fitText.ts';
import type { Rect } from './types.ts';

/** Items fitted this much smaller than the typical item are outliers and keep their own size. */
const OUTLIER_RATIO = 0.7;

/**
 * One text size for the card's items, so that a grid reads evenly instead of every square picking its
 * own size: the smallest size any typical item needs in the cell box. Items that need far less (a long
 * sentence among single words) are left to shrink on their own rather than shrinking everyone.
 * Returns `font.maxSize` when there are no text items.
 */
export function harmonisedTextSize(texts: readonly string[], box: Rect, font: FitFont): number {
  if (box.width <= 0 || box.height <= 0) return font.maxSize;
  const sizes = texts
    .filter((t) => t.trim().length > 0)
    .map((t) => fitText(t, box, font).fontSize)
    .sort((a, b) => a - b);
  if (sizes.length === 0) return font.maxSize;
  const median = sizes[Math.floor(sizes.length / 2)]!;
  const typical = sizes.filter((s) => s >= median * OUTLIER_RATIO);
  return typical[0] ?? font.maxSize;
}
