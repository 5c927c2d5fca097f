const SERIF = new Set(['Lora', 'Roboto Slab', 'Playfair Display']);

/**
 * The CSS font stack for a bundled family: the family itself, a similar system font for characters
 * it lacks, colour emoji, then the generic family.
 */
export function fontStack(family: string): string {
  const similar = SERIF.has(family) ? "Georgia, 'DejaVu Serif'" : "Arial, 'DejaVu Sans'";
  return `'${family.replace(/['\\]/g, '')}', ${similar}, 'Noto Color Emoji', sans-serif`;
}
