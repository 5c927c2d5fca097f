import { describe, expect, it } from 'vitest';
import { collectPageErrors, DESKTOP, maybeScreenshot, PHONE } from './support/browser.ts';
import {
  createBlankCard,
  expectNoPageErrors,
  previewSignature,
  previewTexts,
  waitUntilSaved,
} from './support/journeys.ts';
import { useProductAndBrowser } from './support/useProduct.ts';

const WORDS = Array.from({ length: 24 }, (_, i) => `Word ${String(i + 1).padStart(2, '0')}`);

describe('a new visitor builds a word card', () => {
  const fixture = useProductAndBrowser();

  it('creates a blank card, adds 24 words, styles it, reloads it saved and shares the same card', async () => {
    const context = await fixture.browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    const cardId = await createBlankCard(page, fixture.product().baseUrl);
    await expect.poll(() => page.getByTestId('onboarding-hint').isVisible()).toBe(true);

    // Two words typed one at a time, the other 22 pasted as lines.
    const addInput = page.getByTestId('add-item-input');
    for (const word of WORDS.slice(0, 2)) {
      await addInput.fill(word);
      await addInput.press('Enter');
    }
    await page.getByTestId('paste-lines-button').click();
    const dialog = page.getByTestId('paste-lines-dialog');
    await dialog.getByLabel('Items, one per line').fill(`${WORDS.slice(2).join('\n')}\n\n`);
    await dialog.getByRole('button', { name: 'Add 22 items' }).click();
    await expect.poll(() => page.getByTestId('item-row').count()).toBe(24);
    await expect.poll(() => page.getByTestId('item-counter').textContent()).toContain('24 of 24');

    // Style: a preset, then one change on top of it.
    await page.getByRole('tab', { name: 'Styles' }).click();
    await page.getByTestId('style-preset-ocean').click();
    await waitUntilSaved(page);
    const afterPreset = await previewSignature(page);
    await page.getByTestId('style-preset-sunset').click();
    await expect.poll(() => previewSignature(page)).not.toBe(afterPreset);
    await waitUntilSaved(page);

    const texts = await previewTexts(page);
    for (const word of WORDS) expect(texts.join(' ')).toContain(word);
    const signature = await previewSignature(page);
    await maybeScreenshot(page, 'editor-desktop');

    // Everything is still there after a reload.
    await page.reload();
    await expect.poll(() => page.getByTestId('item-row').count()).toBe(24);
    expect(await previewSignature(page)).toBe(signature);

    // The share page shows the same card, read-only.
    await page.goto(`${fixture.product().baseUrl}/share/${cardId}/`);
    await page.getByTestId('card-preview').locator('svg').waitFor();
    expect(await previewSignature(page)).toBe(signature);
    await expect.poll(() => page.getByRole('link', { name: 'Make your own copy' }).count()).toBe(1);
    await maybeScreenshot(page, 'share-desktop');

    // And a phone sees the same card too.
    const phone = await fixture.browser().newPage({ viewport: PHONE });
    await phone.goto(`${fixture.product().baseUrl}/share/${cardId}/`);
    await phone.getByTestId('card-preview').locator('svg').waitFor();
    expect(await previewSignature(phone)).toBe(signature);
    await maybeScreenshot(phone, 'share-phone');

    expectNoPageErrors(errors);
    await context.close();
  });

  it('a visitor who did not make the card cannot change it', async () => {
    const owner = await fixture.browser().newContext({ viewport: DESKTOP });
    const ownerPage = await owner.newPage();
    const cardId = await createBlankCard(ownerPage, fixture.product().baseUrl);
    await ownerPage.getByTestId('add-item-input').fill('Only mine');
    await ownerPage.getByTestId('add-item-input').press('Enter');
    await waitUntilSaved(ownerPage);

    const stranger = await fixture.browser().newContext({ viewport: PHONE });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`${fixture.product().baseUrl}/card/edit/${cardId}/`);
    await strangerPage.getByTestId('read-only-notice').waitFor();
    expect(await strangerPage.getByTestId('add-item-input').count()).toBe(0);

    const res = await fetch(`${fixture.product().baseUrl}/api/cards/${cardId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardTitle: 'Hijacked' }),
    });
    expect(res.status).toBe(401);
    const card = (await (await fetch(`${fixture.product().baseUrl}/api/cards/${cardId}`)).json()) as {
      data: { cardTitle: string };
    };
    expect(card.data.cardTitle).not.toBe('Hijacked');
    await owner.close();
    await stranger.close();
  });
});
