import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { collectPageErrors, DESKTOP, PHONE } from './support/browser.ts';
import { askToJoinLiveGame, expectNoPageErrors, hostLiveGame } from './support/journeys.ts';
import { useProductAndBrowser } from './support/useProduct.ts';

/**
 * The caller's moderation tools and console extras in a real browser: a full room and its vacancy,
 * removing, rejoin requests, blacklisting, viewing a player's card, the custom pattern, and the voice.
 * Seats are 2 so that a third player meets a full room; NEXT_CALL has no rate limit here.
 */
describe('live game moderation', () => {
  const fixture = useProductAndBrowser({ LIVE_DEFAULT_CAPACITY: '2', LIVE_NEXT_CALL_INTERVAL_MS: '0' });
  let contexts: BrowserContext[] = [];
  let errors: string[] = [];

  afterEach(async () => {
    for (const context of contexts) await context.close();
    contexts = [];
    errors = [];
  });

  const base = () => fixture.product().baseUrl;

  /** A page in its own browser context: its own guest session, as on another person's device. */
  async function device(
    viewport: { width: number; height: number },
    init?: () => void,
  ): Promise<{ page: Page; context: BrowserContext }> {
    const context = await fixture.browser().newContext({ viewport });
    contexts.push(context);
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    errors.push(...collectPageErrors(page));
    return { page, context };
  }

  async function host(balls: 30 | 75 = 30, init?: () => void) {
    const { page, context } = await device(DESKTOP, init);
    const cardId = await hostLiveGame(page, base(), balls);
    return { caller: page, callerContext: context, cardId };
  }

  /** A player who joined and waits for the start. */
  async function seated(cardId: string, name: string, init?: () => void): Promise<Page> {
    const { page } = await device(PHONE, init);
    await askToJoinLiveGame(page, base(), cardId, name);
    await page.getByTestId('waiting-modal').waitFor();
    return page;
  }

  async function showPlayers(caller: Page): Promise<void> {
    await caller.getByRole('tab', { name: /^Players/ }).click();
  }

  async function seatCount(caller: Page, text: string): Promise<void> {
    await caller.getByTestId('seat-count').filter({ hasText: text }).waitFor();
  }

  /** The names in the caller's players list, as the server last sent them. */
  async function playerNames(caller: Page): Promise<string[]> {
    const rows = caller.getByTestId('player-row');
    const names = await rows.evaluateAll((els) =>
      els.map((el) => el.querySelector('span.truncate')?.firstChild?.textContent?.trim() ?? ''),
    );
    return names.sort();
  }

  /** A second tab of the caller: what it shows comes from a fresh server snapshot, not from this tab's memory. */
  async function freshCallerTab(context: BrowserContext, cardId: string): Promise<Page> {
    const page = await context.newPage();
    errors.push(...collectPageErrors(page));
    await page.goto(`${base()}/caller/${cardId}/`);
    await page.locator('[data-testid="caller-page"][data-game-status="1"]').waitFor();
    await showPlayers(page);
    return page;
  }

  /** A toast, by its title. */
  const toast = (page: Page, title: string) =>
    page.locator('[data-sonner-toast]').filter({ has: page.getByText(title, { exact: true }) });

  /** The title of the newest toast on screen, or null when none is shown. */
  async function frontToastTitle(page: Page): Promise<string | null> {
    const front = page.locator('[data-sonner-toast][data-front="true"] [data-title]');
    return (await front.count()) === 0 ? null : front.first().textContent();
  }

  /** Waits for a toast and closes it, so that the next one with the same title is news. */
  async function closeToast(page: Page, title: string): Promise<void> {
    const shown = toast(page, title);
    await shown.first().waitFor();
    await shown.first().getByRole('button', { name: 'Close toast' }).click();
    await shown.first().waitFor({ state: 'detached' });
  }

  async function boardKeys(page: Page | Locator, testId: string): Promise<number[]> {
    return page
      .getByTestId(testId)
      .locator('button[data-cell]')
      .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-key') || 'NaN')));
  }

  it('a third player meets the full room and takes the seat a removed player frees', async () => {
    const { caller, callerContext, cardId } = await host();
    const ann = await seated(cardId, 'Ann');
    const bob = await seated(cardId, 'Bob');
    await showPlayers(caller);
    await seatCount(caller, '2 of 2');
    // The second join filled the room: the caller already got the upgrade prompt once.
    await closeToast(caller, 'Room limit reached');

    const { page: cy } = await device(PHONE);
    await askToJoinLiveGame(cy, base(), cardId, 'Cy');
    const full = cy.getByTestId('room-full-modal');
    await full.waitFor();
    expect(await full.textContent()).toContain('Room full');
    expect(await cy.getByTestId('waiting-modal').count()).toBe(0);
    // The caller is told again that the room is at its limit (spec §8); the seats did not change.
    await toast(caller, 'Room limit reached').getByText('Upgrade to add more players').waitFor();
    await seatCount(caller, '2 of 2');

    await caller.getByRole('button', { name: 'Remove Bob' }).click();
    const removed = bob.getByTestId('player-removed-modal');
    await removed.waitFor();
    expect(await removed.textContent()).toContain('You were removed from the game');
    await bob.getByTestId('player-board').waitFor({ state: 'detached' });

    // The waiting player hears about the free seat and takes it.
    const vacancy = cy.getByTestId('vacancy-modal');
    await vacancy.waitFor();
    expect(await cy.getByTestId('room-full-modal').count()).toBe(0);
    await vacancy.getByRole('button', { name: 'Join the game' }).click();
    await cy.getByTestId('waiting-modal').waitFor();
    await cy.getByTestId('player-board').waitFor();
    await seatCount(caller, '2 of 2');
    await expect.poll(() => playerNames(caller)).toEqual(['Ann', 'Cy']);

    // Server-verified: a fresh caller tab and a reloaded removed player see the same seats.
    const fresh = await freshCallerTab(callerContext, cardId);
    await seatCount(fresh, '2 of 2');
    await expect.poll(() => playerNames(fresh)).toEqual(['Ann', 'Cy']);
    await bob.reload();
    await bob.getByTestId('player-removed-modal').waitFor();
    expect(await ann.getByTestId('waiting-modal').isVisible()).toBe(true);

    expectNoPageErrors(errors);
  });

  it('a removed player asks to rejoin: refused while the room is full, approved once a seat is free', async () => {
    const { caller, cardId } = await host();
    await seated(cardId, 'Ann');
    const bob = await seated(cardId, 'Bob');
    await showPlayers(caller);
    await seatCount(caller, '2 of 2');
    const bobKeys = await boardKeys(bob, 'player-board');

    await caller.getByRole('button', { name: 'Remove Bob' }).click();
    const removed = bob.getByTestId('player-removed-modal');
    await removed.waitFor();
    await seatCount(caller, '1 of 2');
    const cy = await seated(cardId, 'Cy');
    await seatCount(caller, '2 of 2');
    await closeToast(caller, 'Room limit reached');

    await removed.getByRole('button', { name: 'Request to rejoin' }).click();
    await toast(bob, 'Rejoin request sent').getByText('Waiting for approval').waitFor();
    await removed.getByRole('button', { name: 'Request sent' }).waitFor();
    expect(await removed.getByRole('button', { name: 'Request sent' }).isDisabled()).toBe(true);
    expect(await removed.textContent()).toContain('Your request to rejoin is waiting for the caller.');

    // The caller is told (spec §8) and opens the list from the toast.
    await toast(caller, 'Player rejoin request').getByText('Approve or reject the request').waitFor();
    await toast(caller, 'Player rejoin request').getByRole('button', { name: 'View requests' }).click();
    const requests = caller.getByTestId('rejoin-requests-modal');
    await requests.waitFor();
    await requests.getByText('Bob').waitFor();

    // Both seats are taken: approving is refused and the request stays queued.
    await requests.getByRole('button', { name: 'Approve' }).click();
    await toast(caller, 'Room limit reached').getByText('Upgrade to add more players').waitFor();
    await requests.getByText('Bob').waitFor();
    expect(await removed.isVisible()).toBe(true);
    await caller.keyboard.press('Escape');
    await requests.waitFor({ state: 'detached' });
    await caller.getByRole('button', { name: 'Rejoin requests (1)' }).waitFor();

    // Blacklisting Cy frees a seat; Cy is told and cannot come back.
    await caller.getByRole('button', { name: 'Blacklist Cy' }).click();
    const blacklisted = cy.getByTestId('player-blacklisted-modal');
    await blacklisted.waitFor();
    expect(await blacklisted.textContent()).toContain('You are blacklisted');
    await toast(cy, 'You are blacklisted').getByText('contact the caller to get unblacklisted').waitFor();
    await seatCount(caller, '1 of 2');

    // Bob's "You're in!" from his first join may still be in the stack (sonner pauses toast timers
    // while a page is hidden), so the approval is the newest toast, in front of the stack.
    expect(await frontToastTitle(bob)).not.toBe("You're in!");
    await caller.getByRole('button', { name: 'Rejoin requests (1)' }).click();
    await requests.getByRole('button', { name: 'Approve' }).click();
    await bob.getByTestId('waiting-modal').waitFor();
    await expect.poll(() => frontToastTitle(bob)).toBe("You're in!");
    // Same round: Bob keeps the card he had (protocol §5 REJOIN_REQUEST_PROCESSED).
    expect(await boardKeys(bob, 'player-board')).toEqual(bobKeys);
    await requests.getByText('No requests right now.').waitFor();
    await seatCount(caller, '2 of 2');
    await expect.poll(() => playerNames(caller)).toEqual(['Ann', 'Bob']);

    await cy.reload();
    await cy.getByTestId('player-blacklisted-modal').waitFor();
    expect(await cy.getByTestId('join-game-modal').count()).toBe(0);
    expect(await cy.getByTestId('player-board').count()).toBe(0);

    expectNoPageErrors(errors);
  });

  it('a rejected rejoin request blacklists the player for good', async () => {
    const { caller, callerContext, cardId } = await host();
    const ann = await seated(cardId, 'Ann');
    await showPlayers(caller);
    await seatCount(caller, '1 of 2');

    await caller.getByRole('button', { name: 'Remove Ann' }).click();
    const removed = ann.getByTestId('player-removed-modal');
    await removed.waitFor();
    await seatCount(caller, '0 of 2');
    await removed.getByRole('button', { name: 'Request to rejoin' }).click();
    await removed.getByRole('button', { name: 'Request sent' }).waitFor();

    await caller.getByRole('button', { name: 'Rejoin requests (1)' }).click();
    const requests = caller.getByTestId('rejoin-requests-modal');
    await requests.getByText('Ann').waitFor();
    await requests.getByRole('button', { name: 'Reject' }).click();
    await requests.getByText('No requests right now.').waitFor();

    const blacklisted = ann.getByTestId('player-blacklisted-modal');
    await blacklisted.waitFor();
    expect(await blacklisted.textContent()).toContain('You are blacklisted');
    await toast(ann, 'You are blacklisted').getByText('contact the caller to get unblacklisted').waitFor();
    expect(await removed.count()).toBe(0);

    // Server-verified: after a reload Ann is still blacklisted, and the caller's list has no request.
    await ann.reload();
    await ann.getByTestId('player-blacklisted-modal').waitFor();
    expect(await ann.getByTestId('join-game-modal').count()).toBe(0);
    const fresh = await freshCallerTab(callerContext, cardId);
    await seatCount(fresh, '0 of 2');
    expect(await fresh.getByRole('button', { name: /^Rejoin requests/ }).count()).toBe(0);

    expectNoPageErrors(errors);
  });

  it("the caller views a player's card with its marks, and draws and previews a custom pattern", async () => {
    const { caller, callerContext, cardId } = await host(75);
    const ann = await seated(cardId, 'Ann');
    const annKeys = await boardKeys(ann, 'player-board');
    expect(annKeys).toHaveLength(25);

    // Settings: draw the four corners and the centre.
    await caller.getByRole('tab', { name: 'Settings' }).click();
    await caller.getByRole('button', { name: 'Draw custom pattern' }).click();
    const drawer = caller.getByTestId('custom-pattern-drawer');
    await drawer.waitFor();
    const drawn = [0, 4, 12, 20, 24];
    for (const i of drawn) {
      await drawer
        .getByRole('button', { name: `Row ${Math.floor(i / 5) + 1}, column ${(i % 5) + 1}` })
        .click();
    }
    expect(await drawer.locator('button[aria-pressed="true"]').count()).toBe(drawn.length);
    await drawer.getByRole('button', { name: 'Use this pattern' }).click();
    await drawer.waitFor({ state: 'detached' });
    // The selection shows what the server stored.
    await caller
      .getByRole('combobox', { name: 'Winning pattern' })
      .filter({ hasText: 'Custom pattern' })
      .waitFor();

    const previewCells = async (page: Page) => {
      await page.getByRole('button', { name: 'Preview pattern' }).click();
      const preview = page.getByTestId('pattern-preview-modal');
      await preview.waitFor();
      expect(await preview.getByRole('heading').textContent()).toContain('Custom pattern');
      const grids = preview.getByTestId('pattern-grid');
      expect(await grids.count()).toBe(1);
      const on = await grids
        .locator('span')
        .evaluateAll((cells) => cells.flatMap((c, i) => (c.hasAttribute('data-on') ? [i] : [])));
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'detached' });
      return on;
    };
    expect(await previewCells(caller)).toEqual(drawn);
    // Server-verified: a fresh caller tab previews the same stored pattern.
    const fresh = await freshCallerTab(callerContext, cardId);
    await fresh.getByRole('tab', { name: 'Settings' }).click();
    expect(await previewCells(fresh)).toEqual(drawn);
    await fresh.close();

    // Start, and Ann marks her free space.
    await caller.getByTestId('action-button').filter({ hasText: 'Start game' }).click();
    await ann.locator('[data-testid="player-page"][data-game-status="2"]').waitFor();
    const free = annKeys.indexOf(-1);
    expect(free).toBe(12);
    const freeSquare = ann.locator(`[data-testid="player-board"] button[data-cell="${free}"]`);
    await freeSquare.click();
    await expect.poll(() => freeSquare.getAttribute('aria-pressed')).toBe('true');

    // The caller looks at Ann's card from the players list: her squares, her mark, as the server holds them.
    await showPlayers(caller);
    await caller.getByRole('button', { name: "View Ann's card" }).click();
    const view = caller.getByTestId('view-player-card-modal');
    await view.waitFor();
    expect(await view.getByRole('heading').textContent()).toContain("Ann's card");
    await view.getByTestId('claimed-card').waitFor();
    expect(await boardKeys(view, 'claimed-card')).toEqual(annKeys);
    const viewedFree = view.locator(`[data-testid="claimed-card"] button[data-cell="${free}"]`);
    await expect.poll(() => viewedFree.getAttribute('aria-pressed')).toBe('true');
    const pressed = await view
      .locator('[data-testid="claimed-card"] button[aria-pressed="true"]')
      .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-cell'))));
    expect(pressed).toEqual([free]);
    // Judged against the custom pattern: the free centre is marked, the four corners are missing.
    const result = view.getByTestId('verification-result');
    await result.waitFor();
    expect(await result.getAttribute('data-valid')).toBe('false');
    expect(await result.textContent()).toContain('4 pattern square(s) missing');

    expectNoPageErrors(errors);
  });

  it('with the caller voice and chime on, each new call is spoken as the screen shows it ("B 12")', async () => {
    /** Records what the page asks the browser to say and each chime, then lets the browser do it. */
    const recordAudio = () => {
      const w = window as unknown as { __spoken: string[]; __chimes: number };
      w.__spoken = [];
      w.__chimes = 0;
      const synth = window.speechSynthesis;
      if (synth) {
        const speak = synth.speak.bind(synth);
        synth.speak = (utterance: SpeechSynthesisUtterance) => {
          w.__spoken.push(utterance.text);
          speak(utterance);
        };
      }
      const Original = window.AudioContext;
      if (Original) {
        window.AudioContext = class extends Original {
          constructor(options?: AudioContextOptions) {
            super(options);
            w.__chimes += 1;
          }
        };
      }
    };
    const spoken = (page: Page) =>
      page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);
    const chimes = (page: Page) => page.evaluate(() => (window as unknown as { __chimes: number }).__chimes);

    const { caller, cardId } = await host(75, recordAudio);
    expect(await caller.evaluate(() => typeof window.speechSynthesis?.speak)).toBe('function');
    await caller.getByRole('tab', { name: 'Settings' }).click();
    const voice = caller.getByRole('switch', { name: 'Caller voice' });
    const chime = caller.getByRole('switch', { name: 'Chime' });
    // The switches follow the settings the server sends back.
    const turn = async (control: typeof voice, on: boolean) => {
      if ((await control.getAttribute('aria-checked')) !== String(on)) await control.click();
      await expect.poll(() => control.getAttribute('aria-checked')).toBe(String(on));
    };
    await turn(voice, true);
    await turn(chime, true);
    expect(await spoken(caller)).toEqual([]);

    const ann = await seated(cardId, 'Ann', recordAudio);
    await caller.getByTestId('action-button').filter({ hasText: 'Start game' }).click();

    const LETTERS = 'BINGO';
    const shown: string[] = [];
    /** Places call number `count` and returns it as the caller's screen shows it. */
    const placeCall = async (count: number): Promise<string> => {
      if (count > 1) await caller.getByTestId('action-button').filter({ hasText: 'Next call' }).click();
      await caller
        .getByTestId('game-status')
        .filter({ hasText: `call ${count} of 75` })
        .waitFor();
      const text = ((await caller.getByTestId('call-announcer').textContent()) ?? '').replace('Called ', '');
      const match = /^([BINGO]) (\d{1,2})$/.exec(text);
      expect(match, `call shown as "${text}"`).not.toBeNull();
      const n = Number(match?.[2]);
      expect(LETTERS[Math.floor((n - 1) / 15)]).toBe(match?.[1]);
      await ann
        .getByTestId('call-announcer')
        .filter({ hasText: `Called ${text}` })
        .waitFor();
      return text;
    };
    for (let count = 1; count <= 3; count++) {
      shown.push(await placeCall(count));
      // The voice waits for the chime (about 0.7 s), then says exactly what the screen shows, once.
      await expect.poll(() => spoken(caller), { timeout: 5000 }).toEqual(shown);
      expect(await chimes(caller)).toBe(count);
    }
    // Only the caller's device speaks, so a room hears one voice.
    expect(await spoken(ann)).toEqual([]);

    // With the voice turned off the chime still sounds, and nothing more is said.
    await turn(voice, false);
    await placeCall(4);
    await expect.poll(() => chimes(caller)).toBe(4);
    await caller.waitForTimeout(1200);
    expect(await spoken(caller)).toEqual(shown);

    expectNoPageErrors(errors);
  });
});
