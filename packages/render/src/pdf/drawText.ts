import { EMOJI_WIDTH_EM } from '../fonts/measureText.ts';
import type { TextNode } from '../layout/types.ts';
import type { FontRegistry } from './fonts.ts';
import { type ImageCache, placeImage } from './images.ts';
import type { PaintState } from './paintState.ts';
import { type TextRun, textRuns } from './textRuns.ts';

/** Noto Color Emoji's bitmap: about 1.17 em square, from 0.95 em above the baseline. */
const EMOJI_SIDE_EM = 1.17;
const EMOJI_TOP_EM = 0.95;

/**
 * Runs and widths already worked out, per document: a print repeats the same words on every card, and
 * splitting and measuring them once is most of the cost of drawing text.
 */
export class TextCache {
  private readonly lines = new Map<string, PlacedLine>();

  /** A line's runs in drawing order with their fonts and widths, worked out once per document. */
  line(doc: PDFKit.PDFDocument, node: TextNode, line: string, fonts: FontRegistry): PlacedLine {
    const key = `${node.family}|${node.weight}|${node.fontSize}|${node.direction ?? ''}|${line}`;
    let placed = this.lines.get(key);
    if (!placed) {
      const faceName = fonts.face(node.family, node.weight);
      const runs = textRuns(line, node.family, node.weight, node.direction === 'rtl').map(
        (run): PlacedRun => {
          if (run.font === 'emoji') return { ...run, fontName: null, width: EMOJI_WIDTH_EM * node.fontSize };
          const fontName =
            run.font === 'face' ? faceName : (fonts.fallback(run.font, node.weight) ?? faceName);
          doc.font(fontName).fontSize(node.fontSize);
          return { ...run, fontName, width: doc.widthOfString(run.text) };
        },
      );
      placed = { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
      this.lines.set(key, placed);
    }
    return placed;
  }
}

interface PlacedLine {
  runs: PlacedRun[];
  width: number;
}

interface PlacedRun extends TextRun {
  fontName: string | null;
  width: number;
}

/**
 * Draws a fitted text node line by line: baselines at y + i * lineHeight, each line anchored at x by
 * its alignment, runs in visual order with their own fonts, emoji as images. The layout measured
 * every line to fit its box, so nothing here wraps or shrinks.
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  node: TextNode,
  fonts: FontRegistry,
  emoji: ImageCache,
  cache: TextCache,
  state: PaintState,
): void {
  state.setFill(node.color, 1);
  node.lines.forEach((line, i) => {
    const placed = cache.line(doc, node, line, fonts);
    let x =
      node.align === 'left'
        ? node.x
        : node.align === 'right'
          ? node.x - placed.width
          : node.x - placed.width / 2;
    const baseline = node.y + i * node.lineHeight;
    for (const run of placed.runs) {
      if (run.fontName === null) drawEmoji(doc, run.text, x, baseline, node.fontSize, run.width, emoji);
      else
        doc
          .font(run.fontName)
          .fontSize(node.fontSize)
          .text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      x += run.width;
    }
  });
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
