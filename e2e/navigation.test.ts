import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_CONFIG } from '#contract/shop.js';
import { launchBrowser, openPage, startShop, type ShopServer } from './support/harness.js';

// Moving between pages in the browser: the title follows the page, a new page starts at the top
// with focus on its heading, and Back returns to the place in the catalogue the visitor left.

const SHOP = DEFAULT_SHOP_CONFIG.name;
let shop: ShopServer;
let browser: Browser;

describe('navigation', () => {
  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('titles each page, opens a product from a scrolled catalogue at the top, and Back restores the scroll', async () => {
    const { page, errors, context } = await openPage(browser, shop.url);
    await page.goto('/');
    expect(await page.title()).toBe(`${SHOP} · Cosmetics since 1970`);
    const links = page.locator('#main a[href^="/products/"]');
    await links.nth(7).waitFor();
    // The first load leaves focus alone.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');

    const link = links.nth(7);
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await page.waitForTimeout(100);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);

    await link.click();
    await page.waitForURL(/\/products\//);
    await page.locator('#main h1').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const heading = (await page.locator('#main h1').innerText()).trim();
    await expect.poll(() => page.title()).toBe(`${heading} · ${SHOP}`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(5);
    await expect.poll(() => page.title()).toBe(`${SHOP} · Cosmetics since 1970`);

    await page.locator('a[href="/about"]').first().click();
    await expect.poll(() => page.title()).toBe(`About Us · ${SHOP}`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a missing product as not found, with the server responding 404 and the title saying so', async () => {
    const response = await fetch(`${shop.url}/products/no-such-product`);
    expect(response.status).toBe(404);
    const { page, context } = await openPage(browser, shop.url);
    await page.goto('/products/no-such-product');
    await page.getByText('Product not found.').waitFor();
    expect(await page.title()).toBe(`Product not found · ${SHOP}`);
    await context.close();
  });
});
