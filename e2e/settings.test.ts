import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '#contract/messages/admin.js';
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
});
