import { describe, expect, it } from 'vitest';
import { CardStyleSchema, defaultCardStyle } from './cardStyle.ts';
import { applyStylePreset, STYLE_PRESETS } from './stylePresets.ts';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const UPLOADED = { value: 'https://example.com/mine.png', upload: true };

describe('style presets', () => {
  it('offers at least twelve presets with unique ids and names', () => {
    expect(STYLE_PRESETS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(STYLE_PRESETS.map((p) => p.id)).size).toBe(STYLE_PRESETS.length);
    expect(new Set(STYLE_PRESETS.map((p) => p.name)).size).toBe(STYLE_PRESETS.length);
  });

  it('every preset parses as a card style', () => {
    for (const preset of STYLE_PRESETS) {
      expect(() => CardStyleSchema.parse(preset.style), preset.id).not.toThrow();
      expect(() => CardStyleSchema.strict().partial().parse(preset.style), preset.id).not.toThrow();
    }
  });

  it('every preset keeps text readable on its background (contrast of at least 3)', () => {
    for (const preset of STYLE_PRESETS) {
      const s = applyStylePreset(defaultCardStyle(), preset.id);
      const pairs: Array<[string, string, string]> = [
        ['item text on odd cells', s.textColor, s.gridColorOdd],
        ['item text on even cells', s.textColor, s.gridColorEven],
        ['header text on header', s.headerTextColor, s.headerBgColor],
        ['free space text', s.freeSpaceTextColor, s.freeSpaceColor],
        ['title on card', s.titleColor, s.cardBgColor],
        ['footer on card', s.footerTextColor, s.cardBgColor],
      ];
      for (const [what, fg, bg] of pairs) {
        expect(contrast(fg, bg), `${preset.id}: ${what} ${fg} on ${bg}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('applying a preset keeps the images the user uploaded', () => {
    const mine = {
      ...defaultCardStyle(),
      cardLogo: UPLOADED,
      cardBg: UPLOADED,
      cardBgOpacity: 0.4,
      gridBg: UPLOADED,
    };
    for (const preset of STYLE_PRESETS) {
      const styled = applyStylePreset(mine, preset.id);
      expect(styled.cardLogo).toEqual(UPLOADED);
      expect(styled.cardBg).toEqual(UPLOADED);
      expect(styled.cardBgOpacity).toBe(0.4);
      expect(styled.gridBg).toEqual(UPLOADED);
    }
  });

  it('gives the same look whatever preset came before', () => {
    const viaMidnight = applyStylePreset(applyStylePreset(defaultCardStyle(), 'midnight'), 'ocean');
    const direct = applyStylePreset(defaultCardStyle(), 'ocean');
    expect(viaMidnight).toEqual(direct);
    expect(direct.headerBgColor).toBe('#0e7490');
  });

  it('applying a preset twice changes nothing more, so the editor can tell which one is active', () => {
    for (const preset of STYLE_PRESETS) {
      const once = applyStylePreset(defaultCardStyle(), preset.id);
      expect(applyStylePreset(once, preset.id)).toEqual(once);
    }
  });

  it('an unknown preset changes nothing', () => {
    const style = { ...defaultCardStyle(), textColor: '#123456' };
    expect(applyStylePreset(style, 'no-such-preset')).toBe(style);
  });
});
