import type { CardPayload } from '@bingo/core';
import { CARD_DIMENSIONS, isStripCard, previewCard } from '@bingo/core';
import { layoutCard, renderSvg, STRIP_PREVIEW_PAGE, stripPreview } from '@bingo/render';

type PreviewedCard = Pick<CardPayload, 'cardType' | 'cardGrid'>;

/** The preview's page: a 90-ball card shows the printed strip page, others their card page. */
function previewPage(card: PreviewedCard): { width: number; height: number } {
  if (isStripCard(card)) return STRIP_PREVIEW_PAGE;
  const width = card.cardGrid === 9 ? CARD_DIMENSIONS.ninetyBallWidth : CARD_DIMENSIONS.width;
  return { width, height: CARD_DIMENSIONS.height };
}

export function cardAspectRatio(card: PreviewedCard): string {
  const { width, height } = previewPage(card);
  return `${width} / ${height}`;
}

/**
 * The card laid out by the shared engine and drawn as a standalone SVG string: a 90-ball card as the
 * strip of six tickets it prints as, any other card in list order (previewCard). Ids are prefixed so
 * several previews can share a page.
 */
export function renderCardSvg(card: CardPayload, idPrefix: string): string {
  const list = isStripCard(card) ? stripPreview(card) : layoutCard({ card, dealt: previewCard(card) });
  return renderSvg(list, { idPrefix, title: `Preview of the bingo card “${card.cardTitle || 'Untitled'}”` });
}
