import { FONT_FAMILIES, fontFilePath } from '@bingo/core';
import { FONT_FILE_URLS } from './fontUrls.ts';

/**
 * @font-face rules for every bundled family and weight. The SVG preview names these families, so the
 * editor shows exactly the glyphs the PDF will print. `swap` keeps text readable while a face loads.
 */
export function fontFaceCss(): string {
  const rules: string[] = [];
  for (const font of FONT_FAMILIES) {
    for (const weight of font.weights) {
      const url = FONT_FILE_URLS[fontFilePath(font.family, weight)];
      if (!url) continue;
      rules.push(
        `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${weight};` +
          `font-display:swap;src:url('${url}') format('truetype');}`,
      );
    }
  }
  return rules.join('\n');
}

/** Adds the rules once, before the first render; browsers download a face only when text uses it. */
export function installFontFaces(doc: Document = document): void {
  if (doc.getElementById('bingo-font-faces')) return;
  const style = doc.createElement('style');
  style.id = 'bingo-font-faces';
  style.textContent = fontFaceCss();
  doc.head.appendChild(style);
}
