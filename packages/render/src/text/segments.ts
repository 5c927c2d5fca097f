import { extendsCluster, isRegionalIndicator } from './unicode.ts';

/** A run of text with a line-break opportunity after it; `space` is whether a space follows. */
export interface Piece {
  text: string;
  space: boolean;
}

/** Characters after which a line may break inside a word. */
const BREAK_AFTER = new Set(['-', '/', '\u2010', '\u2013', '\u2014']);
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Splits text into user-perceived characters: a base with its combining marks, emoji with their
 * modifiers and ZWJ partners, flags as pairs. Never splits a surrogate pair.
 */
export function splitClusters(text: string): string[] {
  const clusters: string[] = [];
  let afterJoiner = false;
  for (const char of text) {
    const last = clusters.length - 1;
    const joinsPrevious =
      last >= 0 &&
      (extendsCluster(char) ||
        afterJoiner ||
        (isRegionalIndicator(char.codePointAt(0)!) &&
          isRegionalIndicator(clusters[last]!.codePointAt(0)!) &&
          [...clusters[last]!].length === 1));
    if (joinsPrevious) clusters[last] += char;
    else clusters.push(char);
    afterJoiner = char === '\u200d';
  }
  return clusters;
}

/** Paragraphs (split at newlines) with whitespace collapsed as SVG and PDF text draw it. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((p) => p.replace(/[ \t\f\v]+/g, ' ').trim())
    .filter((p) => p.length > 0);
}

/** Break a word after hyphens and slashes that sit between letters or digits ("well-known", "and/or"). */
function splitAfterHyphens(word: string): string[] {
  const chars = [...word];
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i < chars.length - 1; i++) {
    if (
      BREAK_AFTER.has(chars[i]!) &&
      LETTER_OR_DIGIT.test(chars[i - 1]!) &&
      LETTER_OR_DIGIT.test(chars[i + 1]!)
    ) {
      parts.push(chars.slice(start, i + 1).join(''));
      start = i + 1;
    }
  }
  parts.push(chars.slice(start).join(''));
  return parts;
}

/** The pieces of one paragraph, each a place where a line may end. */
export function pieces(paragraph: string): Piece[] {
  return paragraph.split(' ').flatMap((word) => {
    const parts = splitAfterHyphens(word);
    return parts.map((text, i) => ({ text, space: i === parts.length - 1 }));
  });
}
