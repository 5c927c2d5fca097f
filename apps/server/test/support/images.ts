import sharp from 'sharp';

/** A solid test image of the given format and size. */
export function makeImage(format: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** A valid PNG just over 5 MB: random pixels do not compress. */
export async function makeOversizedPng(): Promise<Buffer> {
  const side = 1400;
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  const png = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (png.length <= 5_242_880) throw new Error(`test image too small: ${png.length}`);
  return png;
}

export function formWith(files: Array<{ bytes: Buffer; name: string; type: string }>): FormData {
  const form = new FormData();
  for (const file of files)
    form.append('card_image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}
