import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, DESKTOP, launchBrowser, maybeScreenshot, PHONE } from './support/browser.ts';
import {
  createTraditionalCard,
  expectNoPageErrors,
  previewTexts,
  waitUntilSaved,
} from './support/journeys.ts';
import { type RunningProduct, startProduct } from './support/product.ts';

const numbersIn = (texts: string[]) => texts.filter((t) => /^\d+$/.test(t)).map(Number);

describe('traditional number cards', () => {
  let product: RunningProduct;
  let browser: Browser;
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('a 75-ball card shows B I N G O over 24 numbers in their columns and a free centre', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = collectPageErrors(page);
    const cardId = await createTraditionalCard(page, product.baseUrl, 75);
    await page.getByTestId('card-preview').locator('svg').waitFor();
    const texts = await previewTexts(page);
    for (const letter of ['B', 'I', 'N', 'G', 'O']) expect(texts).toContain(letter);
    const numbers = numbersIn(texts);
    expect(numbers.length).toBe(24);
    expect(new Set(numbers).size).toBe(24);
    expect(numbers.every((n) => n >= 1 && n <= 75)).toBe(true);
    expect(texts.join(' ')).toContain('Free');

    const stored = (await (await fetch(`${product.baseUrl}/api/cards/${cardId}`)).json()) as {
      data: { cardType: string; cardGrid: number };
    };
    expect(stored.data).toMatchObject({ cardType: 'traditional', cardGrid: 5 });
    await maybeScreenshot(page, 'editor-75-ball');
    expectNoPageErrors(errors);
    await page.close();
  });

  it('a 90-ball card shows a ticket of 15 numbers, five a row, and survives a reload', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const errors = collectPageErrors(page);
    const cardId = await createTraditionalCard(page, product.baseUrl, 90);
    await page.getByTestId('card-preview').locator('svg').waitFor();
    const numbers = numbersIn(await previewTexts(page));
    expect(numbers.length).toBe(15);
    expect(numbers.every((n) => n >= 1 && n <= 90)).toBe(true);

    await page.getByRole('tab', { name: 'Styles' }).click();
    await page.getByTestId('style-preset-midnight').click();
    await waitUntilSaved(page);
    await page.reload();
    await page.getByTestId('card-preview').locator('svg').waitFor();
    expect(numbersIn(await previewTexts(page)).length).toBe(15);
    const stored = (await (await fetch(`${product.baseUrl}/api/cards/${cardId}`)).json()) as {
      data: { cardGrid: number; styleCloneId: string | null };
    };
    expect(stored.data.cardGrid).toBe(9);
    expect(stored.data.styleCloneId).toBe('midnight');
    await maybeScreenshot(page, 'editor-90-ball-phone');
    expectNoPageErrors(errors);
    await page.close();
  });
});
