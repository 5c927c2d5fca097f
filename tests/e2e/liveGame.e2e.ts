import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, DESKTOP, launchBrowser, maybeScreenshot, PHONE } from './support/browser.ts';
import { askToJoinLiveGame, expectNoPageErrors, hostLiveGame } from './support/journeys.ts';
import { type RunningProduct, startProduct } from './support/product.ts';

let product: RunningProduct;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await product?.stop();
});

async function newPage(viewport: {
  width: number;
  height: number;
}): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  return { page, context, errors: collectPageErrors(page) };
}

/** A caller with a 30-ball card (3x3, numbers 1..30) and an open lobby. */
async function openLobby(): Promise<{ caller: Page; cardId: string; errors: string[] }> {
  const { page: caller, errors } = await newPage(DESKTOP);
  const cardId = await hostLiveGame(caller, product.baseUrl, 30);
  return { caller, cardId, errors };
}

async function joinAs(cardId: string, name: string) {
  const { page, context, errors } = await newPage(PHONE);
  await askToJoinLiveGame(page, product.baseUrl, cardId, name);
  await page.getByTestId('waiting-modal').waitFor();
  return { page, context, errors };
}

/** The keys of a player's squares in row-major order (-1 is the free space). */
async function boardKeys(page: Page): Promise<number[]> {
  return page
    .getByTestId('player-board')
    .locator('button[data-cell]')
    .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-key') || 'NaN')));
}

const LINES_3X3 = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

function hasLine(keys: number[], called: Set<number>): boolean {
  return LINES_3X3.some((line) => line.every((i) => keys[i] === -1 || called.has(keys[i] ?? Number.NaN)));
}

/** Next call, pressed again if the server's one-call-per-second limit refused the press. */
async function callNext(caller: Page, expectedCount: number): Promise<number> {
  const placed = caller.getByTestId('game-status').filter({ hasText: `call ${expectedCount} of` });
  for (let attempt = 0; attempt < 5; attempt++) {
    await caller.getByTestId('action-button').click();
    const ok = await placed.waitFor({ timeout: 1500 }).then(
      () => true,
      () => false,
    );
    if (ok) break;
  }
  await placed.waitFor();
  const text = (await caller.getByTestId('call-announcer').textContent()) ?? '';
  return Number(text.replace('Called ', ''));
}

async function startGame(caller: Page, players: Page[]): Promise<void> {
  await caller.getByRole('tab', { name: /^Players/ }).click();
  await caller
    .getByTestId('seat-count')
    .filter({ hasText: `${players.length} of 5` })
    .waitFor();
  await caller.getByTestId('action-button').filter({ hasText: 'Start game' }).click();
  for (const p of players) await p.locator('[data-testid="player-page"][data-game-status="2"]').waitFor();
}

describe('live game', () => {
  it('a caller and two players play from create to a verified win and finish', async () => {
    const { caller, cardId, errors: callerErrors } = await openLobby();
    const ann = await joinAs(cardId, 'Ann');
    const bob = await joinAs(cardId, 'Bob');
    await startGame(caller, [ann.page, bob.page]);
    await maybeScreenshot(caller, 'live-caller-started');

    const keys = await boardKeys(ann.page);
    const freeIndex = keys.indexOf(-1);
    if (freeIndex >= 0)
      await ann.page.locator(`[data-testid="player-board"] button[data-cell="${freeIndex}"]`).click();
    // START places the first call; read it from the caller's board.
    const first = Number(
      ((await caller.getByTestId('call-announcer').textContent()) ?? '').replace('Called ', ''),
    );
    const called = new Set<number>([first]);
    let count = 1;
    const markIfOnCard = async (n: number) => {
      await ann.page
        .getByTestId('call-announcer')
        .filter({ hasText: `Called ${n}` })
        .waitFor();
      const index = keys.indexOf(n);
      if (index < 0) return;
      const square = ann.page.locator(`[data-testid="player-board"] button[data-cell="${index}"]`);
      await square.click();
      await expect.poll(() => square.getAttribute('aria-pressed')).toBe('true');
    };
    await markIfOnCard(first);
    while (!hasLine(keys, called)) {
      count += 1;
      const n = await callNext(caller, count);
      called.add(n);
      await markIfOnCard(n);
    }
    await maybeScreenshot(ann.page, 'live-player-line');

    await ann.page.getByTestId('bingo-button').click();
    const review = caller.getByTestId('bingo-review-modal');
    await review.waitFor();
    await review.locator('[data-testid="verification-result"][data-valid="true"]').waitFor();
    await review.getByTestId('claimed-card').waitFor();
    await maybeScreenshot(caller, 'live-caller-review');
    await review.getByRole('button', { name: 'Accept and finish' }).click();

    await ann.page
      .locator('[data-testid="winner-outcome"][data-outcome="youWon"]')
      .waitFor({ state: 'attached' });
    await bob.page
      .locator('[data-testid="winner-outcome"][data-outcome="otherWon"]')
      .waitFor({ state: 'attached' });
    await caller.locator('[data-testid="caller-page"][data-game-status="1"]').waitFor();
    await expect.poll(() => caller.getByTestId('winners-list').textContent()).toContain('Ann');
    await maybeScreenshot(bob.page, 'live-player-finished');

    expectNoPageErrors([...callerErrors, ...ann.errors, ...bob.errors]);
  });

  it('a player whose connection drops comes back and catches up with the calls', async () => {
    const { caller, cardId } = await openLobby();
    const ann = await joinAs(cardId, 'Ann');
    await startGame(caller, [ann.page]);

    await ann.context.setOffline(true);
    await ann.page.getByTestId('connection-overlay').waitFor();
    await maybeScreenshot(ann.page, 'live-player-offline');
    const missed = await callNext(caller, 2);
    await ann.context.setOffline(false);

    await ann.page
      .locator('[data-testid="connection-badge"][data-state="open"]')
      .waitFor({ timeout: 20_000 });
    await ann.page
      .getByTestId('call-announcer')
      .filter({ hasText: `Called ${missed}` })
      .waitFor();
    await expect.poll(() => ann.page.getByTestId('connection-overlay').count()).toBe(0);
    await ann.page.getByText('Reconnected').first().waitFor();

    // The resynchronised player keeps following the game.
    const next = await callNext(caller, 3);
    await ann.page
      .getByTestId('call-announcer')
      .filter({ hasText: `Called ${next}` })
      .waitFor();
  });
});
