import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CaughtMail,
  type MailCatcher,
  startMailCatcher,
} from '../../apps/server/test/accounts/support/mailCatcher.ts';
import { collectPageErrors, DESKTOP, launchBrowser, maybeScreenshot, PHONE } from './support/browser.ts';
import { createBlankCard, expectNoPageErrors } from './support/journeys.ts';
import { type RunningProduct, startProduct } from './support/product.ts';

/** The path and query of the first link to `path` in a mail, to open on the product under test. */
function linkPath(mail: CaughtMail, path: string): string {
  const match = new RegExp(`https?://[^/\\s"<>]+(${path}\\?[^\\s"<>]+)`).exec(mail.decoded);
  if (!match?.[1]) throw new Error(`No ${path} link in the mail.`);
  return match[1].replace(/&amp;/g, '&');
}

describe('accounts in the browser', () => {
  let product: RunningProduct;
  let browser: Browser;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    product = await startProduct({ SMTP_URL: mail.smtpUrl });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await mail?.close();
  });

  async function openPage(
    viewport = DESKTOP,
  ): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    return { context, page, errors: collectPageErrors(page) };
  }

  async function signOut(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
  }

  async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
    await page.goto(`${product.baseUrl}/login-with-password/?email=${encodeURIComponent(email)}`);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard\/$/);
  }

  it('a visitor with a card registers, verifies by email, signs out and signs in with the password', async () => {
    const { context, page, errors } = await openPage();
    const cardId = await createBlankCard(page, product.baseUrl);

    await page.goto(`${product.baseUrl}/register/`);
    await maybeScreenshot(page, 'register-desktop');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Email').fill('ada@example.test');
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/check-your-email\/\?type=register/);
    await expect.poll(() => page.getByRole('heading', { name: 'Check your email' }).isVisible()).toBe(true);

    const verify = linkPath(await mail.waitFor('ada@example.test'), '/verify-email/');
    await page.goto(`${product.baseUrl}${verify}`);
    await page.waitForURL(/\/dashboard\/$/);
    // The card made before signing up is now the account's.
    await expect.poll(() => page.locator(`a[href="/card/edit/${cardId}/"]`).count()).toBe(1);
    await maybeScreenshot(page, 'dashboard-desktop');

    await signOut(page);
    await signInWithPassword(page, 'ada@example.test', 'correct horse battery');
    await expect.poll(() => page.getByText('Signed in as').textContent()).toContain('ada@example.test');
    expectNoPageErrors(errors);
    await context.close();
  });

  it('a magic link signs a new address in', async () => {
    const { context, page, errors } = await openPage(PHONE);
    await page.goto(`${product.baseUrl}/login/?email=linky%40example.test`);
    await maybeScreenshot(page, 'login-phone');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.waitForURL(/\/magic-link-login\//);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await page.waitForURL(/\/check-your-email\/\?type=magic/);
    const link = linkPath(await mail.waitFor('linky@example.test'), '/magic-link-login/');
    await page.goto(`${product.baseUrl}${link}`);
    await page.waitForURL(/\/dashboard\/$/);
    await maybeScreenshot(page, 'dashboard-phone');
    expectNoPageErrors(errors);
    await context.close();
  });

  it('a forgotten password is reset through the emailed link', async () => {
    const { context, page, errors } = await openPage();
    await page.goto(`${product.baseUrl}/forgot-password/?email=ada%40example.test`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.waitForURL(/\/check-your-email\/\?type=reset/);
    const reset = linkPath(await mail.waitFor('ada@example.test', 1), '/reset-password/');
    await page.goto(`${product.baseUrl}${reset}`);
    await page.getByLabel('New password').fill('brand new password');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await page.waitForURL(/\/dashboard\/$/);
    await signOut(page);
    await signInWithPassword(page, 'ada@example.test', 'brand new password');
    expectNoPageErrors(errors);
    await context.close();
  });

  it('the email address changes with a code sent to the new address', async () => {
    const { context, page, errors } = await openPage();
    await page.goto(`${product.baseUrl}/dashboard/account/`);
    await page.waitForURL(/\/login\/\?callbackUrl=%2Fdashboard%2Faccount%2F/);
    await signInWithPassword(page, 'ada@example.test', 'brand new password');
    await page.goto(`${product.baseUrl}/dashboard/account/`);
    await page.getByLabel('New email').fill('ada.new@example.test');
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = /Your code: (\d{6})/.exec((await mail.waitFor('ada.new@example.test')).decoded)?.[1] ?? '';
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    await expect.poll(() => page.getByText('You sign in with ada.new@example.test').isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await maybeScreenshot(page, 'account-desktop');
    await page.setViewportSize(PHONE);
    await maybeScreenshot(page, 'account-phone');
    expectNoPageErrors(errors);
    await context.close();
  });

  it('a signed-in person adds a profile photo, served as WebP, and removes it', async () => {
    const { context, page, errors } = await openPage();
    await signInWithPassword(page, 'ada.new@example.test', 'brand new password');
    await page.goto(`${product.baseUrl}/dashboard/account/`);
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('profile-image-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    const avatars = page.locator('img[src^="/uploads/"]');
    await expect.poll(() => avatars.count()).toBeGreaterThanOrEqual(1);
    const src = (await avatars.first().getAttribute('src')) ?? '';
    const served = await fetch(`${product.baseUrl}${src}`);
    expect(served.headers.get('content-type')).toContain('image/webp');

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove photo' }).click();
    await expect.poll(() => avatars.count()).toBe(0);
    expect((await fetch(`${product.baseUrl}${src}`)).status).toBe(404);
    expectNoPageErrors(errors);
    await context.close();
  });

  it('a subscriber who opens /admin/ is told they have no access', async () => {
    const { context, page, errors } = await openPage();
    await signInWithPassword(page, 'ada.new@example.test', 'brand new password');
    await page.goto(`${product.baseUrl}/admin/testemails/`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'You do not have access to this page' }).isVisible())
      .toBe(true);
    expectNoPageErrors(errors);
    await context.close();
  });

  it('the sign-in page looks right on a desktop', async () => {
    const { context, page } = await openPage();
    await page.goto(`${product.baseUrl}/login/`);
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in' }).isVisible()).toBe(true);
    await maybeScreenshot(page, 'login-desktop');
    await context.close();
  });
});
