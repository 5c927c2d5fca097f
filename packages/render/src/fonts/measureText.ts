import { isPictographic, isRegionalIndicator, isWide, isZeroWidth, ZWJ } from '../text/unicode.ts';
import { type FontFace, fontFace } from './fontFace.ts';

/** Emoji are drawn by a colour emoji font: Noto Color Emoji advances 1.245 em (measured in Chromium). */
export const EMOJI_WIDTH_EM = 1.25;
/** East Asian wide characters are 1 em in every CJK font. */
const WIDE_WIDTH_EM = 1;
/**
 * Other characters the face lacks are drawn by whatever fallback font the renderer picks; assume a
 * wide-ish sans (DejaVu Sans, Noto Sans; wider still in bold) so that measurement never falls short.
 */
const MIN_FALLBACK_WIDTH_EM = { 400: 0.62, 700: 0.7 } as const;

/** Width in em of a character the face has no glyph for. */
function fallbackWidth(face: FontFace, char: string, cp: number): number {
  if (isZeroWidth(char)) return 0;
  if (isPictographic(char) || isRegionalIndicator(cp)) return EMOJI_WIDTH_EM;
  if (isWide(cp)) return WIDE_WIDTH_EM;
  return Math.max(face.averageWidth, MIN_FALLBACK_WIDTH_EM[face.weight]);
}

/** Advance width of a string in em, walking code points (never UTF-16 units). */
export function measureEm(text: string, face: FontFace): number {
  let width = 0;
  let joined = false; // the previous code point was a zero-width joiner
  let pendingFlag = false; // an unpaired regional indicator precedes
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (cp === 0x0a || cp === 0x0d || cp === 0xad) continue;
    const known = face.advances.get(cp);
    if (joined && known === undefined) {
      // The second half of an emoji ZWJ sequence draws as part of one glyph.
      joined = cp === ZWJ;
      continue;
    }
    joined = cp === ZWJ;
    if (isRegionalIndicator(cp)) {
      // Two regional indicators make one flag.
      width += pendingFlag ? 0 : EMOJI_WIDTH_EM;
      pendingFlag = !pendingFlag;
      continue;
    }
    pendingFlag = false;
    width += known ?? fallbackWidth(face, char, cp);
  }
  return width;
}

/** Width in points of `text` set in `family` at `weight` and `fontSize` (no kerning: never too small). */
export function measureText(text: string, family: string, weight: number, fontSize: number): number {
  return measureEm(text, fontFace(family, weight)) * fontSize;
}

/** Distance in points between the baselines of consecutive lines. */
export function lineHeight(family: string, weight: number, fontSize: number): number {
  return fontFace(family, weight).lineHeight * fontSize;
}

/** How far the face's ascender reaches above the baseline, in points. */
export function fontAscent(family: string, weight: number, fontSize: number): number {
  return fontFace(family, weight).ascent * fontSize;
}
