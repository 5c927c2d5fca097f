import type { ImageNode, ImagePosition } from '../layout/types.ts';
import type { PdfAssets } from './assets.ts';
import { traceBox } from './shapes.ts';

/** An image pdfkit has opened (and will embed once); `doc.image` accepts it in place of bytes. */
export interface PdfImage {
  width: number;
  height: number;
}

/** pdfkit's openImage is public API but missing from @types/pdfkit 0.17. */
function openImage(doc: PDFKit.PDFDocument, data: Uint8Array): PdfImage {
  return (doc as unknown as { openImage(src: Uint8Array): PdfImage }).openImage(data);
}

/** Draws an opened image (typed as the bytes @types/pdfkit expects). */
export function placeImage(
  doc: PDFKit.PDFDocument,
  image: PdfImage,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  doc.image(image as unknown as ArrayBuffer, x, y, { width: w, height: h });
}

/**
 * Images opened once per document and drawn by reference: pdfkit embeds an opened image as one
 * XObject, so 1,000 cards showing the same 24 pictures carry each picture once.
 */
export class ImageCache {
  private readonly opened = new Map<string, PdfImage | null>();
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly load: (key: string) => Uint8Array | null,
  ) {}

  get(key: string): PdfImage | null {
    let image = this.opened.get(key);
    if (image === undefined) {
      const data = this.load(key);
      try {
        image = data ? openImage(this.doc, data) : null;
      } catch {
        image = null; // A broken file leaves its square empty rather than failing the whole print.
      }
      this.opened.set(key, image);
    }
    return image;
  }
}

export function imageCache(doc: PDFKit.PDFDocument, assets: PdfAssets): ImageCache {
  return new ImageCache(doc, (href) => assets.image(href)?.data ?? null);
}

/** Offset of a w x h image inside a box by CSS-like position keywords. */
function place(box: { width: number; height: number }, w: number, h: number, position: ImagePosition) {
  const dx = position === 'left' ? 0 : position === 'right' ? box.width - w : (box.width - w) / 2;
  const dy = position === 'top' ? 0 : position === 'bottom' ? box.height - h : (box.height - h) / 2;
  return { dx, dy };
}

/** Draws an image node: contain, cover (cut by its clip) or tiles, at the node's opacity. */
export function drawImage(doc: PDFKit.PDFDocument, node: ImageNode, cache: ImageCache): void {
  const image = cache.get(node.href);
  if (!image) return;
  doc.save();
  if (node.opacity < 1) doc.opacity(node.opacity);
  if (node.clip) {
    traceBox(doc, node.clip);
    doc.clip();
  }
  const position = node.position ?? 'center';
  if (node.fit === 'tile') {
    const tile = node.tile ?? { x: node.x, y: node.y, width: node.width / 4, height: node.width / 4 };
    doc.rect(node.x, node.y, node.width, node.height).clip();
    const startX = tile.x - Math.ceil((tile.x - node.x) / tile.width) * tile.width;
    const startY = tile.y - Math.ceil((tile.y - node.y) / tile.height) * tile.height;
    for (let y = startY; y < node.y + node.height; y += tile.height)
      for (let x = startX; x < node.x + node.width; x += tile.width)
        placeImage(doc, image, x, y, tile.width, tile.height);
  } else {
    const scale =
      node.fit === 'cover'
        ? Math.max(node.width / image.width, node.height / image.height)
        : Math.min(node.width / image.width, node.height / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    const { dx, dy } = place(node, w, h, position);
    if (node.fit === 'cover' && !node.clip) doc.rect(node.x, node.y, node.width, node.height).clip();
    placeImage(doc, image, node.x + dx, node.y + dy, w, h);
  }
  doc.restore();
}
