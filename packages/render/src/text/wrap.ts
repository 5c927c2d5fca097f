import type { Piece } from './segments.ts';
import { splitClusters } from './segments.ts';

/** A piece with its width in em. */
export interface MeasuredPiece extends Piece {
  width: number;
}

export type Measure = (text: string) => number;

const EPSILON = 1e-9;

/** A line as the pieces on it and its width in em. */
export interface WrappedLine {
  text: string;
  width: number;
}

/**
 * Greedy word wrap of paragraphs into lines no wider than `maxWidth` (all widths in em).
 * Returns null when some piece is wider than a line: that needs a smaller size or broken words.
 * Stops early once it has more than `maxLines` lines (the caller only needs to know it overflowed).
 */
export function wrapParagraphs(
  paras: MeasuredPiece[][],
  maxWidth: number,
  spaceWidth: number,
  maxLines = Number.POSITIVE_INFINITY,
): WrappedLine[] | null {
  const lines: WrappedLine[] = [];
  for (const para of paras) {
    if (lines.length > maxLines) return lines;
    let text = '';
    let width = 0;
    let previous: MeasuredPiece | null = null;
    for (const piece of para) {
      if (piece.width > maxWidth + EPSILON) return null;
      const gap = previous?.space ? spaceWidth : 0;
      if (previous && width + gap + piece.width > maxWidth + EPSILON) {
        lines.push({ text, width });
        if (lines.length > maxLines) return lines;
        text = piece.text;
        width = piece.width;
      } else {
        text += (previous?.space ? ' ' : '') + piece.text;
        width += (previous ? gap : 0) + piece.width;
      }
      previous = piece;
    }
    if (previous) lines.push({ text, width });
  }
  return lines;
}

/**
 * Splits every piece wider than `maxWidth` into chunks that fit, between user-perceived characters.
 * The caller guarantees that every single character fits on a line.
 */
export function breakLongPieces(
  paras: MeasuredPiece[][],
  maxWidth: number,
  measure: Measure,
): MeasuredPiece[][] {
  return paras.map((para) =>
    para.flatMap((piece) => {
      if (piece.width <= maxWidth + EPSILON) return [piece];
      const chunks: MeasuredPiece[] = [];
      let text = '';
      let width = 0;
      for (const cluster of splitClusters(piece.text)) {
        // Clusters measure independently: widths add up exactly.
        const w = measure(cluster);
        if (text && width + w > maxWidth + EPSILON) {
          chunks.push({ text, space: false, width });
          text = cluster;
          width = w;
        } else {
          text += cluster;
          width += w;
        }
      }
      chunks.push({ text, space: piece.space, width });
      return chunks;
    }),
  );
}

/**
 * The narrowest width that keeps the same number of lines, so that lines come out even
 * ("Free / Space" rather than "Free Space and / more").
 */
export function balancedWidth(
  paras: MeasuredPiece[][],
  maxWidth: number,
  spaceWidth: number,
  lineCount: number,
): number {
  let lo = paras.flat().reduce((widest, p) => Math.max(widest, p.width), 0);
  let hi = maxWidth;
  for (let i = 0; i < 14 && hi - lo > 1e-3; i++) {
    const mid = (lo + hi) / 2;
    const lines = wrapParagraphs(paras, mid, spaceWidth, lineCount);
    if (lines && lines.length <= lineCount) hi = mid;
    else lo = mid;
  }
  return hi;
}
