import { fontFace } from '../fonts/fontFace.ts';
import { type FitFont, type FitResult, fitText } from '../text/fitText.ts';
import type { Align, Rect, TextNode, TextRole } from './types.ts';

export interface TextPaint {
  color: string;
  align: Align;
  role: TextRole;
  cell?: number;
}

/** A text node for an already fitted text, vertically centred in `box`; null when nothing fits. */
export function placeFittedText(fit: FitResult, font: FitFont, box: Rect, paint: TextPaint): TextNode | null {
  if (fit.lines.length === 0) return null;
  const blockHeight = fit.lines.length * fit.lineHeight;
  const face = fontFace(font.family, font.weight);
  const x =
    paint.align === 'left' ? box.x : paint.align === 'right' ? box.x + box.width : box.x + box.width / 2;
  return {
    kind: 'text',
    x,
    y: box.y + (box.height - blockHeight) / 2 + fit.baselineOffset,
    lines: fit.lines,
    lineHeight: fit.lineHeight,
    fontSize: fit.fontSize,
    family: face.family,
    weight: face.weight,
    color: paint.color,
    align: paint.align,
    ...(fit.direction ? { direction: fit.direction } : {}),
    box,
    role: paint.role,
    ...(paint.cell === undefined ? {} : { cell: paint.cell }),
  };
}

/** Fits `text` into `box` and places it there; null when the text is empty or nothing fits. */
export function fittedText(text: string, box: Rect, font: FitFont, paint: TextPaint): TextNode | null {
  if (box.width <= 0 || box.height <= 0) return null;
  return placeFittedText(fitText(text, box, font), font, box, paint);
}
