import { CARD_DIMENSIONS, type CardPayload, type DealtCard, type PrintOptions } from '@bingo/core';
import { layoutCard } from '../layoutCard.ts';
import type { DisplayList, DisplayNode, Rect } from '../types.ts';
import { humanBingo } from './humanBingo.ts';
import { serialLabel } from './labels.ts';
import { translateCells, translateNode } from './translate.ts';

/** What a page of cards is laid out from (a print, or a preview of one). */
export interface CardsPageInput {
  card: CardPayload;
  options: Pick<PrintOptions, 'showCaptions' | 'maxFontSize' | 'humanBingo'>;
  /** The set code printed next to each serial; null for a preview, which has no set. */
  setCode: string | null;
  imageSizes?: Record<string, { width: number; height: number }>;
}

/** A card to place: its deal, and its serial in the set (unused without a set code). */
export interface PlacedCard {
  dealt: DealtCard;
  serial: number;
}

/** One card laid out in its slot: the editor's layout at the slot's size, then serial and set code. */
function cardInSlot(input: CardsPageInput, placed: PlacedCard, slot: Rect): DisplayList {
  const { card, options, setCode } = input;
  let list = layoutCard({
    card,
    dealt: placed.dealt,
    width: slot.width,
    height: slot.height,
    showCaptions: options.showCaptions,
    maxFontSize: options.maxFontSize,
    ...(input.imageSizes ? { imageSizes: input.imageSizes } : {}),
  });
  if (options.humanBingo) list = humanBingo(list);
  const nodes = list.nodes.map((node) => translateNode(node, slot.x, slot.y));
  if (setCode !== null) {
    const baseWidth =
      placed.dealt.rows === placed.dealt.columns ? CARD_DIMENSIONS.width : CARD_DIMENSIONS.ninetyBallWidth;
    const margin = 36 * Math.min(slot.width / baseWidth, slot.height / CARD_DIMENSIONS.height);
    const label = serialLabel(slot, placed.serial, setCode, margin);
    if (label) nodes.push(label);
  }
  return { ...list, nodes, cells: translateCells(list.cells, slot.x, slot.y) };
}

/**
 * The cards of one page, each in its slot (see pageSlots): the one composition both the PDF and the
 * on-screen preview of a 90-ball strip draw, so that what the editor shows is what prints.
 */
export function cardsPage(
  input: CardsPageInput,
  cards: PlacedCard[],
  page: { width: number; height: number },
  slots: Rect[],
): DisplayList {
  const nodes: DisplayNode[] = [];
  const cells: DisplayList['cells'] = [];
  cards.forEach((placed, i) => {
    const list = cardInSlot(input, placed, slots[i]!);
    nodes.push(...list.nodes);
    cells.push(...list.cells);
  });
  return { width: page.width, height: page.height, nodes, cells };
}
