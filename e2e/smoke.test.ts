import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, startShop, type ShopServer } from './support/harness.js';

// The built shop as a whole: the server serves the app with the owner's settings, the API and the
// images, and the storefront renders the seeded catalogue without an error.
describe('the built shop', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    shop = await startShop({ env: { SHOP_PHONE: '+961 1 234 567' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('serves index.html with the shop settings embedded as JSON, and redirects unknown paths to it', async () => {
    for (const path of ['/', '/no/such/page']) {
      const response = await fetch(`${shop.url}${path}`);
      expect(response.url).toBe(`${shop.url}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<script type="application/json" id="shop-config">');
      expect(html).toContain('+961 1 234 567');
    }
  });

  it('serves uploaded images with a one-year immutable cache', async () => {
    const products = (await (await fetch(`${shop.url}/api/products?limit=1`)).json()) as { data: { image: string }[] };
    const image = await fetch(`${shop.url}${products.data[0]!.image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('immutable');
  });

  it('renders the home page with the seeded catalogue and no errors', async () => {
    const { page, context, errors } = await openPage(browser, shop.url);
    await page.goto('/');
    await expect.poll(() => page.locator('main h3, main h2').count()).toBeGreaterThan(5);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });
});
