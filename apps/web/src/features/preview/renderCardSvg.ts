import type { CardPayload } from '@bingo/core';
import { CARD_DIMENSIONS, previewCard } from '@bingo/core';
import { layoutCard, renderSvg } from '@bingo/render';

export function cardAspectRatio(card: Pick<CardPayload, 'cardGrid'>): string {
  const width = card.cardGrid === 9 ? CARD_DIMENSIONS.ninetyBallWidth : CARD_DIMENSIONS.width;
  return `${width} / ${CARD_DIMENSIONS.height}`;
}

/**
 * The card in list order (previewCard), laid out by the shared engine and drawn as a standalone SVG
 * string. Ids are prefixed so several previews can share a page.
 */
export function renderCardSvg(card: CardPayload, idPrefix: string): string {
  const list = layoutCard({ card, dealt: previewCard(card) });
  return renderSvg(list, { idPrefix, title: `Preview of the bingo card “${card.cardTitle || 'Untitled'}”` });
}
