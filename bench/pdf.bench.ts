// `npm run bench:pdf`: how fast print is, and what it costs in memory and bytes (issue P2).
// Each case runs in its own process so that its peak RSS is its own. Figures go in docs/decisions/007.
import { execFileSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import {
  type CardPayload,
  dealPrintSet,
  defaultCardPayload,
  type Item,
  PRINT_PAGE_SIZES,
  PrintOptionsSchema,
} from '@bingo/core';
import type { PdfImageSource } from '@bingo/render/pdf';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { bundledFont } from '../apps/server/src/print/fontFiles.ts';
import { generatePrint } from '../apps/server/src/print/generatePrint.ts';

const CASES = ['words', 'baseline', 'ball75', 'images'] as const;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
type Case = (typeof CASES)[number];

const item = (i: number, extra: Partial<Item>): Item => ({
  id: `i${i}`,
  type: 'text',
  value: '',
  caption: '',
  imageURi: '',
  uploaded: false,
  uploadType: 'self',
  ...extra,
});
const WORDS = Array.from(
  { length: 40 },
  (_, i) => `${['Sunny', 'Coffee', 'Meeting', 'Deadline', 'Laptop'][i % 5]} ${i + 1}`,
);
const wordCard = (): CardPayload =>
  defaultCardPayload({
    cardTitle: 'Office Party',
    cardItems: { textItems: WORDS.map((value, i) => item(i, { value })), imageItems: [] },
  });

/** Counts bytes instead of keeping them: the benchmark measures drawing, not disk. */
class Counter extends Writable {
  bytes = 0;
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void) {
    this.bytes += chunk.length;
    done();
  }
}

async function makeImages(count: number): Promise<Map<string, PdfImageSource>> {
  const images = new Map<string, PdfImageSource>();
  for (let i = 0; i < count; i++) {
    const data = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: { r: (i * 53) % 256, g: (i * 97) % 256, b: (i * 31) % 256 },
      },
    })
      .composite([
        {
          input: Buffer.from(
            `<svg width="300" height="300"><circle cx="150" cy="150" r="${60 + i * 3}" fill="#fff8"/></svg>`,
          ),
        },
      ])
      .jpeg({ quality: 88 })
      .toBuffer();
    images.set(`/uploads/bench-${i}.webp`, { data });
  }
  return images;
}

async function print(card: CardPayload, options: object, images = new Map<string, PdfImageSource>()) {
  const out = new Counter();
  const parsed = PrintOptionsSchema.parse(options);
  await generatePrint(
    {
      card,
      options: parsed,
      setCode: 'BENCHX',
      watermark: false,
      images,
      imageSizes: {},
      createdAt: new Date(0),
    },
    out,
  );
  return { bytes: out.bytes, pages: Math.ceil(parsed.count / (parsed.cardsPerPage || 1)) };
}

/** The same 1,000 word cards with bare pdfkit calls: fixed font size, no layout engine. */
async function baseline() {
  const out = new Counter();
  const doc = new PDFDocument({ autoFirstPage: false, font: null as unknown as string });
  const done = new Promise((resolve) => out.on('finish', resolve));
  doc.pipe(out);
  doc.registerFont('body', bundledFont('Poppins', 400) as unknown as ArrayBuffer);
  doc.registerFont('bold', bundledFont('Poppins', 700) as unknown as ArrayBuffer);
  const { width, height } = PRINT_PAGE_SIZES.Letter;
  const cell = (width - 72) / 5;
  let pages = 0;
  for (const { dealt } of dealPrintSet(wordCard(), 'BENCHX', 1000)) {
    doc.addPage({ size: [width, height], margin: 0 });
    doc.font('bold').fontSize(36).fillColor('#111827').text('Office Party', 36, 60, { lineBreak: false });
    dealt.cells.forEach((c, i) => {
      const x = 36 + (i % 5) * cell;
      const y = 160 + Math.floor(i / 5) * cell;
      doc
        .roundedRect(x + 2, y + 2, cell - 4, cell - 4, 8)
        .fillColor('#eef2ff')
        .fill();
      const label = c.free ? 'Free' : (c.item?.value ?? '');
      doc
        .font('body')
        .fontSize(14)
        .fillColor('#1f2937')
        .text(label, x + 6, y + cell / 2 - 8, { lineBreak: false });
    });
    pages++;
  }
  doc.end();
  await done;
  return { bytes: out.bytes, pages };
}

