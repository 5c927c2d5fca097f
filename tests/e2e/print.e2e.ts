import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnonymousSession } from '@bingo/core';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, DESKTOP, maybeScreenshot, PHONE } from './support/browser.ts';
import { expectNoPageErrors } from './support/journeys.ts';
import { useProductAndBrowser } from './support/useProduct.ts';

const WORDS = Array.from({ length: 30 }, (_, i) => `Word${String(i + 1).padStart(2, '0')}`);

/** An anonymous visitor's 5x5 word card, made through the public API as the generator would. */
async function createWordCard(baseUrl: string): Promise<AnonymousSession> {
  const response = await fetch(`${baseUrl}/api/annonym/cards/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cardTitle: 'Office Party',
      cardItems: { textItems: WORDS.map((value, i) => ({ id: `w${i}`, type: 'text', value })) },
    }),
  });
  const body = (await response.json()) as { data: AnonymousSession };
  return body.data;
}

async function openPrintTab(
  browser: Browser,
  baseUrl: string,
  session: AnonymousSession,
  viewport = DESKTOP,
) {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.addInitScript(
    (value) => localStorage.setItem('bingo.anonSession', value),
    JSON.stringify(session),
  );
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${baseUrl}/play/${session.cardId}/?tab=print`);
  await page.getByTestId('print-preview-page-0').locator('svg').waitFor();
  return { page, errors };
}

function pdfFacts(file: string) {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const bbox = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  return { info, pages: text.split('\f'), bboxPages: bbox.split('<page ').slice(1) };
}

/** Fraction of pixels whose colour differs by more than `threshold` in any channel. */
async function pixelDifference(a: Buffer, b: Buffer, threshold = 64) {
  const [ra, rb] = await Promise.all(
    [a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  expect([ra!.info.width, ra!.info.height]).toEqual([rb!.info.width, rb!.info.height]);
  let differing = 0;
  for (let i = 0; i < ra!.data.length; i += 3) {
    const d = Math.max(
      Math.abs(ra!.data[i]! - rb!.data[i]!),
      Math.abs(ra!.data[i + 1]! - rb!.data[i + 1]!),
      Math.abs(ra!.data[i + 2]! - rb!.data[i + 2]!),
    );
    if (d > threshold) differing++;
  }
  return differing / (ra!.data.length / 3);
}

/** The first preview page (card SVG and watermark overlay) at exactly its size in points, as a PNG. */
async function screenshotPreviewPage(page: Page, width: number, height: number): Promise<Buffer> {
  await page.evaluate(
    ({ width, height }) => {
      const figure = document.querySelector('[data-testid="print-preview-page-0"]')!.parentElement!;
      const copy = document.createElement('div');
      copy.id = 'pixel-copy';
      copy.style.cssText = `position:fixed;left:0;top:0;width:${width}px;height:${height}px;z-index:99999;background:#fff`;
      copy.innerHTML = figure.innerHTML;
      document.body.append(copy);
    },
    { width, height },
  );
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot({ clip: { x: 0, y: 0, width, height } });
}

describe('printing a set of cards', () => {
  const fixture = useProductAndBrowser();

  it('an anonymous visitor prints 30 different 5x5 word cards on A4 with caller pages, watermarked', async () => {
    const session = await createWordCard(fixture.product().baseUrl);
    const { page, errors } = await openPrintTab(fixture.browser(), fixture.product().baseUrl, session);
    await page.getByTestId('print-page-size').getByRole('radio', { name: 'A4' }).click();
    await page.getByTestId('print-count').fill('30');
    await page.getByRole('switch', { name: 'Include caller pages' }).click();
    await expect.poll(() => page.getByTestId('print-download').textContent()).toMatch(/31 pages/);
    await maybeScreenshot(page, 'print-tab-desktop');

    const downloading = page.waitForEvent('download');
    await page.getByTestId('print-download').click();
    const download = await downloading;
    const file = join(mkdtempSync(join(tmpdir(), 'print-e2e-')), 'print.pdf');
    await download.saveAs(file);
    await page.getByTestId('anonymous-print-modal').waitFor();

    const { info, pages, bboxPages } = pdfFacts(file);
    expect(info).toMatch(/Pages:\s+31/);
    expect(info).toMatch(/Page size:\s+612 x 859 pts/);
    const cardReadings = pages.slice(0, 30).map((text) =>
      text
        .split(/\s+/)
        .filter((w) => WORDS.includes(w))
        .join(' '),
    );
    expect(cardReadings.every((r) => r.split(' ').length === 24)).toBe(true);
    expect(new Set(cardReadings).size).toBe(30);
    const setCode = await page.getByTestId('print-set-code').textContent();
    pages.slice(0, 30).forEach((text, i) => {
      expect(text).toContain(`#${String(i + 1).padStart(4, '0')} · Set ${setCode}`);
    });
    expect(pages[30]).toContain('Caller sheet');
    for (const word of WORDS) expect(pages[30]).toContain(word);
    // The 120 pt SAMPLE letters are on every page (pdftotext splits diagonal words into pieces).
    for (const bbox of bboxPages) {
      const big = [...bbox.matchAll(/yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)</g)]
        .filter((m) => Number(m[2]) - Number(m[1]) > 40)
        .map((m) => m[3])
        .join('');
      expect(big.length).toBeGreaterThanOrEqual(4);
    }
    expectNoPageErrors(errors);
  });

  it('what the editor shows is what prints: the preview and the PDF page match pixel by pixel', async () => {
    const session = await createWordCard(fixture.product().baseUrl);
    // Tall enough for an A4 page at one CSS pixel per point.
    const { page } = await openPrintTab(fixture.browser(), fixture.product().baseUrl, session, {
      width: 1280,
      height: 900,
    });
    await page.getByTestId('print-page-size').getByRole('radio', { name: 'A4' }).click();
    await page.getByTestId('print-count').fill('2');
    const setCode = (await page.getByTestId('print-set-code').textContent())!;
    const preview = await screenshotPreviewPage(page, 612, 859);

    const response = await fetch(`${fixture.product().baseUrl}/api/cards/print-card`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.jwtAuthToken}` },
      body: JSON.stringify({ cardId: session.cardId, options: { pageSize: 'A4', count: 2, setCode } }),
    });
    const dir = mkdtempSync(join(tmpdir(), 'print-pixels-'));
    const pdf = join(dir, 'print.pdf');
    writeFileSync(pdf, new Uint8Array(await response.arrayBuffer()));
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '72',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdf,
      join(dir, 'page'),
    ]);
    const printed = readFileSync(join(dir, 'page.png'));
    writeFileSync(join(dir, 'preview.png'), preview);
    const difference = await pixelDifference(preview, printed);
    console.info(`preview vs PDF: ${(difference * 100).toFixed(2)}% of pixels differ (${dir})`);
    // Anti-aliasing and hinting differ between Chromium and poppler; layout, fonts and colours must not.
    expect(difference).toBeLessThan(0.02);
  });

  it('the print tab works on a phone', async () => {
    const session = await createWordCard(fixture.product().baseUrl);
    const { page, errors } = await openPrintTab(fixture.browser(), fixture.product().baseUrl, session, PHONE);
    await expect.poll(() => page.getByTestId('print-download').isVisible()).toBe(true);
    await maybeScreenshot(page, 'print-tab-phone');
    expectNoPageErrors(errors);
  });
});
