/**
 * The few pdfkit 0.20 internals the renderer writes through (pdfkit is pinned). They let text and
 * paths be written as ready-made operator strings instead of one pdfkit call per operator.
 */

/** A registered font as pdfkit holds it: its resource id, glyph encoder and indirect object. */
export interface PdfkitFont {
  id: string;
  /** Glyph ids as 4-digit hex and their advances in 1/1000 em; marks the glyphs for the subset. */
  encode(text: string): [string[], GlyphPosition[]];
  ref(): unknown;
}

export interface GlyphPosition {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}

interface DocInternals {
  _font: PdfkitFont;
  page: { fonts: Record<string, unknown> };
  _normalizeColor(color: string): number[] | null;
}

const internals = (doc: PDFKit.PDFDocument) => doc as unknown as DocInternals;

/** The pdfkit font object registered under `name` (selecting it as pdfkit's current font). */
export function pdfkitFont(doc: PDFKit.PDFDocument, name: string): PdfkitFont {
  doc.font(name);
  return internals(doc)._font;
}

/** Lists a font in the current page's resources, as pdfkit's own text() does. */
export function usePageFont(doc: PDFKit.PDFDocument, font: PdfkitFont): void {
  internals(doc).page.fonts[font.id] = font.ref();
}

/** A colour as pdfkit understands it (hex, named), as 0..1 components; null when it is not one. */
export function normalizeColor(doc: PDFKit.PDFDocument, color: string): number[] | null {
  return internals(doc)._normalizeColor(color);
}
