import {
  CARD_DIMENSIONS,
  type CardPayload,
  callSheet,
  dealPrintSet,
  effectiveCardsPerPage,
  PRINT_PAGE_SIZES,
  type PrintedCard,
  type PrintOptions,
} from '@bingo/core';
import { layoutCard } from '../layoutCard.ts';
import type { DisplayList, DisplayNode, Rect } from '../types.ts';
import { callerPages } from './callerPages.ts';
import { humanBingo } from './humanBingo.ts';
import { pageNumberLabel, serialLabel } from './labels.ts';
import { pageSlots } from './slots.ts';
import { translateCells, translateNode } from './translate.ts';

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

/** One card laid out in its slot: the editor's layout at the slot's size, then serial and set code. */
function cardInSlot(
  input: PrintLayoutInput,
  printed: PrintedCard,
  slot: Rect,
): { nodes: DisplayNode[]; list: DisplayList } {
  const { card, options, setCode } = input;
  let list = layoutCard({
    card,
    dealt: printed.dealt,
    width: slot.width,
    height: slot.height,
    showCaptions: options.showCaptions,
    maxFontSize: options.maxFontSize,
    ...(input.imageSizes ? { imageSizes: input.imageSizes } : {}),
  });
  if (options.humanBingo) list = humanBingo(list);
  const baseWidth =
    printed.dealt.rows === printed.dealt.columns ? CARD_DIMENSIONS.width : CARD_DIMENSIONS.ninetyBallWidth;
  const margin = 36 * Math.min(slot.width / baseWidth, slot.height / CARD_DIMENSIONS.height);
  const nodes = list.nodes.map((node) => translateNode(node, slot.x, slot.y));
  const label = serialLabel(slot, printed.serial, setCode, margin);
  if (label) nodes.push(label);
  return { nodes, list: { ...list, cells: translateCells(list.cells, slot.x, slot.y) } };
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
    const nodes: DisplayNode[] = [];
    const cells: DisplayList['cells'] = [];
    batch.forEach((printed, i) => {
      const placed = cardInSlot(input, printed, slots[i]!);
      nodes.push(...placed.nodes);
      cells.push(...placed.list.cells);
    });
    pageIndex++;
    const page: PrintPage = {
      ...plan.page,
      nodes,
      cells,
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
