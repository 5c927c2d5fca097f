import {
  type CardPayload,
  callSheet,
  dealPrintSet,
  effectiveCardsPerPage,
  PRINT_PAGE_SIZES,
  type PrintedCard,
  type PrintOptions,
} from '@bingo/core';
import type { DisplayList } from '../types.ts';
import { callerPages } from './callerPages.ts';
import { cardsPage } from './cardsPage.ts';
import { pageNumberLabel } from './labels.ts';
import { pageSlots } from './slots.ts';

/** Everything a print is made of: the card, the validated options and the set code. */
export interface PrintLayoutInput {
  card: CardPayload;
  options: PrintOptions;
  setCode: string;
  imageSizes?: Record<string, { width: number; height: number }>;
}

/** One page of a print: a display list of the whole page, and the serials of the cards on it. */
export interface PrintPage extends DisplayList {
  kind: 'cards' | 'caller';
  serials: number[];
}

/** How a print is paginated, known before any card is dealt (for progress and page numbers). */
export interface PrintPlan {
  page: { width: number; height: number };
  perPage: number;
  cardPages: number;
  callerPages: DisplayList[];
  totalPages: number;
}

export function printPlan(input: PrintLayoutInput): PrintPlan {
  const { card, options, setCode } = input;
  const page = PRINT_PAGE_SIZES[options.pageSize];
  const perPage = effectiveCardsPerPage(options, card);
  const cardPages = Math.ceil(options.count / perPage);
  const caller = options.includeCallerPages
    ? callerPages({
        card,
        calls: callSheet(card, setCode, options.limitCalls ? options.limitCallsValue : null),
        ordered: options.limitCalls,
        setCode,
        page,
        showCaptions: options.showCaptions,
      })
    : [];
  return { page, perPage, cardPages, callerPages: caller, totalPages: cardPages + caller.length };
}

function withPageNumber(page: PrintPage, index: number, total: number, show: boolean): PrintPage {
  if (!show) return page;
  const label = pageNumberLabel(page, index, total);
  return label ? { ...page, nodes: [...page.nodes, label] } : page;
}

/**
 * The pages of a print, one at a time (cards first, then caller pages), so that a 1,000-card print is
 * laid out and drawn page by page and never held whole. Cards come from dealPrintSet: unique, with
 * serials, re-creatable from the set code.
 */
export function* printPages(
  input: PrintLayoutInput,
  plan: PrintPlan = printPlan(input),
): Generator<PrintPage> {
  const { card, options, setCode } = input;
  const slots = pageSlots(plan.page, plan.perPage);
  let pageIndex = 0;
  let batch: PrintedCard[] = [];
  const flush = (): PrintPage => {
    pageIndex++;
    const page: PrintPage = {
      ...cardsPage(input, batch, plan.page, slots),
      kind: 'cards',
      serials: batch.map((c) => c.serial),
    };
    batch = [];
    return withPageNumber(page, pageIndex, plan.totalPages, options.showPageNumbers);
  };
  for (const printed of dealPrintSet(card, setCode, options.count)) {
    batch.push(printed);
    if (batch.length === plan.perPage) yield flush();
  }
  if (batch.length > 0) yield flush();
  for (const caller of plan.callerPages) {
    pageIndex++;
    yield withPageNumber(
      { ...caller, kind: 'caller', serials: [] },
      pageIndex,
      plan.totalPages,
      options.showPageNumbers,
    );
  }
}
