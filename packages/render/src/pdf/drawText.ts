import { EMOJI_WIDTH_EM } from '../fonts/measureText.ts';
import type { TextNode } from '../layout/types.ts';
import { num, type PageContent } from './content.ts';
import type { FontRegistry } from './fonts.ts';
import { type ImageCache, placeImage } from './images.ts';
import type { PaintState } from './paintState.ts';
import { type GlyphPosition, type PdfkitFont, pdfkitFont, usePageFont } from './pdfkitInternals.ts';
import { type TextRun, textRuns } from './textRuns.ts';

/** Noto Color Emoji's bitmap: about 1.17 em square, from 0.95 em above the baseline. */
const EMOJI_SIDE_EM = 1.17;
const EMOJI_TOP_EM = 0.95;

interface PlacedLine {
  runs: PlacedRun[];
  width: number;
}

interface PlacedRun extends TextRun {
  fontName: string | null;
  width: number;
  /** The run's glyphs as a TJ operator, or null when the font positions glyphs off the baseline. */
  tj: string | null;
}

/**
 * Runs, widths and glyph encodings already worked out, per document: a print repeats the same words on
 * every card, and splitting, measuring and encoding them once is most of the cost of drawing text.
 */
export class TextCache {
  private readonly lines = new Map<string, PlacedLine>();
  private readonly encoded = new Map<string, string | null>();
  private readonly faces = new Map<string, PdfkitFont>();

  /** A line's runs in drawing order with their fonts and widths, worked out once per document. */
  line(doc: PDFKit.PDFDocument, node: TextNode, line: string, fonts: FontRegistry): PlacedLine {
    const key = `${node.family}|${node.weight}|${node.fontSize}|${node.direction ?? ''}|${line}`;
    let placed = this.lines.get(key);
    if (!placed) {
      const faceName = fonts.face(node.family, node.weight);
      const runs = textRuns(line, node.family, node.weight, node.direction === 'rtl').map(
        (run): PlacedRun => {
          if (run.font === 'emoji')
            return { ...run, fontName: null, width: EMOJI_WIDTH_EM * node.fontSize, tj: null };
          const fontName =
            run.font === 'face' ? faceName : (fonts.fallback(run.font, node.weight) ?? faceName);
          doc.font(fontName).fontSize(node.fontSize);
          const width = doc.widthOfString(run.text);
          return { ...run, fontName, width, tj: this.tj(doc, fontName, run.text) };
        },
      );
      placed = { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
      this.lines.set(key, placed);
    }
    return placed;
  }

  font(doc: PDFKit.PDFDocument, name: string): PdfkitFont {
    let font = this.faces.get(name);
    if (!font) {
      font = pdfkitFont(doc, name);
      this.faces.set(name, font);
    }
    return font;
  }

  /** The TJ operator pdfkit's text() would write for this text (encoding also marks the subset). */
  private tj(doc: PDFKit.PDFDocument, fontName: string, text: string): string | null {
    const key = `${fontName}|${text}`;
    let tj = this.encoded.get(key);
    if (tj === undefined) {
      const [glyphs, positions] = this.font(doc, fontName).encode(text);
      tj = tjOperator(glyphs, positions);
      this.encoded.set(key, tj);
    }
    return tj;
  }
}

/** pdfkit's segmenting (a new string after each kerned glyph), without its per-glyph offsets. */
function tjOperator(glyphs: string[], positions: GlyphPosition[]): string | null {
  if (positions.some((p) => p.xOffset || p.yOffset)) return null;
  const parts: string[] = [];
  let last = 0;
  const segment = (end: number) => {
    if (last < end) {
      const p = positions[end - 1]!;
      parts.push(`<${glyphs.slice(last, end).join('')}> ${num(-(p.xAdvance - p.advanceWidth))}`);
    }
    last = end;
  };
  positions.forEach((p, i) => {
    if (p.xAdvance - p.advanceWidth !== 0) segment(i + 1);
  });
  segment(positions.length);
  return `[${parts.join(' ')}] TJ`;
}

/** Where text is drawn to: the page's queued operators, and what it draws with. */
export interface TextTarget {
  doc: PDFKit.PDFDocument;
  content: PageContent;
  fonts: FontRegistry;
  emoji: ImageCache;
  cache: TextCache;
  state: PaintState;
  /** Fonts already listed in this page's resources. */
  pageFonts: Set<string>;
}

/**
 * Draws a fitted text node line by line: baselines at y + i * lineHeight, each line anchored at x by
 * its alignment, runs in visual order with their own fonts, emoji as images. The layout measured
 * every line to fit its box, so nothing here wraps or shrinks.
 */
export function drawText(target: TextTarget, node: TextNode): void {
  const { doc, content, state } = target;
  state.setFill(node.color, 1);
  node.lines.forEach((line, i) => {
    const placed = target.cache.line(doc, node, line, target.fonts);
    let x =
      node.align === 'left'
        ? node.x
        : node.align === 'right'
          ? node.x - placed.width
          : node.x - placed.width / 2;
    const baseline = node.y + i * node.lineHeight;
    for (const run of placed.runs) {
      if (run.fontName === null) {
        content.flush();
        drawEmoji(doc, run.text, x, baseline, node.fontSize, run.width, target.emoji);
      } else if (run.tj === null) {
        content.flush();
        content.forget();
        doc
          .font(run.fontName)
          .fontSize(node.fontSize)
          .text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      } else writeRun(target, run.fontName, run.tj, node.fontSize, x, baseline);
      x += run.width;
    }
  });
}

/**
 * One run as a text object. The page's y axis points down (pdfkit flips it once per page), so the text
 * matrix flips glyphs upright again: the same placement as pdfkit's text(), without its save, flip and
 * restore around every run. Tf is written only when the font or size changes.
 */
function writeRun(
  target: TextTarget,
  fontName: string,
  tj: string,
  size: number,
  x: number,
  y: number,
): void {
  const { content } = target;
  const font = target.cache.font(target.doc, fontName);
  if (!target.pageFonts.has(font.id)) {
    usePageFont(target.doc, font);
    target.pageFonts.add(font.id);
  }
  const tf = `/${font.id} ${num(size)} Tf`;
  content.push('BT');
  if (content.font !== tf) {
    content.push(tf);
    content.font = tf;
  }
  content.push(`1 0 0 -1 ${num(x)} ${num(y)} Tm`);
  content.push(tj);
  content.push('ET');
}

function drawEmoji(
  doc: PDFKit.PDFDocument,
  cluster: string,
  x: number,
  baseline: number,
  size: number,
  advance: number,
  emoji: ImageCache,
): void {
  const image = emoji.get(cluster);
  if (!image) return;
  const side = EMOJI_SIDE_EM * size;
  placeImage(doc, image, x + (advance - side) / 2, baseline - EMOJI_TOP_EM * size, side, side);
}
