/**
 * Renders sample cards to SVG and screenshots them in headless Chromium with the bundled fonts, to
 * look at the layout by eye. Output goes to a temporary folder (default /tmp/bingo-samples):
 *   node --import tsx packages/render/scripts/renderSamples.ts [outDir]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';
import {
  applyStylePreset,
  type CardPayloadInput,
  dealCard,
  defaultCardPayload,
  defaultCardStyle,
  FONT_FAMILIES,
  fontFilePath,
  previewCard,
  seededRandom,
} from '@bingo/core';
import { chromium } from 'playwright-core';
import { layoutCard, renderSvg } from '../src/index.ts';

const outDir = process.argv[2] ?? '/tmp/bingo-samples';
const require = createRequire(import.meta.url);

function textItems(values: string[]) {
  return values.map((value, i) => ({ id: `t${i}`, type: 'text' as const, value }));
}

/** A PNG (8-bit RGB) from a pixel function: enough for flat placeholder pictures. */
function png(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * (width * 3 + 1) + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A flat placeholder picture (a light disc on a coloured ground) as a PNG data URI, like an upload. */
function placeholder(i: number, wide = false): string {
  const [w, h] = wide ? [120, 72] : [80, 80];
  const hue = ((i * 47) % 360) / 60;
  const base = [0, 1, 2].map((k) => {
    const t = Math.abs(((hue + k * 2) % 6) - 3) - 1;
    return Math.round(90 + 140 * Math.min(1, Math.max(0, t)));
  }) as [number, number, number];
  const light = base.map((c) => Math.round(c + (255 - c) * 0.6)) as [number, number, number];
  const image = png(w, h, (x, y) => ((x - w / 2) ** 2 + (y - h / 2) ** 2 < (h / 3) ** 2 ? light : base));
  return `data:image/png;base64,${image.toString('base64')}`;
}

function imageItems(count: number, captions: boolean) {
  const names = [
    'Apple',
    'Banana split',
    'Cat',
    'Dinosaur',
    'Elephant',
    'Fox',
    'Giraffe',
    'House',
    'Ice cream',
  ];
  return Array.from({ length: count }, (_, i) => ({
    id: `i${i}`,
    type: 'image' as const,
    imageURi: placeholder(i, i % 3 === 1),
    caption: captions ? (names[i] ?? '') : '',
  }));
}

const words = [
  'Cat',
  'Someone who has been to Antarctica',
  'Pizza',
  'Supercalifragilisticexpialidocious',
  'Dog',
  'Speaks three languages',
  'well-known and/or famous',
  'Sun',
  'Has a pet snake',
  'Tea',
  'Born in a leap year',
  'I',
  'Loves karaoke',
  'Ran a marathon',
  'Zebra',
  'Plays the ukulele',
  'Owl',
  'Никогда не был за границей',
  'Ελληνικά',
  'Café crème brûlée',
  '🎉 Party 🎉',
  'שלום עולם',
  'Moon',
  'Can juggle',
  'Rainbow',
];

const samples: Array<{ name: string; card: CardPayloadInput; deal?: number }> = [
  { name: '5x5-text', card: { cardTitle: 'Office Party Bingo', cardItems: { textItems: textItems(words) } } },
  {
    name: '3x3-image',
    card: {
      cardTitle: 'Zoo Bingo',
      cardType: 'image',
      cardGrid: 3,
      cardItems: { imageItems: imageItems(9, true) },
      cardSettings: {
        footerVisiblity: true,
        footerText: 'Mark a square when you see the animal. Five in a row wins!',
      },
    },
  },
  {
    name: '3x3-image-cover',
    card: {
      cardTitle: 'Zoo Bingo (cover)',
      cardType: 'image',
      cardGrid: 3,
      cardItems: {
        imageItems: imageItems(9, false).map((it, i) => ({ ...it, caption: i % 2 ? 'Caption' : '' })),
      },
      cardStyle: { resizeImageFitTocell: false, gridCorners: 'rounded' },
    },
  },
  {
    name: '75-ball',
    card: { cardTitle: 'Traditional 75 Ball', cardType: 'traditional', cardGrid: 5 },
    deal: 7,
  },
  { name: '90-ball', card: { cardTitle: '90 Ball Bingo', cardType: 'traditional', cardGrid: 9 }, deal: 3 },
  {
    name: '4x4-circle',
    card: {
      cardTitle: 'A very long title that will need two lines to fit on this card',
      cardGrid: 4,
      cardItems: { textItems: textItems(words.slice(3)) },
      cardStyle: {
        gridType: 'circle',
        gridColors: 'multicolored',
        titleTextAlign: 'left',
        cardBorderWeight: 6,
        cardCorner: 24,
      },
      cardSettings: { footerVisiblity: true, footerText: 'bingo.example.com' },
    },
  },
  {
    name: '4x4-left-rtl-images',
    card: {
      cardTitle: 'Left-aligned, with logo',
      cardGrid: 4,
      cardType: 'combo',
      cardItems: {
        textItems: textItems([
          'שלום עולם',
          'مرحبا بالعالم',
          'Left aligned text',
          'Cat',
          'שלום',
          'Party 🎉',
          'Dog',
        ]),
        imageItems: imageItems(8, true),
      },
      cardStyle: {
        textAlign: 'left',
        titleTextAlign: 'left',
        cardLogo: { value: placeholder(3) },
        cardBg: { value: placeholder(5) },
        cardBgRepeat: 'repeat',
        cardBgSize: 'auto',
        cardBgOpacity: 0.15,
        headerBg: { value: placeholder(7, true) },
        gridCellOpacity: 0.9,
        footerTextAlign: 'left',
      },
      cardSettings: { footerVisiblity: true, footerText: 'Left footer' },
    },
  },
];

for (const [i, presetId] of ['ocean', 'chalkboard', 'golden-party', 'care-home'].entries()) {
  samples.push({
    name: `preset-${presetId}`,
    card: {
      cardTitle: `Preset: ${presetId}`,
      cardGrid: i % 2 ? 4 : 5,
      cardItems: { textItems: textItems(words) },
      cardStyle: applyStylePreset(defaultCardStyle(), presetId),
    },
  });
}

function fontFaces(): string {
  return FONT_FAMILIES.flatMap((f) =>
    f.weights.map((w) => {
      const url = pathToFileURL(require.resolve(fontFilePath(f.family, w))).href;
      return `@font-face{font-family:'${f.family}';font-weight:${w};src:url('${url}') format('truetype');}`;
    }),
  ).join('\n');
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ deviceScaleFactor: 1.5 });
for (const sample of samples) {
  const card = defaultCardPayload(sample.card);
  const dealt = sample.deal === undefined ? previewCard(card) : dealCard(card, seededRandom(sample.deal));
  const list = layoutCard({ card, dealt });
  const svg = renderSvg(list, { idPrefix: sample.name, title: card.cardTitle });
  writeFileSync(`${outDir}/${sample.name}.svg`, svg);
  const html = `<!doctype html><meta charset="utf-8"><style>${fontFaces()}
body{margin:0;background:#9ca3af} .card{width:${list.width}px;height:${list.height}px;margin:16px}</style>
<div class="card">${svg}</div>`;
  const htmlPath = `${outDir}/${sample.name}.html`;
  writeFileSync(htmlPath, html);
  await page.setViewportSize({ width: Math.ceil(list.width) + 32, height: Math.ceil(list.height) + 32 });
  await page.goto(pathToFileURL(htmlPath).href);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${outDir}/${sample.name}.png` });
  console.log(`${outDir}/${sample.name}.png`);
}
await browser.close();
