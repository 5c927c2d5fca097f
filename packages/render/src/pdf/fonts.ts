import { availableWeight, DEFAULT_FONT, FONT_FAMILY_NAMES, type FontFamilyName } from '@bingo/core';
import type { FallbackFace, PdfAssets } from './assets.ts';

/**
 * Registers each face with the document the first time it is used, under a stable name. pdfkit then
 * embeds every used face once, subset to the glyphs drawn, however many pages use it.
 */
export class FontRegistry {
  private readonly registered = new Set<string>();
  private readonly missing = new Set<string>();
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly assets: PdfAssets,
  ) {}

  /** The registered name of a bundled family at the weight it really has. */
  face(family: string, weight: number): string {
    const name = (FONT_FAMILY_NAMES as readonly string[]).includes(family)
      ? (family as FontFamilyName)
      : DEFAULT_FONT;
    const drawn = availableWeight(name, weight === 700 ? 700 : 400);
    const key = `F-${name}-${drawn}`;
    if (!this.registered.has(key)) {
      this.doc.registerFont(key, this.assets.font(name, drawn) as unknown as ArrayBuffer);
      this.registered.add(key);
    }
    return key;
  }

  /** The registered name of a fallback face, or null when the assets have none. */
  fallback(face: FallbackFace, weight: number): string | null {
    const w = weight === 700 ? 700 : 400;
    const key = `X-${face}-${w}`;
    if (this.registered.has(key)) return key;
    if (this.missing.has(key)) return null;
    const bytes = this.assets.fallbackFont(face, w);
    if (!bytes) {
      this.missing.add(key);
      return null;
    }
    this.doc.registerFont(key, bytes as unknown as ArrayBuffer);
    this.registered.add(key);
    return key;
  }
}
