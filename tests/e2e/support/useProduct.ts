import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningProduct, startProduct } from './product.ts';

export interface ProductFixture {
  product(): RunningProduct;
  browser(): Browser;
}

/**
 * Starts the built product and Chromium once for the surrounding describe block (or file) and stops
 * both afterwards. Call it at the top of a describe; read the values inside tests.
 */
export function useProductAndBrowser(env: Record<string, string> = {}): ProductFixture {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    product = await startProduct(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  return {
    product: () => {
      if (!product) throw new Error('The product is not running (beforeAll failed?)');
      return product;
    },
    browser: () => {
      if (!browser) throw new Error('Chromium is not running (beforeAll failed?)');
      return browser;
    },
  };
}
