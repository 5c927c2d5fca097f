import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Opens /generator/ and creates a blank card; resolves with the new card id (URL has onboard=true). */
export async function createBlankCard(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/generator/`);
  await page
    .getByTestId('intro-modal')
    .getByRole('button', { name: /^Blank card/ })
    .click();
  await page.waitForURL(/\/card\/edit\/[0-9a-f-]+\/\?onboard=true$/);
  return cardIdFromUrl(page.url());
}

/** Creates a traditional card with the given number of balls through the intro flow. */
export async function createTraditionalCard(
  page: Page,
  baseUrl: string,
  balls: 30 | 75 | 80 | 90,
): Promise<string> {
  await page.goto(`${baseUrl}/generator/`);
  await page
    .getByTestId('intro-modal')
    .getByRole('button', { name: /^Traditional bingo/ })
    .click();
  const modal = page.getByTestId('traditional-modal');
  await modal.getByRole('radio', { name: `${balls} ball` }).check();
  await modal.getByRole('button', { name: 'Create card' }).click();
  await page.waitForURL(/\/card\/edit\/[0-9a-f-]+\/$/);
  return cardIdFromUrl(page.url());
}

/** Creates a traditional card and opens its live game at /caller/{id}/ (the lobby, status 1); resolves with the card id. */
export async function hostLiveGame(page: Page, baseUrl: string, balls: 30 | 75 | 80 | 90): Promise<string> {
  const cardId = await createTraditionalCard(page, baseUrl, balls);
  await page.goto(`${baseUrl}/caller/${cardId}/`);
  await page.getByTestId('create-game-modal').getByRole('button', { name: 'Create game' }).click();
  await page.locator('[data-testid="caller-page"][data-game-status="1"]').waitFor();
  return cardId;
}

/** Opens /game/{id}/ and asks to join under a name; what follows (waiting, room full...) is the test's to check. */
export async function askToJoinLiveGame(
  page: Page,
  baseUrl: string,
  cardId: string,
  name: string,
): Promise<void> {
  await page.goto(`${baseUrl}/game/${cardId}/`);
  const modal = page.getByTestId('join-game-modal');
  await modal.getByLabel('Your name').fill(name);
  await modal.getByRole('button', { name: 'Join game' }).click();
}

export function cardIdFromUrl(url: string): string {
  const match = /\/card\/edit\/([0-9a-f-]+)\//.exec(url);
  if (!match?.[1]) throw new Error(`No card id in ${url}`);
  return match[1];
}

/** Waits until the editor says every change is stored on the server. */
export async function waitUntilSaved(page: Page): Promise<void> {
  await page
    .getByTestId('save-status')
    .and(page.locator('[data-status="saved"]'))
    .waitFor({ timeout: 15_000 });
}

/** The words and numbers drawn in the card preview, in document order. */
export async function previewTexts(page: Page): Promise<string[]> {
  // A fitted text is drawn as one <tspan> per line: join lines with a space, as a reader would.
  const texts = await page
    .getByTestId('card-preview')
    .locator('svg text')
    .evaluateAll((nodes) =>
      nodes.map((n) => {
        const lines = [...n.querySelectorAll('tspan')].map((t) => t.textContent ?? '');
        return (lines.length > 0 ? lines.join(' ') : (n.textContent ?? '')).trim();
      }),
    );
  return texts.filter(Boolean);
}

/** The visual signature of a preview: every fill colour and font used, to compare two renderings. */
export async function previewSignature(page: Page): Promise<string> {
  return page.getByTestId('card-preview').evaluate((el) => {
    const svg = el.querySelector('svg');
    if (!svg) return '';
    const fills = [...svg.querySelectorAll('[fill]')].map((n) => n.getAttribute('fill'));
    const fonts = [...svg.querySelectorAll('text')].map((n) => n.getAttribute('font-family'));
    const texts = [...svg.querySelectorAll('text')].map((n) => n.textContent);
    return JSON.stringify({ fills, fonts, texts });
  });
}

export function expectNoPageErrors(errors: string[]): void {
  // A failed request the app handles (e.g. a 401 followed by a refresh) is logged by Chromium as a
  // resource error; those are not page errors. Anything else is.
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
}