async function runCase(name: Case) {
  const started = performance.now();
  let result: { bytes: number; pages: number };
  if (name === 'words') result = await print(wordCard(), { pageSize: 'Letter', count: 1000 });
  else if (name === 'baseline') result = await baseline();
  else if (name === 'ball75')
    result = await print(
      defaultCardPayload({ cardTitle: 'Bingo Night', cardType: 'traditional', cardGrid: 5 }),
      {
        pageSize: 'A4',
        count: 1000,
        cardsPerPage: 2,
      },
    );
  else {
    const images = await makeImages(24);
    const items = [...images.keys()].map((href, i) =>
      item(i, { type: 'image', imageURi: href, caption: `Picture ${i + 1}` }),
    );
    const card = defaultCardPayload({
      cardTitle: 'Picture Bingo',
      cardType: 'image',
      cardItems: { textItems: [], imageItems: items },
    });
    result = await print(card, { pageSize: 'A4', count: 200 }, images);
  }
  const seconds = (performance.now() - started) / 1000;
  const peakMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(JSON.stringify({ name, seconds, pages: result.pages, bytes: result.bytes, peakMb }));
}

const LABELS: Record<Case, string> = {
  words: '1,000 unique 5x5 word cards, Letter',
  baseline: 'baseline: same 1,000 cards, bare pdfkit',
  ball75: '1,000 75-ball cards, A4, 2 per page',
  images: '200 image cards, 24 images each, A4',
};

const only = process.argv[2] as Case | undefined;
if (only) {
  await runCase(only);
} else {
  const self = fileURLToPath(import.meta.url);
  type Row = { name: Case; seconds: number; pages: number; bytes: number; peakMb: number };
  // Interleaved rounds, best wall time of each case: other work on a shared machine only slows runs down.
  const runs: Row[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of CASES) {
      const json = execFileSync(process.execPath, ['--import', 'tsx', self, name], { encoding: 'utf8' });
      runs.push(JSON.parse(json.trim().split('\n').at(-1)!) as Row);
    }
  }
  const rows = CASES.map((name) => {
    const mine = runs.filter((r) => r.name === name);
    const best = mine.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    return { ...best, peakMb: Math.max(...mine.map((r) => r.peakMb)) };
  });
  console.log(`best of ${ROUNDS} runs per case, each in a fresh process`);
  console.log(
    'case'.padEnd(44),
    'wall s'.padStart(8),
    'pages/s'.padStart(9),
    'size MB'.padStart(9),
    'peak RSS MB'.padStart(12),
  );
  for (const r of rows) {
    console.log(
      LABELS[r.name].padEnd(44),
      r.seconds.toFixed(2).padStart(8),
      (r.pages / r.seconds).toFixed(0).padStart(9),
      (r.bytes / 1024 / 1024).toFixed(2).padStart(9),
      r.peakMb.toFixed(0).padStart(12),
    );
  }
  const words = rows.find((r) => r.name === 'words')!;
  const base = rows.find((r) => r.name === 'baseline')!;
  const ratio = words.seconds / base.seconds;
  console.log(`\nword cards vs bare pdfkit: ${ratio.toFixed(2)}x (target <= 1.5x)`);
  const misses = [
    ratio > 1.5 ? `word cards ${ratio.toFixed(2)}x the baseline` : '',
    ...rows.filter((r) => r.peakMb > 400).map((r) => `${r.name} peak ${r.peakMb.toFixed(0)} MB`),
    ...rows
      .filter((r) => r.name !== 'baseline' && r.bytes > 5 * 1024 * 1024)
      .map((r) => `${r.name} ${(r.bytes / 1048576).toFixed(1)} MB`),
  ].filter(Boolean);
  console.log(misses.length === 0 ? 'all targets met' : `targets missed: ${misses.join('; ')}`);
}
