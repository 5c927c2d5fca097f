import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, DESKTOP, maybeScreenshot, PHONE } from './support/browser.ts';
import { createTraditionalCard, expectNoPageErrors } from './support/journeys.ts';
import { useProductAndBrowser } from './support/useProduct.ts';

interface SquareBox {
  width: number;
  height: number;
  left: number;
  right: number;
}

/** The bounding boxes of the player's squares, as a finger meets them. */
function squareBoxes(page: Page): Promise<SquareBox[]> {
  return page
    .getByTestId('player-board')
    .locator('button[data-cell]')
    .evaluateAll((cells) =>
      cells.map((c) => {
        const r = c.getBoundingClientRect();
        return { width: r.width, height: r.height, left: r.left, right: r.right };
      }),
    );
}

describe('the player page on a 390x844 phone', () => {
  const fixture = useProductAndBrowser();

  async function callerWithCard(balls: 75 | 90) {
    const context = await fixture.browser().newContext({ viewport: DESKTOP });
    const caller = await context.newPage();
    const errors = collectPageErrors(caller);
    const cardId = await createTraditionalCard(caller, fixture.product().baseUrl, balls);
    await caller.goto(`${fixture.product().baseUrl}/caller/${cardId}/`);
    const createGame = async () => {
      await caller.getByTestId('create-game-modal').getByRole('button', { name: 'Create game' }).click();
      await caller.locator('[data-testid="caller-page"][data-game-status="1"]').waitFor();
    };
    return { caller, cardId, errors, createGame };
  }

  async function phone() {
    const context = await fixture.browser().newContext({ viewport: PHONE });
    const page = await context.newPage();
    return { page, errors: collectPageErrors(page) };
  }

  async function join(page: Page, name: string) {
    const modal = page.getByTestId('join-game-modal');
    await modal.getByLabel('Your name').fill(name);
    await modal.getByRole('button', { name: 'Join game' }).click();
    await page.getByTestId('waiting-modal').waitFor();
    await page.getByTestId('player-board').waitFor();
  }

  it('a visitor sees "room not created" before the caller creates the game, then the join form', async () => {
    const { cardId, errors, createGame } = await callerWithCard(90);
    const { page, errors: playerErrors } = await phone();
    await page.goto(`${fixture.product().baseUrl}/game/${cardId}/`);
    await page.getByTestId('room-not-created-modal').waitFor();
    expect(await page.getByTestId('join-game-modal').count()).toBe(0);
    await maybeScreenshot(page, 'player-room-not-created-phone');

    await createGame();
    // The page asks again by itself (every 5 s): no reload needed.
    await page.getByTestId('join-game-modal').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('room-not-created-modal').count()).toBe(0);
    await join(page, 'Ann');
    expectNoPageErrors([...errors, ...playerErrors]);
  });

  it.each([
    [90, 27, 42],
    [75, 25, 70],
  ] as const)(
    'a %i-ball card fills the width with %i squares at least 44 px tall and %i px wide',
    async (balls, count, minWidth) => {
      const { cardId, errors, createGame } = await callerWithCard(balls);
      await createGame();
      const { page, errors: playerErrors } = await phone();
      await page.goto(`${fixture.product().baseUrl}/game/${cardId}/`);
      await join(page, 'Ann');
      await page.keyboard.press('Escape');
      await page.getByTestId('waiting-modal').waitFor({ state: 'detached' });

      const boxes = await squareBoxes(page);
      expect(boxes).toHaveLength(count);
      for (const box of boxes) {
        expect(box.height).toBeGreaterThanOrEqual(44);
        // A 9-column ticket cannot reach 44 px on 390 px (43.3 with no margin at all); it gets all but 3 px.
        expect(box.width).toBeGreaterThanOrEqual(minWidth);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(PHONE.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      // The Bingo button is on screen without scrolling.
      const button = await page.getByTestId('bingo-button').boundingBox();
      expect((button?.y ?? Number.POSITIVE_INFINITY) + (button?.height ?? 0)).toBeLessThanOrEqual(
        PHONE.height,
      );
      await maybeScreenshot(page, `player-${balls}-ball-phone`);
      expectNoPageErrors([...errors, ...playerErrors]);
    },
  );
});
