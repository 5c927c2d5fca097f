import type { CardPayload } from '@bingo/core';
import { applyStylePreset, defaultCardPayload } from '@bingo/core';
import { renderCardSvg } from '../../preview/renderCardSvg.ts';

const WORDS = ['Sun', 'Kite', 'Tea', 'Owl', 'Map', 'Hat', 'Bee', 'Cup'];

/** A tiny 3x3 card that shows a look's colours and fonts at thumbnail size. */
const THUMBNAIL_CARD: CardPayload = defaultCardPayload({
  cardTitle: 'Bingo',
  cardGrid: 3,
  cardItems: { textItems: WORDS.map((value, i) => ({ id: `t${i}`, type: 'text', value })), imageItems: [] },
  cardSettings: { headerText: 'B,I,N', freeSpaceText: 'Free' },
});

const cache = new Map<string, string>();

/** The thumbnail SVG of a preset, drawn once per page load (presets never change at run time). */
export function presetThumbnailSvg(presetId: string): string {
  let svg = cache.get(presetId);
  if (!svg) {
    const card = { ...THUMBNAIL_CARD, cardStyle: applyStylePreset(THUMBNAIL_CARD.cardStyle, presetId) };
    svg = renderCardSvg(card, `preset-${presetId}`);
    cache.set(presetId, svg);
  }
  return svg;
}
