import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BallCount, columnOfNumber, dealPrintSet, PRINT_PAGE_SIZES } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { readPdf, readWordBoxes } from './pdfText.ts';
import {
  imageItem,
  makeImages,
  printBytes,
  textItem,
  traditionalCard,
  WORDS,
  wordCard,
} from './printFixtures.ts';

/** The words of a page in reading order, as pdftotext lays them out. */
const tokens = (text: string) => text.split(/\s+/).filter((t) => t !== '');
const numbersOf = (line: string) =>
  tokens(line)
    .filter((t) => /^\d+$/.test(t))
    .map(Number);

describe('printed PDFs', () => {
  it('R-1: 12 word cards on A4 make 12 A4 pages, each with its own card, serial and set code, all different', async () => {
    const card = wordCard();
    const pdf = readPdf(await printBytes(card, { pageSize: 'A4', count: 12, showPageNumbers: false }));
    expect(pdf.pages).toBe(12);
    expect(pdf.pageSize).toEqual(PRINT_PAGE_SIZES.A4);
    const dealt = [...dealPrintSet(card, 'K7QXPD', 12)];
    pdf.pageTexts.forEach((text, i) => {
      expect(text).toContain(`#${String(i + 1).padStart(4, '0')} · Set K7QXPD`);
      for (const cell of dealt[i]!.dealt.cells) if (cell.item) expect(text).toContain(cell.item.value);
    });
    const readings = pdf.pageTexts.map((t) =>
      tokens(t)
        .filter((w) => WORDS.includes(w))
        .join(' '),
    );
    expect(new Set(readings).size).toBe(12);
  });

  it.each([
    ['Letter', 4, 10, 3],
    ['A4', 2, 5, 3],
    ['A5', 4, 3, 3],
  ] as const)(
    'R-9: %s with %i cards per page paginates %i cards onto %i pages',
    async (pageSize, perPage, count, pages) => {
      const pdf = readPdf(await printBytes(wordCard(), { pageSize, count, cardsPerPage: perPage }));
      expect(pdf.pages).toBe(pages);
      expect(pdf.pageSize).toEqual(PRINT_PAGE_SIZES[pageSize]);
      expect(pdf.pageTexts[0]).toContain('Page 1 of');
    },
  );

  it.each([
    [3, 30],
    [4, 80],
    [5, 75],
  ] as const)(
    'T-1..T-3: every row of a %ix%i-ball card reads left to right in column order',
    async (grid, balls) => {
      const pdf = readPdf(
        await printBytes(traditionalCard(grid), { pageSize: 'A4', count: 6, showPageNumbers: false }),
      );
      expect(pdf.pages).toBe(6);
      const signatures = new Set<string>();
      for (const text of pdf.pageTexts) {
        // The free space's row may wrap onto text lines of its own; every full row reads as one line.
        const rows = text
          .split('\n')
          .map(numbersOf)
          .filter((n) => n.length >= 2);
        expect(rows.length).toBeGreaterThanOrEqual(grid - 1);
        for (const row of rows) {
          const columns = row.map((n) => columnOfNumber(balls as BallCount, n));
          expect(columns.every((c, i) => c >= 0 && (i === 0 || c > columns[i - 1]!))).toBe(true);
        }
        signatures.add(rows.flat().join(','));
      }
      expect(signatures.size).toBe(6);
    },
  );

  it('R-8: 90-ball tickets print as strips of six, each page holding 1..90 exactly once', async () => {
    const pdf = readPdf(
      await printBytes(traditionalCard(9), { pageSize: 'A4', count: 12, showPageNumbers: false }),
    );
    expect(pdf.pages).toBe(2);
    for (const text of pdf.pageTexts) {
      const numbers = tokens(text)
        .filter((t) => /^\d+$/.test(t))
        .map(Number);
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
      expect(text.match(/#\d{4} · Set K7QXPD/g)).toHaveLength(6);
    }
  });

  it('an image card embeds each picture once however many cards show it, with captions', async () => {
    const images = await makeImages(24);
    const items = [...images.keys()].map((href, i) => imageItem(href, `Pic${i}`, i));
    const card = wordCard([], { cardType: 'image', cardItems: { textItems: [], imageItems: items } });
    const bytes = await printBytes(card, { pageSize: 'Letter', count: 8, cardsPerPage: 2 }, { images });
    const pdf = readPdf(bytes);
    expect(pdf.pages).toBe(4);
    expect(pdf.pageTexts[0]).toMatch(/Pic\d+/);
    const dir = mkdtempSync(join(tmpdir(), 'print-img-'));
    writeFileSync(join(dir, 'p.pdf'), bytes);
    const list = execFileSync('pdfimages', ['-list', join(dir, 'p.pdf')], { encoding: 'utf8' });
    const objects = new Set(
      list
        .split('\n')
        .slice(2)
        .filter(Boolean)
        .map((l) => l.trim().split(/\s+/)[10]),
    );
    expect(objects.size).toBe(24);
  });

  it('a combo card prints its words and its pictures', async () => {
    const images = await makeImages(12);
    const card = wordCard([], {
      cardType: 'combo',
      cardItems: {
        textItems: WORDS.slice(0, 12).map(textItem),
        imageItems: [...images.keys()].map((href, i) => imageItem(href, '', i)),
      },
    });
    const pdf = readPdf(await printBytes(card, { pageSize: 'A4', count: 3 }, { images }));
    expect(pdf.pages).toBe(3);
    const shown = tokens(pdf.pageTexts.join(' ')).filter((w) => WORDS.includes(w));
    expect(shown.length).toBeGreaterThan(12);
  });

  it('R-11: caller pages follow the cards: all 75 calls with their column letters', async () => {
    const pdf = readPdf(
      await printBytes(traditionalCard(5), { pageSize: 'A4', count: 2, includeCallerPages: true }),
    );
    expect(pdf.pages).toBe(3);
    const caller = pdf.pageTexts[2]!;
    expect(caller).toContain('Caller sheet');
    for (const label of ['B 1', 'I 16', 'N 45', 'G 60', 'O 75']) expect(caller).toContain(label);
  });

  it('an anonymous print carries the SAMPLE watermark on every page', async () => {
    const pages = readWordBoxes(
      await printBytes(wordCard(), { pageSize: 'A5', count: 3 }, { watermark: true }),
    );
    expect(pages).toHaveLength(3);
    for (const words of pages) {
      // pdftotext splits diagonal text into pieces: the 120 pt letters together spell SAMPLE.
      const big = words
        .filter((w) => w.yMax - w.yMin > 40)
        .map((w) => w.text)
        .join('');
      expect(big.length).toBeGreaterThanOrEqual(4);
      expect([...big].every((ch) => 'SAMPLE'.includes(ch))).toBe(true);
    }
    const clean = readWordBoxes(await printBytes(wordCard(), { pageSize: 'A5', count: 1 }));
    expect(clean[0]!.some((w) => w.yMax - w.yMin > 40)).toBe(false);
  });

  it('human bingo squares carry the prompt and keep their item', async () => {
    const pdf = readPdf(await printBytes(wordCard(), { pageSize: 'A4', count: 1, humanBingo: true }));
    expect(pdf.pageTexts[0]).toContain('Find someone');
  });

  it('hard text stays on the page: 1 and 200 characters, long words, Cyrillic, Greek, accents, emoji, RTL', async () => {
    const hard = [
      'A',
      'word '.repeat(40).trim(),
      'Supercalifragilisticexpialidocious',
      'Привет мир',
      'Καλημέρα κόσμε',
      'Crème brûlée à Zürich',
      '🍕 Pizza 👍🏽',
      'שלום עולם',
      'مرحبا بالعالم',
      ...WORDS.slice(0, 20),
    ];
    const bytes = await printBytes(wordCard(hard), { pageSize: 'A5', count: 2 });
    const boxes = readWordBoxes(bytes).flat();
    expect(boxes.length).toBeGreaterThan(40);
    for (const box of boxes) {
      expect(box.xMin).toBeGreaterThanOrEqual(0);
      expect(box.xMax).toBeLessThanOrEqual(PRINT_PAGE_SIZES.A5.width);
      expect(box.yMax).toBeLessThanOrEqual(PRINT_PAGE_SIZES.A5.height);
    }
    const text = readPdf(bytes).pageTexts.join(' ');
    for (const word of ['Привет', 'Καλημέρα', 'Crème', 'Zürich']) expect(text).toContain(word);
  });
});
