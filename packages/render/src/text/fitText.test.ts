import { FONT_FAMILIES } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { measureText } from '../fonts/measureText.ts';
import { type FitFont, fitText } from './fitText.ts';
import { extendsCluster } from './unicode.ts';

const POPPINS: FitFont = { family: 'Poppins', weight: 400, maxSize: 24, minSize: 8 };

const SAMPLES = {
  oneCharacter: 'I',
  twoHundredCharacters: 'Someone who has travelled to every continent and '.repeat(4),
  veryLongWord: 'Pneumonoultramicroscopicsilicovolcanoconiosis',
  wordSoup: 'Supercalifragilisticexpialidocious antidisestablishmentarianism floccinaucinihilipilification',
  cyrillic: 'Никогда не был за границей и не видел моря',
  greek: 'Ελληνικά γράμματα και αριθμοί',
  accented: 'Café crème brûlée, señor Müller, Łódź, Ærøskøbing',
  decomposed: 'Cafe\u0301 cre\u0300me bru\u0302le\u0301e',
  emoji: '🎉 Party time 🥳🎂👨‍👩‍👧‍👦 🇬🇧🇺🇸 👍🏽',
  emojiOnly: '😀😃😄😁😆😅😂🤣🥲☺️😊😇🙂🙃😉😌😍🥰😘😗😙😚😋😛😝😜🤪🤨🧐🤓😎🥸🤩🥳',
  hebrew: 'שלום עולם, מה שלומך היום?',
  arabic: 'مرحبا بالعالم كيف حالك اليوم',
  cjk: '漢字とひらがなのテスト文章です',
  hyphens: 'well-known and/or self-employed — twenty-one',
  newlines: 'First line\nSecond line\n\nThird',
};

const BOXES = [5, 12, 24, 40, 64, 90, 140, 300].flatMap((width) =>
  [6, 10, 16, 30, 60, 90, 200].map((height) => ({ width, height })),
);

const FACES = FONT_FAMILIES.flatMap((f) => f.weights.map((weight) => ({ family: f.family, weight })));

function expectInside(text: string, box: { width: number; height: number }, font: FitFont) {
  const fit = fitText(text, box, font);
  for (const line of fit.lines) {
    expect(measureText(line, font.family, font.weight, fit.fontSize)).toBeLessThanOrEqual(box.width + 1e-6);
  }
  expect(fit.lines.length * fit.lineHeight).toBeLessThanOrEqual(box.height + 1e-6);
  return fit;
}

describe('fitText', () => {
  it('a short word gets the largest size', () => {
    const fit = fitText('Cat', { width: 90, height: 90 }, POPPINS);
    expect(fit).toMatchObject({ fontSize: 24, lines: ['Cat'], truncated: false });
  });

  it('a long sentence gets smaller or wraps, without breaking words', () => {
    const text = 'Someone who has been to Antarctica twice';
    const fit = fitText(text, { width: 90, height: 90 }, POPPINS);
    expect(fit.fontSize < 24 || fit.lines.length > 1).toBe(true);
    expect(fit.lines.join(' ')).toBe(text);
  });

  it('shrinks before it breaks a word', () => {
    const fit = fitText('Extraordinary', { width: 90, height: 90 }, POPPINS);
    expect(fit.lines).toEqual(['Extraordinary']);
    expect(fit.fontSize).toBeLessThan(24);
    expect(fit.fontSize).toBeGreaterThan(8);
  });

  it('picks the largest size in 0.5 pt steps', () => {
    const fit = fitText('Someone who has been to Antarctica', { width: 90, height: 90 }, POPPINS);
    expect(fit.fontSize * 2).toBe(Math.round(fit.fontSize * 2));
    const larger = fitText(
      'Someone who has been to Antarctica',
      { width: 90, height: 90 },
      {
        ...POPPINS,
        minSize: fit.fontSize + 0.5,
      },
    );
    expect(larger.fontSize).toBe(fit.fontSize + 0.5);
    expect(larger.lines.join(' ')).not.toBe('Someone who has been to Antarctica');
  });

  it('wraps after hyphens and slashes', () => {
    const fit = fitText('well-known and/or', { width: 60, height: 200 }, POPPINS);
    expect(fit.lines.join('')).toBe('well-knownand/or');
    expect(fit.lines.some((l) => l.endsWith('-') || l.endsWith('/'))).toBe(true);
  });

  it('balances wrapped lines', () => {
    const fit = fitText('Has a pet snake called Monty', { width: 90, height: 200 }, POPPINS);
    const widths = fit.lines.map((l) => measureText(l, 'Poppins', 400, fit.fontSize));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(0.5 * Math.max(...widths));
  });

  it('breaks a word between characters at the minimum size only when no size keeps it whole', () => {
    const fit = fitText(SAMPLES.veryLongWord, { width: 90, height: 90 }, POPPINS);
    expect(fit.fontSize).toBe(8);
    expect(fit.lines.length).toBeGreaterThan(1);
    expect(fit.lines.join('')).toBe(SAMPLES.veryLongWord);
  });

  it('never splits a surrogate pair or a combining mark from its base', () => {
    for (const text of [SAMPLES.emojiOnly, SAMPLES.decomposed.replace(/ /g, ''), SAMPLES.emoji]) {
      for (const width of [10, 20, 30, 45]) {
        const fit = fitText(text, { width, height: 1000 }, POPPINS);
        for (const line of fit.lines) {
          const codePoints = [...line].map((c) => c.codePointAt(0)!);
          expect(
            codePoints.some((cp) => cp >= 0xd800 && cp <= 0xdfff),
            line,
          ).toBe(false);
          expect(extendsCluster([...line][0]!), line).toBe(false);
        }
        if (!fit.truncated) expect(fit.lines.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
      }
    }
  });

  it('cuts absurd input with an ellipsis rather than overflow', () => {
    const fit = fitText('x'.repeat(500), { width: 60, height: 40 }, POPPINS);
    expect(fit.truncated).toBe(true);
    expect(fit.lines.at(-1)).toMatch(/…$/);
  });

  it('returns no lines for empty or blank text', () => {
    expect(fitText('   ', { width: 90, height: 90 }, POPPINS).lines).toEqual([]);
  });

  it('marks right-to-left text by its first strong character', () => {
    expect(fitText(SAMPLES.hebrew, { width: 90, height: 90 }, POPPINS).direction).toBe('rtl');
    expect(fitText(SAMPLES.arabic, { width: 90, height: 90 }, POPPINS).direction).toBe('rtl');
    expect(fitText('12 שלום', { width: 90, height: 90 }, POPPINS).direction).toBe('rtl');
    expect(fitText('Hello שלום', { width: 90, height: 90 }, POPPINS).direction).toBeUndefined();
    expect(fitText(SAMPLES.hebrew, { width: 90, height: 90 }, POPPINS).lines.join(' ')).toBe(SAMPLES.hebrew);
  });

  it('never overflows its box, for every sample, box size and font', () => {
    for (const face of FACES) {
      for (const text of Object.values(SAMPLES)) {
        for (const box of BOXES) expectInside(text, box, { ...face, maxSize: 24, minSize: 8 });
      }
    }
  });

  it('never overflows with a maximum line count', () => {
    for (const text of Object.values(SAMPLES)) {
      const fit = expectInside(
        text,
        { width: 200, height: 120 },
        {
          ...POPPINS,
          maxSize: 40,
          maxLines: 2,
        },
      );
      expect(fit.lines.length).toBeLessThanOrEqual(2);
    }
  });
});
