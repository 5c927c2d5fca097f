import { PassThrough } from 'node:stream';
import {
  type CardPayload,
  type CardPayloadInput,
  defaultCardPayload,
  type Item,
  type PrintOptionsInput,
  PrintOptionsSchema,
} from '@bingo/core';
import type { PdfImageSource } from '@bingo/render/pdf';
import sharp from 'sharp';
import { generatePrint } from '../../src/print/generatePrint.ts';

export function textItem(value: string, i: number): Item {
  return { id: `t${i}`, type: 'text', value, caption: '', imageURi: '', uploaded: false, uploadType: 'self' };
}

export function imageItem(href: string, caption: string, i: number): Item {
  return {
    id: `i${i}`,
    type: 'image',
    value: '',
    caption,
    imageURi: href,
    uploaded: true,
    uploadType: 'self',
  };
}

export const WORDS = Array.from({ length: 40 }, (_, i) => `Word${String.fromCharCode(65 + (i % 26))}${i}`);

export function wordCard(words = WORDS, extra: CardPayloadInput = {}): CardPayload {
  return defaultCardPayload({
    cardTitle: 'Office Party',
    cardItems: { textItems: words.map(textItem), imageItems: [] },
    ...extra,
  });
}

export function traditionalCard(grid: 3 | 4 | 5 | 9): CardPayload {
  return defaultCardPayload({ cardTitle: 'Lotto Night', cardType: 'traditional', cardGrid: grid });
}

/** Distinct coloured squares as WebP, converted the way the server converts uploads for print. */
export async function makeImages(count: number): Promise<Map<string, PdfImageSource>> {
  const images = new Map<string, PdfImageSource>();
  for (let i = 0; i < count; i++) {
    const png = await sharp({
      create: {
        width: 96,
        height: 96,
        channels: 3,
        background: { r: (i * 53) % 256, g: (i * 97) % 256, b: (i * 31) % 256 },
      },
    })
      .jpeg()
      .toBuffer();
    images.set(`/uploads/img-${i}.webp`, { data: png });
  }
  return images;
}

/** Draws a print in memory and returns the PDF bytes. */
export async function printBytes(
  card: CardPayload,
  options: PrintOptionsInput,
  extra: { setCode?: string; watermark?: boolean; images?: Map<string, PdfImageSource> } = {},
): Promise<Uint8Array> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  await generatePrint(
    {
      card,
      options: PrintOptionsSchema.parse(options),
      setCode: extra.setCode ?? 'K7QXPD',
      watermark: extra.watermark ?? false,
      images: extra.images ?? new Map(),
      imageSizes: {},
      createdAt: new Date(0),
    },
    sink,
  );
  return Buffer.concat(chunks);
}
