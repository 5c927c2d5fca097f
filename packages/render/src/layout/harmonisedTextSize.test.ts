import { describe, expect, it } from 'vitest';
import { harmonisedTextSize } from './harmonisedTextSize.ts';

const box = { x: 0, y: 0, width: 80, height: 80 };
const font = { family: 'Poppins', weight: 400, maxSize: 24, minSize: 8 };

describe('harmonised item text size', () => {
  it('gives short items one shared size, the one the longest typical item needs', () => {
    const size = harmonisedTextSize(['Cat', 'Dog', 'Sunshine', 'Rainbow'], box, font);
    expect(size).toBeLessThan(24);
    expect(size).toBeGreaterThan(12);
  });

  it('does not let one very long item shrink every other square', () => {
    const words = ['Cat', 'Dog', 'Owl', 'Sun', 'Tea', 'Moon', 'Kite', 'Fish'];
    const alone = harmonisedTextSize(words, box, font);
    const withOutlier = harmonisedTextSize(
      [...words, 'Someone who has been to Antarctica and back twice in one year'],
      box,
      font,
    );
    expect(withOutlier).toBe(alone);
  });

  it('keeps the largest size when there is no text', () => {
    expect(harmonisedTextSize([], box, font)).toBe(24);
    expect(harmonisedTextSize(['  '], box, font)).toBe(24);
  });
});
