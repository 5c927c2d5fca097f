import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, DESKTOP, maybeScreenshot } from './support/browser.ts';
import { createBlankCard, expectNoPageErrors, waitUntilSaved } from './support/journeys.ts';
import { useProductAndBrowser } from './support/useProduct.ts';

/** A real PNG picture of one colour, large enough to be resized by the server. */
function pngOf(color: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();
}

describe('a picture card', () => {
  const fixture = useProductAndBrowser();

  it('uploads pictures into squares and refuses files that are not pictures with the spec message', async () => {
    const page = await fixture.browser().newPage({ viewport: DESKTOP });
    const errors = collectPageErrors(page);
    const cardId = await createBlankCard(page, fixture.product().baseUrl);
    await page.getByRole('radio', { name: 'Image' }).check();

    await page.getByTestId('upload-images-input').setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: await pngOf('#e11d48') },
      { name: 'blue.png', mimeType: 'image/png', buffer: await pngOf('#2563eb') },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
      // Claims to be a PNG but is text: only the server, reading the bytes, can tell.
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('definitely not a png file') },
    ]);

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid file type or size.' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain(
      '2 file(s) not processed. Please upload a JPG, PNG, or WebP file (1200x800px recommended, max 5MB).',
    );
    await expect.poll(() => page.getByTestId('image-item').count()).toBe(2);
    await waitUntilSaved(page);

    const hrefs = await page
      .getByTestId('card-preview')
      .locator('svg image')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href') ?? ''));
    const uploads = hrefs.filter((h) => h.startsWith('/uploads/'));
    expect(uploads.length).toBe(2);

    // Stored as WebP, 300 px wide.
    const bytes = Buffer.from(await (await fetch(`${fixture.product().baseUrl}${uploads[0]}`)).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(300);

    const stored = (await (await fetch(`${fixture.product().baseUrl}/api/cards/${cardId}`)).json()) as {
      data: { cardType: string; cardItems: { imageItems: unknown[] } };
    };
    expect(stored.data.cardType).toBe('image');
    expect(stored.data.cardItems.imageItems.length).toBe(2);
    await maybeScreenshot(page, 'editor-image-card');
    expectNoPageErrors(errors);
    await page.close();
  });
});
