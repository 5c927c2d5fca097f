/** Faces that draw what a bundled family lacks: Latin/Greek/Cyrillic extras, Hebrew, Arabic. */
export type FallbackFace = 'sans' | 'hebrew' | 'arabic';

/** A raster image ready to embed: PNG or JPEG bytes (the server converts WebP with sharp). */
export interface PdfImageSource {
  data: Uint8Array;
}

/**
 * What the PDF renderer needs from the outside world, as bytes: the renderer itself reads no file
 * and fetches nothing, so the server (or a test, or the benchmark) decides where bytes come from.
 * Calls are synchronous because they are made while drawing; implementations preload or cache.
 */
export interface PdfAssets {
  /** The TTF of a bundled family at the weight it really has (the one the layout measured). */
  font(family: string, weight: 400 | 700): Uint8Array;
  /** A fallback face, or null when none is available (characters then draw with the bundled face). */
  fallbackFont(face: FallbackFace, weight: 400 | 700): Uint8Array | null;
  /** The image behind an href of the display list, or null when it cannot be had (it is then left out). */
  image(href: string): PdfImageSource | null;
  /** A colour PNG of one emoji (a whole cluster: ZWJ sequence, flag, keycap, skin tone), or null. */
  emoji(cluster: string): Uint8Array | null;
}
