import { CARD_DIMENSIONS, type CardPayload, type DealtCard } from '@bingo/core';
import { cardBackground, cardBorder } from './cardFrame.ts';
import { footerSection } from './footer.ts';
import { drawGrid } from './grid.ts';
import { type GridGeometry, gridGeometry } from './gridGeometry.ts';
import type { Section } from './section.ts';
import { titleSection } from './title.ts';
import type { DisplayList, DisplayNode, LayoutInput, Rect } from './types.ts';

const MARGIN = 36;
const SECTION_GAP = 16;

/**
 * Lays out one dealt card: background, title and logo, header row, grid and contents, footer and
 * border, as a display list in points that the SVG and PDF renderers draw alike. Sizes scale with
 * the page; the default page is CARD_DIMENSIONS.
 */
export function layoutCard(input: LayoutInput): DisplayList {
  const { card, dealt } = input;
  const baseWidth = dealt.rows === dealt.columns ? CARD_DIMENSIONS.width : CARD_DIMENSIONS.ninetyBallWidth;
  const width = input.width ?? baseWidth;
  const height = input.height ?? CARD_DIMENSIONS.height;
  const scale = Math.min(width / baseWidth, height / CARD_DIMENSIONS.height);
  const margin = MARGIN * scale;
  const gap = SECTION_GAP * scale;
  const content = { x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin };
  const { title, footer, geometry } = planSections(card, dealt, content, scale, gap);
  const titleSpace = spaceFor(title, gap);
  const footerSpace = spaceFor(footer, gap);

  // Title and grid sit together, centred in the space above the footer.
  let top = content.y + (content.height - footerSpace - titleSpace - geometry.height) / 2;
  const nodes: DisplayNode[] = cardBackground(input, width, height, scale);
  if (title) {
    nodes.push(...title.draw(top));
    top += titleSpace;
  }
  const origin = { x: content.x + (content.width - geometry.width) / 2, y: top };
  const grid = drawGrid({ input, geometry, origin, scale });
  nodes.push(...grid.nodes);
  if (footer) nodes.push(...footer.draw(content.y + content.height - footer.height));
  nodes.push(...cardBorder(card.cardStyle, width, height, scale));
  return { width, height, nodes, cells: grid.cells };
}

/**
 * Title, footer and grid sizes. Title and footer span the grid's width; a taller title leaves less
 * height for a square grid, which then narrows, so the two settle in a few rounds (widths only shrink).
 */
function planSections(card: CardPayload, dealt: DealtCard, content: Rect, scale: number, gap: number) {
  const { cardStyle: style, cardSettings: settings } = card;
  const header =
    settings.headerVisibility &&
    dealt.rows === dealt.columns &&
    settings.headerText.replace(/[\s,]/g, '') !== '';
  let band = content;
  for (let round = 0; ; round++) {
    const title = titleSection(card, band, scale);
    const footer = footerSection(card, band, scale);
    const geometry: GridGeometry = gridGeometry({
      rows: dealt.rows,
      columns: dealt.columns,
      header,
      gap: style.gridGap * scale,
      scale,
      available: { width: band.width, height: content.height - spaceFor(title, gap) - spaceFor(footer, gap) },
    });
    if (geometry.width >= band.width - 0.5 || round === 3) return { title, footer, geometry };
    band = { ...content, x: content.x + (content.width - geometry.width) / 2, width: geometry.width };
  }
}

function spaceFor(section: Section | null, gap: number): number {
  return section ? section.height + gap : 0;
}
