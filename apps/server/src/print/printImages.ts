import type { CardPayload } from '@bingo/core';
import type { PdfImageSource } from '@bingo/render/pdf';
import sharp from 'sharp';
import type { BlobStore } from '../blobs/blobStore.ts';

const UPLOAD_PATH = /^\/uploads\/([^/?#]+)$/;
const DATA_URL = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/=]+)$/;

/** Every image address a card can draw: items, backgrounds, logo, free space. */
export function cardImageHrefs(card: CardPayload): string[] {
  const style = card.cardStyle;
  const hrefs = [
    card.cardImage.value,
    style.cardBg.value,
    style.headerBg.value,
    style.gridBg.value,
    style.freeSpaceImg.value,
    style.cardLogo.value,
    ...card.cardItems.imageItems.map((item) => item.imageURi),
  ];
  return [...new Set(hrefs.map((h) => h.trim()).filter((h) => h !== ''))];
}

export interface LoadedImages {
  images: Map<string, PdfImageSource>;
  sizes: Record<string, { width: number; height: number }>;
}

async function readSource(href: string, blobs: BlobStore): Promise<Buffer | null> {
  const upload = UPLOAD_PATH.exec(href);
  if (upload) return (await blobs.get(decodeURIComponent(upload[1]!)))?.bytes ?? null;
  const data = DATA_URL.exec(href);
  if (data) return Buffer.from(data[1]!, 'base64');
  // Remote addresses are not fetched: the server makes no outside calls on a visitor's behalf.
  return null;
}

/**
 * Loads and converts a card's images once per print: PDF cannot hold WebP, so each becomes a PNG when it
 * has transparency and a JPEG otherwise (smaller for photos). Missing or broken images are left out.
 */
export async function loadPrintImages(card: CardPayload, blobs: BlobStore): Promise<LoadedImages> {
  const images = new Map<string, PdfImageSource>();
  const sizes: Record<string, { width: number; height: number }> = {};
  await Promise.all(
    cardImageHrefs(card).map(async (href) => {
      const source = await readSource(href, blobs);
      if (!source) return;
      try {
        const image = sharp(source, { failOn: 'error' }).rotate();
        const meta = await image.metadata();
        const converted = meta.hasAlpha
          ? await image.png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true })
          : await image.jpeg({ quality: 88 }).toBuffer({ resolveWithObject: true });
        images.set(href, { data: converted.data });
        sizes[href] = { width: converted.info.width, height: converted.info.height };
      } catch {
        // A broken file leaves its square empty; the rest of the print goes on.
      }
    }),
  );
  return { images, sizes };
}
