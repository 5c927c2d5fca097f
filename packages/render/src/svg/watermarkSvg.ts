import { WATERMARK } from '../layout/print/watermark.ts';
import { fontStack } from './fontStack.ts';

/**
 * The SAMPLE watermark as an SVG overlay for a page of the given size: the same text, size, angle,
 * colour and position the PDF writer draws, so an anonymous visitor's preview is their print.
 */
export function watermarkSvg(width: number, height: number): string {
  const cx = width / 2;
  const cy = height / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="100%" height="100%" aria-hidden="true">` +
    `<text x="${cx}" y="${cy + WATERMARK.size * WATERMARK.baselineEm}" text-anchor="middle" ` +
    `font-family="${fontStack(WATERMARK.family).replace(/"/g, '')}" font-size="${WATERMARK.size}" font-weight="${WATERMARK.weight}" ` +
    `fill="${WATERMARK.color}" fill-opacity="${WATERMARK.opacity}" transform="rotate(-${WATERMARK.angle} ${cx} ${cy})">` +
    `${WATERMARK.text}</text></svg>`
  );
}
