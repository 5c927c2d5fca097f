// The few parts of fontkit 2 (which ships no types) that the metrics script reads.
declare module 'fontkit' {
  interface Glyph {
    advanceWidth: number;
  }
  interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    lineGap: number;
    capHeight: number;
    xHeight: number;
    characterSet: number[];
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): Glyph;
  }
  export function openSync(path: string): Font;
}
