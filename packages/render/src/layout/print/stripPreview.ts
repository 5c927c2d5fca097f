import {
  type CardPayload,
  dealStrip,
  isStripCard,
  PRINT_DEFAULTS,
  PRINT_PAGE_SIZES,
  PrintOptionsSchema,
  STRIP_SIZE,
  seededRandom,
} from '@bingo/core';
import type { DisplayList } from '../types.ts';
import { cardsPage } from './cardsPage.ts';
import { pageSlots } from './slots.ts';

/** A fixed deal, so that the preview does not reshuffle on every edit or differ between visitors. */
export const STRIP_PREVIEW_SEED = 90;

/** The page a strip preview shows: the print's default page size. */
export const STRIP_PREVIEW_PAGE = PRINT_PAGE_SIZES[PRINT_DEFAULTS.pageSize];

/**
 * A 90-ball card as it prints: a strip of six tickets (together 1..90 once) on a page, laid out by the
 * same composition as the PDF, with the print's default settings. A lone 3x9 ticket in a tall card
 * frame looked mostly empty and was not what the host gets on paper. Serials are left out: a preview
 * belongs to no set.
 */
export function stripPreview(card: CardPayload, page = STRIP_PREVIEW_PAGE): DisplayList {
  if (!isStripCard(card)) throw new Error('stripPreview: not a 90-ball card');
  const options = PrintOptionsSchema.parse({});
  const strip = dealStrip(seededRandom(STRIP_PREVIEW_SEED));
  const cards = strip.map((dealt, i) => ({ dealt, serial: i + 1 }));
  return cardsPage({ card, options, setCode: null }, cards, page, pageSlots(page, STRIP_SIZE));
}
