import { fontFace } from '../fonts/fontFace.ts';
import { splitClusters } from '../text/segments.ts';
import { isPictographic, isRegionalIndicator } from '../text/unicode.ts';
import type { FallbackFace } from './assets.ts';

/** A run of one line drawn with one font (or one emoji image), in visual order. */
export interface TextRun {
  text: string;
  /** 'face' is the node's own family; 'emoji' an image; otherwise a fallback face. */
  font: 'face' | 'emoji' | FallbackFace;
  /** Right-to-left runs are passed in logical order: the font engine reverses and shapes them. */
  rtl: boolean;
}

const RTL = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const STRONG_LTR = /[\p{L}\p{N}]/u;
const HEBREW = /\p{Script=Hebrew}/u;
const ARABIC = /\p{Script=Arabic}/u;

type Direction = 'L' | 'R' | 'N';

function isEmoji(cluster: string): boolean {
  const cp = cluster.codePointAt(0)!;
  if (isRegionalIndicator(cp)) return true;
  if (/\u20e3/.test(cluster)) return true; // keycap 1️⃣
  return isPictographic(cluster) && (cp > 0x2000 || cluster.includes('\ufe0f'));
}

function direction(cluster: string): Direction {
  if (RTL.test(cluster)) return 'R';
  if (STRONG_LTR.test(cluster)) return 'L';
  return 'N';
}

/** Neutrals between two runs of the same direction take it; others take the paragraph's (Unicode rules N1, N2). */
function resolveNeutrals(dirs: Direction[], paragraph: 'L' | 'R'): ('L' | 'R')[] {
  const out: ('L' | 'R')[] = [];
  for (let i = 0; i < dirs.length; i++) {
    const d = dirs[i]!;
    if (d !== 'N') {
      out.push(d);
      continue;
    }
    let before: Direction = paragraph;
    for (let j = i - 1; j >= 0; j--)
      if (dirs[j] !== 'N') {
        before = dirs[j]!;
        break;
      }
    let after: Direction = paragraph;
    for (let j = i + 1; j < dirs.length; j++)
      if (dirs[j] !== 'N') {
        after = dirs[j]!;
        break;
      }
    out.push(before === after ? (before as 'L' | 'R') : paragraph);
  }
  return out;
}

function fontFor(cluster: string, covered: (cp: number) => boolean): TextRun['font'] {
  if (isEmoji(cluster)) return 'emoji';
  const cp = cluster.codePointAt(0)!;
  if (cp <= 0x20 || covered(cp)) return 'face';
  if (HEBREW.test(cluster)) return 'hebrew';
  if (ARABIC.test(cluster)) return 'arabic';
  return 'sans';
}

/**
 * One line split into runs in visual (left-to-right drawing) order: a simplified Unicode bidi
 * (paragraph direction, strong types, neutrals resolved, runs reversed) that covers card text — a
 * Hebrew or Arabic phrase with numbers or a Latin word inside, and the reverse — plus a font per run:
 * the bundled face when it has the character (by the same metrics the layout measured with), else a
 * fallback face, and emoji as images.
 */
export function textRuns(line: string, family: string, weight: number, rtlParagraph: boolean): TextRun[] {
  const face = fontFace(family, weight);
  const covered = (cp: number) => face.advances.has(cp);
  const clusters = splitClusters(line);
  const paragraph = rtlParagraph ? 'R' : 'L';
  const dirs = resolveNeutrals(clusters.map(direction), paragraph);
  // Level runs: maximal stretches of one resolved direction.
  const levels: { rtl: boolean; clusters: string[] }[] = [];
  clusters.forEach((cluster, i) => {
    const rtl = dirs[i] === 'R';
    const last = levels[levels.length - 1];
    if (last && last.rtl === rtl) last.clusters.push(cluster);
    else levels.push({ rtl, clusters: [cluster] });
  });
  if (rtlParagraph) levels.reverse();
  const runs: TextRun[] = [];
  for (const level of levels) {
    const pieces: TextRun[] = [];
    for (const cluster of level.clusters) {
      const font = fontFor(cluster, covered);
      const last = pieces[pieces.length - 1];
      if (last && last.font === font && font !== 'emoji') last.text += cluster;
      else pieces.push({ text: cluster, font, rtl: level.rtl });
    }
    // Inside a right-to-left run the font pieces themselves run right to left.
    runs.push(...(level.rtl ? pieces.reverse() : pieces));
  }
  return runs;
}
