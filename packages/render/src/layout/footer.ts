import type { CardPayload } from '@bingo/core';
import { fitText } from '../text/fitText.ts';
import type { Section } from './section.ts';
import { placeFittedText } from './textNode.ts';
import type { DisplayNode, Rect } from './types.ts';

/** The footer line(s) along the bottom: at most two lines at the footer font size or smaller. */
export function footerSection(card: CardPayload, content: Rect, scale: number): Section | null {
  const style = card.cardStyle;
  const text = card.cardSettings.footerVisiblity ? card.cardSettings.footerText.trim() : '';
  if (!text) return null;
  const font = {
    family: style.footerFont,
    weight: 400,
    maxSize: style.footerFontSize * scale,
    minSize: Math.min(8, style.footerFontSize) * scale,
    maxLines: 2,
  };
  const fit = fitText(text, { width: content.width, height: content.height * 0.1 }, font);
  const height = fit.lines.length * fit.lineHeight;
  if (height <= 0) return null;
  return {
    height,
    draw(top): DisplayNode[] {
      const box = { x: content.x, y: top, width: content.width, height };
      const node = placeFittedText(fit, font, box, {
        color: style.footerTextColor,
        align: style.footerTextAlign,
        role: 'footer',
      });
      return node ? [node] : [];
    },
  };
}
