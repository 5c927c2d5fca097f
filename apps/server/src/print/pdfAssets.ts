import type { PdfAssets, PdfImageSource } from '@bingo/render/pdf';
import { emojiImage } from './emojiImages.ts';
import { bundledFont, fallbackFont } from './fontFiles.ts';

/** The renderer's assets from this server: bundled fonts, Noto fallbacks, emoji PNGs and a print's images. */
export function serverPdfAssets(images: Map<string, PdfImageSource>): PdfAssets {
  return {
    font: bundledFont,
    fallbackFont,
    image: (href) => images.get(href) ?? null,
    emoji: emojiImage,
  };
}
