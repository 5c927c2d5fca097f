import { FONT_FAMILIES } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { EMOJI_WIDTH_EM, fontAscent, lineHeight, measureText } from './measureText.ts';

describe('measureText', () => {
  it('has metrics for every bundled family and weight', () => {
    for (const f of FONT_FAMILIES) {
      for (const w of f.weights) {
        expect(measureText('Bingo', f.family, w, 10)).toBeGreaterThan(10);
        expect(lineHeight(f.family, w, 10)).toBeGreaterThanOrEqual(12);
        expect(fontAscent(f.family, w, 10)).toBeGreaterThan(5);
      }
    }
  });

  it('scales linearly with the font size and adds up over the text', () => {
    const one = measureText('Hello', 'Inter', 400, 10);
    expect(measureText('Hello', 'Inter', 400, 20)).toBeCloseTo(one * 2);
    expect(measureText('HelloHello', 'Inter', 400, 10)).toBeCloseTo(one * 2);
  });

  it('bold is wider than regular, and single-weight families measure bold as regular', () => {
    expect(measureText('Bingo night', 'Poppins', 700, 10)).toBeGreaterThan(
      measureText('Bingo night', 'Poppins', 400, 10),
    );
    expect(measureText('Bingo', 'Bangers', 700, 10)).toBe(measureText('Bingo', 'Bangers', 400, 10));
  });

  it('counts code points, not UTF-16 units: an emoji is one emoji wide', () => {
    expect(measureText('🎉', 'Poppins', 400, 10)).toBeCloseTo(EMOJI_WIDTH_EM * 10);
    expect(measureText('👨‍👩‍👧', 'Poppins', 400, 10)).toBeCloseTo(EMOJI_WIDTH_EM * 10);
    expect(measureText('🇬🇧', 'Poppins', 400, 10)).toBeCloseTo(EMOJI_WIDTH_EM * 10);
    expect(measureText('👍🏽', 'Poppins', 400, 10)).toBeCloseTo(EMOJI_WIDTH_EM * 10);
  });

  it('gives characters a font lacks a generous width', () => {
    // Poppins has no Hebrew, Cyrillic or CJK glyphs.
    expect(measureText('ש', 'Poppins', 400, 10)).toBeGreaterThanOrEqual(6);
    expect(measureText('Ж', 'Poppins', 400, 10)).toBeGreaterThanOrEqual(6);
    expect(measureText('漢', 'Poppins', 400, 10)).toBe(10);
    expect(measureText('e\u0301', 'Poppins', 400, 10)).toBeCloseTo(measureText('e', 'Poppins', 400, 10), 1);
  });

  it('measures an unknown family as the default font', () => {
    expect(measureText('Bingo', 'Comic Sans', 400, 10)).toBe(measureText('Bingo', 'Poppins', 400, 10));
  });
});
