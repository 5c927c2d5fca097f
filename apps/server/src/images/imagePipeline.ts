import { sniffImageType } from '@bingo/core';
import sharp from 'sharp';

/** Stored images are WebP at quality 90 (spec §9: 0.9). */
export const STORED_WEBP_QUALITY = 90;
// A 5 MB PNG can still decompress into a huge bitmap; refuse anything beyond ~40 megapixels.
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Turns an uploaded file into the stored form: only if its bytes really are PNG, JPEG or WebP
 * (the declared type is not trusted), upright (EXIF orientation applied), at most `width` wide
 * and, when given, `height` high (aspect ratio kept, never enlarged), as WebP. Returns null for
 * anything that is not such an image.
 */
export async function processUploadedImage(
  input: Buffer,
  width: number,
  height?: number,
): Promise<ProcessedImage | null> {
  if (sniffImageType(input) === null) return null;
  try {
    const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, height, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: STORED_WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    // Right magic bytes but a broken or oversized body: rejected like any other invalid file.
    return null;
  }
}
