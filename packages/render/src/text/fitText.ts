import { type FontFace, fontFace } from '../fonts/fontFace.ts';
import { measureEm } from '../fonts/measureText.ts';
import { textDirection } from './direction.ts';
import { paragraphs, pieces, splitClusters } from './segments.ts';
import {
  balancedWidth,
  breakLongPieces,
  type MeasuredPiece,
  type WrappedLine,
  wrapParagraphs,
} from './wrap.ts';

export interface FitBox {
  width: number;
  height: number;
}

export interface FitFont {
  family: string;
  weight: number;
  /** The largest size tried, in points. */
  maxSize: number;
  /** The smallest size words are kept whole at; below it words break between characters. */
  minSize: number;
  /** At most this many lines (e.g. a title); the box height limits lines anyway. */
  maxLines?: number;
}

export interface FitResult {
  fontSize: number;
  /** Lines in logical order (right-to-left text is not reordered). */
  lines: string[];
  /** Distance between baselines, in points. */
  lineHeight: number;
  /** Whether text was cut and the last line ends with an ellipsis. */
  truncated: boolean;
  /** Set when the first strong character is right-to-left. */
  direction?: 'rtl';
  /** From the top of the text block (lines x lineHeight tall) to the first baseline, in points. */
  baselineOffset: number;
  /** Width of the widest line, in points. */
  width: number;
}

const SIZE_STEP = 0.5;
const ELLIPSIS = '\u2026';
const EPSILON = 1e-9;

/** Fitted results by input: a print lays out the same words in the same boxes on every card. */
const fitCache = new Map<string, FitResult>();
const FIT_CACHE_LIMIT = 20_000;

/**
 * The largest size (maxSize down to minSize in 0.5 pt steps) at which the text, wrapped at spaces
 * and after hyphens and slashes, fits the box without breaking a word. Failing that, words break
 * between characters at minSize, and as a last resort the text is cut with an ellipsis. Lines are
 * balanced so that a wrapped item reads evenly. The result never overflows the box.
 */
export function fitText(text: string, box: FitBox, font: FitFont): FitResult {
  const key = `${box.width}|${box.height}|${font.family}|${font.weight}|${font.maxSize}|${font.minSize}|${font.maxLines ?? ''}|${text}`;
  let fit = fitCache.get(key);
  if (!fit) {
    // A pure function of its inputs, so a shared (never mutated) result is safe to hand out again.
    if (fitCache.size >= FIT_CACHE_LIMIT) fitCache.clear();
    fit = computeFit(text, box, font);
    fitCache.set(key, fit);
  }
  return fit;
}

function computeFit(text: string, box: FitBox, font: FitFont): FitResult {
  const face = fontFace(font.family, font.weight);
  const measure = (s: string) => measureEm(s, face);
  const paras = paragraphs(text).map((p) =>
    pieces(p).map((piece) => ({ ...piece, width: measure(piece.text) })),
  );
  const space = measure(' ');
  const direction = textDirection(text);
  const minSize = Math.max(SIZE_STEP, font.minSize);
  const maxSize = Math.max(minSize, font.maxSize);
  const result = (fontSize: number, lines: WrappedLine[], truncated: boolean): FitResult =>
    fitResult(face, fontSize, lines, truncated, direction);
  if (paras.length === 0) return result(maxSize, [], false);

  for (const size of candidateSizes(maxSize, minSize)) {
    const limit = lineLimit(box.height, face.lineHeight * size, font.maxLines);
    const lines = wrapParagraphs(paras, box.width / size, space, limit);
    if (lines && lines.length > 0 && lines.length <= limit) {
      const even = lines.length > 1 ? balancedWidth(paras, box.width / size, space, lines.length) : null;
      return result(size, (even && wrapParagraphs(paras, even, space)) || lines, false);
    }
  }
  return fitByBreakingWords(paras, box, font, face, minSize, result);
}

function candidateSizes(maxSize: number, minSize: number): number[] {
  const sizes: number[] = [];
  for (let size = maxSize; size > minSize + EPSILON; size -= SIZE_STEP) sizes.push(size);
  sizes.push(minSize);
  return sizes;
}

function lineLimit(height: number, lineHeight: number, maxLines = Number.POSITIVE_INFINITY): number {
  return Math.min(maxLines, Math.floor(height / lineHeight + EPSILON));
}

/** minSize (smaller only if a single line or character would not fit), words broken, cut if needed. */
function fitByBreakingWords(
  paras: MeasuredPiece[][],
  box: FitBox,
  font: FitFont,
  face: FontFace,
  minSize: number,
  result: (fontSize: number, lines: WrappedLine[], truncated: boolean) => FitResult,
): FitResult {
  const measure = (s: string) => measureEm(s, face);
  const widestCluster = paras
    .flat()
    .flatMap((p) => splitClusters(p.text))
    .reduce((widest, cluster) => Math.max(widest, measure(cluster)), 0);
  const largest = Math.min(minSize, box.height / face.lineHeight, box.width / widestCluster);
  const size = largest >= minSize ? minSize : Math.floor(largest / SIZE_STEP) * SIZE_STEP;
  const limit = size > 0 ? lineLimit(box.height, face.lineHeight * size, font.maxLines) : 0;
  if (limit < 1) return result(minSize, [], true);

  const width = box.width / size;
  const lines = wrapParagraphs(breakLongPieces(paras, width, measure), width, measure(' '), limit)!;
  if (lines.length <= limit) return result(size, lines, false);
  const kept = lines.slice(0, limit);
  kept[limit - 1] = withEllipsis(kept[limit - 1]!, width, measure);
  return result(size, kept, true);
}

/** Drops characters from the end of a line until it and an ellipsis fit. */
function withEllipsis(line: WrappedLine, maxWidth: number, measure: (s: string) => number): WrappedLine {
  const clusters = splitClusters(line.text);
  while (clusters.length > 0) {
    const text = clusters.join('').trimEnd() + ELLIPSIS;
    const width = measure(text);
    if (width <= maxWidth + EPSILON) return { text, width };
    clusters.pop();
  }
  return line;
}

function fitResult(
  face: FontFace,
  fontSize: number,
  lines: WrappedLine[],
  truncated: boolean,
  direction: 'rtl' | undefined,
): FitResult {
  const lineHeight = face.lineHeight * fontSize;
  return {
    fontSize,
    lines: lines.map((l) => l.text),
    lineHeight,
    truncated,
    ...(direction ? { direction } : {}),
    baselineOffset: (lineHeight + face.capHeight * fontSize) / 2,
    width: lines.reduce((widest, l) => Math.max(widest, l.width * fontSize), 0),
  };
}
