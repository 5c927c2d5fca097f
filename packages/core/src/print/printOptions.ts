import { z } from 'zod';
import type { CardPayload } from '../card/card.ts';
import { isStripCard, STRIP_SIZE } from './dealSet.ts';
import { normalizeSetCode } from './setCode.ts';

/** Print page sizes in points (spec §9). */
export const PRINT_PAGE_SIZES = {
  A5: { width: 437, height: 612 },
  A4: { width: 612, height: 859 },
  Letter: { width: 629, height: 808 },
} as const;
export type PrintPageSize = keyof typeof PRINT_PAGE_SIZES;
export const PRINT_PAGE_SIZE_NAMES = Object.keys(PRINT_PAGE_SIZES) as [PrintPageSize, ...PrintPageSize[]];

/** Spec §9 print defaults: paper A5, 20 cards, captions shown, max print font 40. */
export const PRINT_DEFAULTS = { pageSize: 'A5', count: 20, maxFontSize: 40, showCaptions: true } as const;
/** Cards in one file (rule R-1). */
export const MAX_PRINT_CARDS = 1000;
export const MIN_PRINT_FONT_SIZE = 10;
export const MAX_PRINT_FONT_SIZE = 40;

const MESSAGES = {
  count: `Choose between 1 and ${MAX_PRINT_CARDS} cards.`,
  pageSize: 'Choose a page size: A5, A4 or Letter.',
  setCode: 'A set code has 6 letters and digits, like K7QXPD.',
} as const;

/** What the print form sends (and what a reprint needs): validated by the server, shared with the web app. */
export const PrintOptionsSchema = z.object({
  pageSize: z.enum(PRINT_PAGE_SIZE_NAMES, { error: MESSAGES.pageSize }).default(PRINT_DEFAULTS.pageSize),
  count: z
    .number({ error: MESSAGES.count })
    .int(MESSAGES.count)
    .min(1, MESSAGES.count)
    .max(MAX_PRINT_CARDS, MESSAGES.count)
    .default(PRINT_DEFAULTS.count),
  cardsPerPage: z.union([z.literal(1), z.literal(2), z.literal(4)]).default(1),
  includeCallerPages: z.boolean().default(false),
  showPageNumbers: z.boolean().default(true),
  humanBingo: z.boolean().default(false),
  limitCalls: z.boolean().default(false),
  limitCallsValue: z.number().int().min(1).max(1000).default(50),
  showCaptions: z.boolean().default(PRINT_DEFAULTS.showCaptions),
  maxFontSize: z
    .number()
    .min(MIN_PRINT_FONT_SIZE)
    .max(MAX_PRINT_FONT_SIZE)
    .default(PRINT_DEFAULTS.maxFontSize),
  /** Reprint an existing set; a new set code is made when absent. */
  setCode: z
    .string()
    .transform((value, ctx) => {
      const code = normalizeSetCode(value);
      if (code === null) ctx.addIssue({ code: 'custom', message: MESSAGES.setCode });
      return code ?? '';
    })
    .optional(),
});
export type PrintOptions = z.output<typeof PrintOptionsSchema>;
export type PrintOptionsInput = z.input<typeof PrintOptionsSchema>;

/**
 * How many cards a page of this size holds (rule R-9): A5 one; A4 and Letter one, two or four. A 90-ball
 * strip of six tickets always fills one page of any size.
 */
export function cardsPerPageChoices(
  pageSize: PrintPageSize,
  card: Pick<CardPayload, 'cardType' | 'cardGrid'>,
): number[] {
  if (isStripCard(card)) return [STRIP_SIZE];
  return pageSize === 'A5' ? [1] : [1, 2, 4];
}

/** The cards per page actually used: the requested number when the size allows it, else the largest allowed. */
export function effectiveCardsPerPage(
  options: Pick<PrintOptions, 'pageSize' | 'cardsPerPage'>,
  card: Pick<CardPayload, 'cardType' | 'cardGrid'>,
): number {
  const choices = cardsPerPageChoices(options.pageSize, card);
  return choices.includes(options.cardsPerPage)
    ? options.cardsPerPage
    : Math.max(...choices.filter((c) => c <= options.cardsPerPage), choices[0]!);
}
