import type { CardPayload } from '@bingo/core';
import { fitText } from '../text/fitText.ts';
import type { Section } from './section.ts';
import { placeFittedText } from './textNode.ts';
import type { DisplayNode, Rect } from './types.ts';

/** The title may take up to this share of the card's content height. */
const MAX_TITLE_SHARE = 0.2;
const LOGO_SIZE = 64;

/**
 * The title band: the fitted title (at most two lines) and the logo beside it. A centred title keeps
 * the same space free on both sides so that it stays centred on the card.
 */
export function titleSection(card: CardPayload, content: Rect, scale: number): Section | null {
  const style = card.cardStyle;
  const title = card.cardSettings.showTitle ? card.cardTitle.trim() : '';
  const logo = style.cardLogo.value.trim();
  if (!title && !logo) return null;
  const logoSize = logo ? LOGO_SIZE * scale : 0;
  const logoGap = logo ? 12 * scale : 0;
  const align = style.titleTextAlign;
  const logoSide = logoSize + logoGap;
  const reserved = logoSide * (align === 'center' ? 2 : 1);
  const font = {
    family: style.titleFont,
    weight: style.titleFontWeight,
    maxSize: style.titleFontSize * scale,
    minSize: Math.min(12, style.titleFontSize) * scale,
    maxLines: 2,
  };
  const width = content.width - reserved;
  const fit = title ? fitText(title, { width, height: content.height * MAX_TITLE_SHARE }, font) : null;
  const height = Math.max(logoSize, fit ? fit.lines.length * fit.lineHeight : 0);

  return {
    height,
    draw(top) {
      const nodes: DisplayNode[] = [];
      const logoOnRight = align === 'left';
      if (fit) {
        const x = content.x + (logoOnRight ? 0 : logoSide);
        const text = placeFittedText(
          fit,
          font,
          { x, y: top, width, height },
          { color: style.titleColor, align, role: 'title' },
        );
        if (text) nodes.push(text);
      }
      if (logo) {
        const x = !fit
          ? content.x + (content.width - logoSize) / 2
          : logoOnRight
            ? content.x + content.width - logoSize
            : content.x;
        nodes.push({
          kind: 'image',
          x,
          y: top + (height - logoSize) / 2,
          width: logoSize,
          height: logoSize,
          href: logo,
          fit: 'contain',
          opacity: 1,
          role: 'logo',
        });
      }
      return nodes;
    },
  };
}
