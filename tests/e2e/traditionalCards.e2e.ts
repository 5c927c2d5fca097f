import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, DESKTOP, maybeScreenshot, PHONE } from './support/browser.ts';
import {
  createTraditionalCard,
  expectNoPageErrors,
  previewTexts,
  waitUntilSaved,
} from './support/journeys.ts';
import { useProductAndBrowser } from './support/useProduct.ts';

const numbersIn = (texts: string[]) => texts.filter((t) => /^\d+$/.test(t)).map(Number);

interface PlacedNumber {
  value: number;
  x: number;
  y: number;
}

/** The preview's numbers in drawing order (ticket after ticket), each with its centre in SVG units. */
async function previewNumbers(page: Page): Promise<PlacedNumber[]> {
  const placed = await page
    .getByTestId('card-preview')
    .locator('svg text')
    .evaluateAll((nodes) =>
      nodes.map((n) => {
        const box = (n as SVGGraphicsElement).getBBox();
        return { text: (n.textContent ?? '').trim(), x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }),
    );
  return placed.filter((p) => /^\d+$/.test(p.text)).map((p) => ({ value: Number(p.text), x: p.x, y: p.y }));
}

/**
 * What a printed 90-ball page holds (rules T-4 to T-6): six tickets that together show 1..90 once,
 * each of 15 numbers in three rows of five, every number in its column (1-9, 10-19, ... 80-90), the
 * tickets stacked down the page.
 */
function expectStripOfSix(numbers: PlacedNumber[]): void {
  expect(numbers).toHaveLength(90);
  expect([...numbers.map((n) => n.value)].sort((a, b) => a - b)).toEqual(
    Array.from({ length: 90 }, (_, i) => i + 1),
  );
  const column = (n: number) => Math.min(8, Math.floor(n / 10));
  const tickets = Array.from({ length: 6 }, (_, t) => numbers.slice(t * 15, t * 15 + 15));
  let previousBottom = Number.NEGATIVE_INFINITY;
  for (const ticket of tickets) {
    const rows = new Map<number, PlacedNumber[]>();
    for (const n of ticket) rows.set(Math.round(n.y), [...(rows.get(Math.round(n.y)) ?? []), n]);
    expect([...rows.values()].map((row) => row.length)).toEqual([5, 5, 5]);
    // Columns run left to right in number order: a higher column is never to the left.
    const byX = [...ticket].sort((a, b) => a.x - b.x);
    for (let i = 1; i < byX.length; i++)
      expect(column(byX[i]!.value)).toBeGreaterThanOrEqual(column(byX[i - 1]!.value));
    const top = Math.min(...ticket.map((n) => n.y));
    expect(top).toBeGreaterThan(previousBottom);
    previousBottom = Math.max(...ticket.map((n) => n.y));
  }
}

describe('traditional number cards', () => {
  const fixture = useProductAndBrowser();

  it('a 75-ball card shows B I N G O over 24 numbers in their columns and a free centre', async () => {
    const page = await fixture.browser().newPage({ viewport: DESKTOP });
    const errors = collectPageErrors(page);
    const cardId = await createTraditionalCard(page, fixture.product().baseUrl, 75);
    await page.getByTestId('card-preview').locator('svg').waitFor();
    const texts = await previewTexts(page);
    for (const letter of ['B', 'I', 'N', 'G', 'O']) expect(texts).toContain(letter);
    const numbers = numbersIn(texts);
    expect(numbers.length).toBe(24);
    expect(new Set(numbers).size).toBe(24);
    expect(numbers.every((n) => n >= 1 && n <= 75)).toBe(true);
    expect(texts.join(' ')).toContain('Free');

    const stored = (await (await fetch(`${fixture.product().baseUrl}/api/cards/${cardId}`)).json()) as {
      data: { cardType: string; cardGrid: number };
    };
    expect(stored.data).toMatchObject({ cardType: 'traditional', cardGrid: 5 });
    await maybeScreenshot(page, 'editor-75-ball');
    expectNoPageErrors(errors);
    await page.close();
  });

  it('a 90-ball card previews the printed strip of six tickets, 1 to 90 once, and survives a reload', async () => {
    const page = await fixture.browser().newPage({ viewport: PHONE });
    const errors = collectPageErrors(page);
    const cardId = await createTraditionalCard(page, fixture.product().baseUrl, 90);
    await page.getByTestId('card-preview').locator('svg').waitFor();
    const first = await previewNumbers(page);
    expectStripOfSix(first);
    const texts = await previewTexts(page);
    const title = texts.find((t) => !/^\d+$/.test(t));
    expect(title).toBeTruthy();
    expect(texts.filter((t) => t === title)).toHaveLength(6); // each ticket carries the title, as printed
    // The preview is the printed page (the default A5), not a lone ticket in a tall card frame.
    expect(await page.getByTestId('card-preview').locator('svg').getAttribute('viewBox')).toBe('0 0 437 612');

    await page.getByRole('tab', { name: 'Styles' }).click();
    await page.getByTestId('style-preset-midnight').click();
    await waitUntilSaved(page);
    await page.reload();
    await page.getByTestId('card-preview').locator('svg').waitFor();
    const reloaded = await previewNumbers(page);
    expectStripOfSix(reloaded);
    // A fixed deal: the preview does not reshuffle between visits.
    expect(reloaded.map((n) => n.value)).toEqual(first.map((n) => n.value));
    const stored = (await (await fetch(`${fixture.product().baseUrl}/api/cards/${cardId}`)).json()) as {
      data: { cardGrid: number; styleCloneId: string | null };
    };
    expect(stored.data.cardGrid).toBe(9);
    expect(stored.data.styleCloneId).toBe('midnight');
    await maybeScreenshot(page, 'editor-90-ball-phone');
    expectNoPageErrors(errors);
    await page.close();
  });
});
