import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { adminText as adminAr } from '#contract/messages/ar/admin.js';
import { cartText } from '#contract/messages/storefront/cart.js';
import { productDetailText } from '#contract/messages/storefront/product.js';
import {
  adminToken,
  launchBrowser,
  openOwnerPage,
  openPage,
  screenshot,
  startShop,
  VIEWPORTS,
  type ShopServer,
} from './support/harness.js';
import { whatsappText } from './support/whatsapp.js';

// The owner runs the shop without a developer: the WhatsApp number, the hours and the pound rate
// change on the admin panel's Settings page, and the storefront follows at its next page load.

let shop: ShopServer;
let browser: Browser;

const NEW_NUMBER = '+961 71 234 567';
const NEW_DIGITS = '96171234567';

async function ownerPage(viewport: { width: number; height: number }) {
  return openOwnerPage(browser, shop.url, await adminToken(shop), viewport);
}

describe('shop settings', () => {
  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('changes the WhatsApp number, the hours and the pound rate, and the storefront follows', async () => {
    const owner = await ownerPage(VIEWPORTS.desktop);
    const { page } = owner;
    await page.goto('/admin/settings');
    await page.getByRole('heading', { level: 1, name: admin.settings.heading }).waitFor();
    await page.getByLabel(admin.settings.whatsappNumber).fill(NEW_NUMBER);
    await page.getByRole('switch', { name: admin.settings.alwaysOpen }).click();
    await page.getByLabel(admin.settings.opensOn(admin.settings.weekdays.saturday)).fill('10:00');
    await page.getByLabel(admin.settings.closesOn(admin.settings.weekdays.saturday)).fill('14:00');
    await page.getByRole('checkbox', { name: admin.settings.weekdays.sunday }).uncheck();
    await page.getByLabel(admin.settings.rate).fill('89500');
    await page.getByRole('button', { name: admin.settings.submit }).click();
    await page.getByText(admin.settings.saved, { exact: true }).first().waitFor();
    await page.getByText(/Rate set/).waitFor();
    await screenshot(page, 'settings-1280');
    expect(owner.errors).toEqual([]);
    await owner.context.close();

    const phoneOwner = await ownerPage(VIEWPORTS.phone);
    await phoneOwner.page.goto('/admin/settings');
    await phoneOwner.page.getByRole('heading', { level: 1, name: admin.settings.heading }).waitFor();
    await phoneOwner.page.waitForLoadState('networkidle');
    await screenshot(phoneOwner.page, 'settings-390');
    await phoneOwner.context.close();

    const product = (
      (await (await fetch(`${shop.url}/api/products?limit=1`)).json()) as {
        data: { id: string; name: string; offerPrice: number | null; price: number }[];
      }
    ).data[0]!;
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const { page: visitor, errors, context } = await openPage(browser, shop.url, viewport);
      await visitor.goto('/');
      const footer = visitor.locator('footer');
      await footer.getByText('Mon–Fri 09:00–21:00').waitFor();
      expect(await footer.innerText()).toContain('Sat 10:00–14:00');
      expect(await footer.innerText()).toContain('Sun Closed');
      const chat = visitor.locator(`a[href^="https://wa.me/"]`).last();
      expect(await chat.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${NEW_DIGITS}\\?text=`));
      // Pounds under each dollar price: 89,500 per dollar, to the nearest 1,000.
      const dollars = product.offerPrice ?? product.price;
      const pounds = `LBP ${(Math.round((dollars * 89_500) / 1000) * 1000).toLocaleString('en-US')}`;
      const card = visitor.getByRole('article').filter({ hasText: product.name }).first();
      await card.getByText(pounds).waitFor();
      await screenshot(visitor, `settings-pound-prices-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }

    // The order goes to the new number, with its total in both currencies.
    const { page: buyer, context } = await openPage(browser, shop.url, VIEWPORTS.desktop);
    await buyer.goto(`/products/${product.id}`);
    const swatches = buyer.getByRole('radiogroup').or(buyer.locator('[aria-pressed]'));
    if ((await swatches.count()) > 0) await buyer.locator('[aria-pressed]').first().click();
    await buyer.getByRole('button', { name: productDetailText.addToCart(1) }).click();
    await buyer.goto('/cart');
    const order = buyer.getByRole('link', { name: cartText.orderViaWhatsapp });
    await order.waitFor();
    const href = (await order.getAttribute('href'))!;
    expect(href.startsWith(`https://wa.me/${NEW_DIGITS}?text=`)).toBe(true);
    const text = whatsappText(href);
    expect(text).toMatch(/Total in pounds: LBP [\d,]+ \(indicative\)/);
    await context.close();
  });
  it('shows the owner the product feed to give Meta and Google, with its brand, categories and what it leaves out', async () => {
    const token = await adminToken(shop);
    const api = async <T>(path: string, init: RequestInit): Promise<T> => {
      const response = await fetch(`${shop.url}/api${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
      expect(response.ok, `${init.method} ${path}: ${response.status}`).toBe(true);
      return (await response.json()) as T;
    };
    const category = await api<{ id: string; name: string }>('/categories', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Serums' }),
    });
    // No photo yet: Meta and Google would refuse it, so the feed leaves it out and Settings says why.
    const bare = new FormData();
    bare.set('name', 'Glow Serum');
    bare.set('description', 'A serum whose photo is still to come');
    bare.set('price', '30');
    bare.set('categoryId', category.id);
    await api('/products', { method: 'POST', body: bare });

    const owner = await ownerPage(VIEWPORTS.desktop);
    const { page } = owner;
    await page.goto('/admin/settings');
    const section = page.getByRole('region', { name: admin.feed.heading });
    const english = section.getByRole('status', { name: admin.feed.addressIn.en });
    await english.waitFor();
    expect(await english.innerText()).toBe(`${shop.url}/feed/products.xml`);
    expect(await section.getByRole('status', { name: admin.feed.addressIn.ar }).innerText()).toBe(`${shop.url}/ar/feed/products.xml`);
    await section.getByRole('button', { name: admin.common.copy }).first().click();
    await section.getByText(admin.common.copied, { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${shop.url}/feed/products.xml`);

    const leftOut = section.getByRole('listitem').filter({ hasText: 'Glow Serum' });
    expect(await leftOut.innerText()).toContain(admin.feed.reason.noPhoto);
    await section.getByLabel(admin.feed.brand).fill('Maison Nour');
    await section.getByLabel('Serums', { exact: true }).fill('Health & Beauty > Personal Care > Cosmetics');
    await section.getByRole('button', { name: admin.feed.submit }).click();
    await page.getByText(admin.feed.saved, { exact: true }).first().waitFor();
    await screenshot(page, 'settings-feed-1280');
    expect(owner.errors).toEqual([]);

    // The feed follows at once: the brand on every item, the category on the serum once it has a photo.
    const feed = await (await fetch(`${shop.url}/feed/products.xml`)).text();
    expect(feed).toContain('<g:brand>Maison Nour</g:brand>');
    expect(feed).not.toContain('Glow Serum');

    // The product's name leads to its list, searched for it, where its photo is added.
    await leftOut.getByRole('link', { name: 'Glow Serum' }).click();
    await page.waitForURL(/\/admin\/product\?search=Glow\+Serum$/);
    expect(await page.getByPlaceholder(admin.products.searchPlaceholder).inputValue()).toBe('Glow Serum');
    await page.getByRole('listitem').filter({ hasText: 'Glow Serum' }).first().waitFor();
    await owner.context.close();

    const phoneOwner = await ownerPage(VIEWPORTS.phone);
    await phoneOwner.page.goto('/ar/admin/settings');
    const arabic = phoneOwner.page.getByRole('region', { name: adminAr.feed.heading });
    await arabic.getByRole('status', { name: adminAr.feed.addressIn.fr }).waitFor();
    expect(await arabic.getByLabel(adminAr.feed.brand).inputValue()).toBe('Maison Nour');
    await arabic.scrollIntoViewIfNeeded();
    await screenshot(phoneOwner.page, 'settings-feed-ar-390');
    expect(phoneOwner.errors).toEqual([]);
    await phoneOwner.context.close();
  });
});
