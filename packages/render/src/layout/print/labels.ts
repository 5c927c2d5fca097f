import { DEFAULT_FONT, formatSerial } from '@bingo/core';
import { fittedText } from '../textNode.ts';
import type { Rect, TextNode } from '../types.ts';

const LABEL_COLOR = '#6b7280';

/**
 * The serial and set code of a card ("#0042 · Set K7QXPD"), in the bottom-right corner of its slot,
 * inside the card's own bottom margin so it never covers a square.
 */
export function serialLabel(slot: Rect, serial: number, setCode: string, margin: number): TextNode | null {
  const height = Math.min(margin * 0.55, 14);
  const box = {
    x: slot.x + margin,
    y: slot.y + slot.height - margin / 2 - height / 2,
    width: slot.width - 2 * margin,
    height,
  };
  return fittedText(
    `${formatSerial(serial)} · Set ${setCode}`,
    box,
    { family: DEFAULT_FONT, weight: 400, maxSize: Math.min(9, height * 0.8), minSize: 4 },
    { color: LABEL_COLOR, align: 'right', role: 'footer' },
  );
}

/** "Page 3 of 12", centred at the foot of the page. */
export function pageNumberLabel(
  page: { width: number; height: number },
  index: number,
  total: number,
): TextNode | null {
  const box = { x: page.width / 2 - 60, y: page.height - 16, width: 120, height: 11 };
  return fittedText(
    `Page ${index} of ${total}`,
    box,
    { family: DEFAULT_FONT, weight: 400, maxSize: 8, minSize: 5 },
    { color: LABEL_COLOR, align: 'center', role: 'footer' },
  );
}
