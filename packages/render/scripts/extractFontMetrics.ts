/**
 * Extracts the metrics packages/render measures text with from the bundled TTF files, so that layout
 * needs no font files at run time (browser and server alike). Run once when FONT_FAMILIES changes:
 *   npm run fonts:metrics -w @bingo/render
 * Output: src/fonts/metrics.generated.json (checked in).
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FONT_FAMILIES, type FontFamilyName, type FontWeight, fontFilePath } from '@bingo/core';
import * as fontkit from 'fontkit';
import type { FaceMetrics, FontMetricsFile } from '../src/fonts/metricsFile.ts';

/** The characters people type on bingo cards; only code points a font has are kept. */
const RANGES: Array<[number, number]> = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement
  [0x0100, 0x024f], // Latin Extended-A and -B
  [0x02b0, 0x02ff], // spacing modifier letters
  [0x0300, 0x036f], // combining diacritical marks
  [0x0370, 0x03ff], // Greek
  [0x0400, 0x052f], // Cyrillic and supplement
  [0x0590, 0x05ff], // Hebrew
  [0x0600, 0x06ff], // Arabic
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese)
  [0x2000, 0x206f], // general punctuation
  [0x20a0, 0x20cf], // currency
  [0x2100, 0x218f], // letterlike symbols, number forms
  [0x2190, 0x21ff], // arrows
  [0x2200, 0x22ff], // mathematical operators
  [0x25a0, 0x25ff], // geometric shapes
  [0x2600, 0x27bf], // miscellaneous symbols, dingbats
  [0xfb00, 0xfb06], // Latin ligatures
];

const require = createRequire(import.meta.url);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function faceMetrics(family: FontFamilyName, weight: FontWeight): FaceMetrics {
  const font = fontkit.openSync(require.resolve(fontFilePath(family, weight)));
  const advance = (cp: number) => Math.round(font.glyphForCodePoint(cp).advanceWidth);
  const runs: number[][] = [];
  let run: number[] | null = null;
  let last = -2;
  for (const [from, to] of RANGES) {
    for (let cp = from; cp <= to; cp++) {
      if (!font.hasGlyphForCodePoint(cp)) continue;
      if (!run || cp !== last + 1) {
        run = [cp];
        runs.push(run);
      }
      run.push(advance(cp));
      last = cp;
    }
  }
  const letterWidths = [...LETTERS].map((ch) => advance(ch.codePointAt(0)!));
  return {
    unitsPerEm: font.unitsPerEm,
    ascent: font.ascent,
    descent: font.descent,
    lineGap: font.lineGap,
    capHeight: font.capHeight,
    xHeight: font.xHeight,
    averageWidth: Math.round(letterWidths.reduce((a, b) => a + b, 0) / letterWidths.length),
    advances: runs,
  };
}

const out: FontMetricsFile = { faces: {} };
for (const entry of FONT_FAMILIES) {
  for (const weight of entry.weights)
    out.faces[`${entry.family}:${weight}`] = faceMetrics(entry.family, weight);
}
const target = new URL('../src/fonts/metrics.generated.json', import.meta.url);
const json = `${JSON.stringify(out)}\n`;
writeFileSync(target, json);
console.log(
  `wrote ${Object.keys(out.faces).length} faces, ${(json.length / 1024).toFixed(1)} KB to ${target.pathname}`,
);
