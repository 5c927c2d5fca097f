/** Code point classes that text measuring and line breaking agree on. */

const MARK = /\p{M}/u;
const FORMAT = /[\p{Mn}\p{Me}\p{Cf}]/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
export const ZWJ = 0x200d;

export function isRegionalIndicator(cp: number): boolean {
  return cp >= 0x1f1e6 && cp <= 0x1f1ff;
}

function isVariationSelector(cp: number): boolean {
  return (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
}

function isEmojiModifier(cp: number): boolean {
  return cp >= 0x1f3fb && cp <= 0x1f3ff;
}

function isTag(cp: number): boolean {
  return cp >= 0xe0020 && cp <= 0xe007f;
}

/** Drawn with no advance of its own: marks, format controls, variation selectors, skin tones. */
export function isZeroWidth(char: string): boolean {
  const cp = char.codePointAt(0)!;
  return FORMAT.test(char) || isVariationSelector(cp) || isEmojiModifier(cp) || isTag(cp);
}

/** Belongs to the character before it (a combining mark, joiner, selector, skin tone or tag). */
export function extendsCluster(char: string): boolean {
  const cp = char.codePointAt(0)!;
  return MARK.test(char) || cp === ZWJ || isVariationSelector(cp) || isEmojiModifier(cp) || isTag(cp);
}

export function isPictographic(char: string): boolean {
  return PICTOGRAPHIC.test(char);
}

/** East Asian wide and fullwidth characters: 1 em in every CJK font. */
export function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}
