import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { cartOrderText } from '#contract/messages/cart-order.js';
import { cartText } from '#contract/messages/storefront/cart.js';
import { productDetailText } from '#contract/messages/storefront/product.js';
import { DEFAULT_SHOP_CONFIG } from '#contract/shop-defaults.js';
import { adminToken, launchBrowser, openOwnerPage, openPage, startShop, VIEWPORTS, type ShopServer } from './support/harness.js';
import { axeViolations } from './support/axe.js';

// axe-core (WCAG 2.2 A and AA plus best practices) on every page and dialog of the built shop at
// 390 px and 1280 px, and the order flow driven by the keyboard alone.

interface ApiList<T> {
  data: T[];
}
interface ApiProduct {
  id: string;
  name: string;
  soldOut: boolean;
  colors: { name: string; hexCode: string }[];
}

// The placeholder number, so the admin pages carry the banner that warns about it, checked as well.
const WHATSAPP_NUMBER = DEFAULT_SHOP_CONFIG.whatsappNumber;
const SENDER = 'Rana Haddad';

/** Every admin page, and the dialogs each opens: the button that opens it and the dialog's role. */
const ADMIN_PAGES: ReadonlyArray<readonly [string, ReadonlyArray<{ name: string; opener: string; role: 'dialog' | 'alertdialog' }>]> = [
  [
    '/admin/product',
    [
      { name: 'add dialog', opener: admin.products.add, role: 'dialog' },
      { name: 'edit dialog', opener: admin.common.edit, role: 'dialog' },
      { name: 'delete confirmation', opener: admin.common.delete, role: 'alertdialog' },
    ],
  ],
  ['/admin/category', [{ name: 'add dialog', opener: admin.categories.add, role: 'dialog' }]],
  ['/admin/carousel', [{ name: 'add dialog', opener: admin.carousel.add, role: 'dialog' }]],
  ['/admin/offer', [{ name: 'add dialog', opener: admin.offers.add, role: 'dialog' }]],
  ['/admin/contact-us', [{ name: 'message dialog', opener: admin.contact.open(SENDER), role: 'dialog' }]],
  [
    '/admin/orders',
    [
      {
        name: 'order dialog',
        // The order is placed in beforeAll, so its reference is known only then.
        get opener() {
          return admin.orders.open(orderReference);
        },
        role: 'dialog',
      },
    ],
  ],
  ['/admin/dashboard', []],
  ['/admin/settings', []],
  ['/admin/update-password', []],
];
const STEP_TIMEOUT_MS = 15_000;

let shop: ShopServer;
let browser: Browser;
let token: string;
let product: ApiProduct;
let offerId: string;
let orderReference: string;

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${shop.url}/api${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // The footer and the floating button load right after the first render.
  await page.getByRole('contentinfo').waitFor();
}

function report(found: Record<string, string[]>): string {
  return Object.entries(found)
    .filter(([, lines]) => lines.length > 0)
    .map(([where, lines]) => `${where}:\n    ${lines.join('\n    ')}`)
    .join('\n');
}

async function signedInPage(viewport: { width: number; height: number }) {
  const watched = await openOwnerPage(browser, shop.url, token, viewport);
  watched.page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return watched;
}

describe('accessibility', () => {
  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    token = await adminToken(shop);
    const products = await api<ApiList<ApiProduct>>('/products?limit=100');
    product = products.data.find((p) => !p.soldOut && p.colors.length >= 2)!;
    offerId = (await api<ApiList<{ id: string }>>('/offer?limit=1')).data[0]!.id;
    await api('/contact-us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: SENDER, email: 'rana@example.com', message: 'Do you ship to Tripoli?' }),
    });
    // An order, so the inbox, its dialog (with a WhatsApp link) and the dashboard's chart have something to show.
    const placed = await api<{ reference: string }>('/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        idempotencyKey: crypto.randomUUID(),
        lines: [{ kind: 'product', id: product.id, colorHex: product.colors[0]!.hexCode, quantity: 1 }],
        delivery: { name: SENDER, phone: '71 123 456' },
      }),
    });
    orderReference = placed.reference;
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('takes an order from the keyboard alone: product, colour, cart, WhatsApp', async () => {
    const { page, context, errors } = await openPage(browser, shop.url, VIEWPORTS.desktop);
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const firstPage = await api<ApiList<ApiProduct>>('/products?limit=20');
    const chosen = firstPage.data.find((p) => !p.soldOut && p.colors.length > 0)!;
    const colour = chosen.colors[0]!;

    /** Presses Tab (or Shift+Tab) until the focused element matches, and returns how it reads. */
    const tabTo = async (matches: (el: { tag: string; text: string; label: string; href: string }) => boolean, key = 'Tab') => {
      for (let step = 0; step < 400; step += 1) {
        await page.keyboard.press(key);
        const el = await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          return {
            tag: active?.tagName.toLowerCase() ?? '',
            text: active?.textContent?.trim() ?? '',
            label: active?.getAttribute('aria-label') ?? '',
            href: active?.getAttribute('href') ?? '',
          };
        });
        if (matches(el)) return el;
      }
      throw new Error('the keyboard never reached the element');
    };

    await page.goto('/');
    await page.getByRole('heading', { name: chosen.name }).waitFor();
    await tabTo((el) => el.tag === 'a' && el.text === chosen.name);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: chosen.name }).waitFor();

    await tabTo((el) => el.tag === 'button' && el.label === colour.name);
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('button', { name: colour.name, exact: true }).getAttribute('aria-pressed')).toBe('true');

    await tabTo((el) => el.tag === 'button' && el.text === productDetailText.addToCart(1));
    await page.keyboard.press('Enter');
    // Busy for 300 ms, and the keyboard stays on the button throughout.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(productDetailText.adding);
    await page.getByRole('button', { name: productDetailText.addToCart(1) }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(productDetailText.addToCart(1));

    await tabTo((el) => el.tag === 'a' && el.href === '/cart', 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: cartText.heading }).waitFor();
    const order = await tabTo((el) => el.tag === 'a' && el.text === cartText.orderViaWhatsapp);
    expect(order.href.startsWith(`https://wa.me/${WHATSAPP_NUMBER}?text=`)).toBe(true);
    expect(decodeURIComponent(order.href)).toContain(chosen.name);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`finds no violations on the storefront pages at ${viewport.width} px (${name})`, async () => {
      const { page, context } = await openPage(browser, shop.url, viewport);
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      const found: Record<string, string[]> = {};
      const pages = ['/', `/products/${product.id}`, '/offer', `/offer/${offerId}`, '/about', '/contact-us', '/cart'];
      for (const pathname of pages) {
        await page.goto(pathname);
        await settled(page);
        found[pathname] = await axeViolations(page);
      }
      // The cart with an item in it, added from the product page.
      await page.goto(`/products/${product.id}`);
      await settled(page);
      await page.getByRole('button', { name: product.colors[0]!.name, exact: true }).click();
      await page.getByRole('button', { name: productDetailText.addToCart(1) }).click();
      await page.getByRole('button', { name: productDetailText.addToCart(1) }).waitFor();
      found[`/products/${product.id} after adding`] = await axeViolations(page);
      // The confirming toast never covers the sticky bar (the cart link, the menu button).
      const toast = await page.getByRole('status').filter({ hasText: product.name }).boundingBox();
      const header = await page.getByRole('banner').boundingBox();
      expect(toast).not.toBeNull();
      expect(toast!.y, 'the toast starts below the header').toBeGreaterThanOrEqual(header!.y + header!.height);
      await page.goto('/cart');
      await settled(page);
      await page.getByRole('link', { name: cartText.orderViaWhatsapp }).waitFor();
      found['/cart (filled)'] = await axeViolations(page);

      // The cart after the shop's check: one price changed, one item sold out; a phone the form refuses.
      await page.goto(`/offer/${offerId}`);
      await settled(page);
      await page.getByRole('button', { name: productDetailText.addToCart(1) }).click();
      await page.getByRole('button', { name: productDetailText.addToCart(1) }).waitFor();
      await page.route('**/api/cart/quote', async (route) => {
        const quote = (await (await route.fetch()).json()) as { lines: Array<Record<string, unknown>> };
        const [first, second] = quote.lines;
        Object.assign(first!, { unitPrice: (first!.unitPrice as number) + 2, offerPrice: null, price: (first!.unitPrice as number) + 2 });
        Object.assign(second!, { status: 'soldOut', unitPrice: null, lineTotal: null });
        await route.fulfill({ json: quote });
      });
      await page.goto('/cart');
      await settled(page);
      await page.getByText(cartOrderText.priceUpdated).waitFor();
      await page.getByText(cartOrderText.soldOut, { exact: true }).waitFor();
      await page.getByRole('textbox', { name: cartOrderText.deliveryName }).fill('Rana Haddad');
      await page.getByRole('textbox', { name: cartOrderText.deliveryPhone }).fill('call me');
      await page.getByRole('textbox', { name: cartOrderText.deliveryPhone }).blur();
      found['/cart (checked, delivery form)'] = await axeViolations(page);
      await context.close();
      expect(report(found), report(found)).toBe('');
    });

    it(`finds no violations on the admin pages and dialogs at ${viewport.width} px (${name})`, async () => {
      const found: Record<string, string[]> = {};
      const visitor = await openPage(browser, shop.url, viewport);
      await visitor.page.goto('/admin/login');
      await settled(visitor.page);
      found['/admin/login'] = await axeViolations(visitor.page);
      await visitor.context.close();

      const { page, context } = await signedInPage(viewport);
      await page.goto('/admin/product');
      await page.getByRole('link', { name: admin.setWhatsAppNumber }).waitFor();
      const check = async (where: string) => (found[where] = await axeViolations(page));

      for (const [pathname, dialogs] of ADMIN_PAGES) {
        await page.goto(pathname);
        await settled(page);
        await check(pathname);
        for (const { name, opener, role } of dialogs) {
          await page.getByRole('button', { name: opener }).first().click();
          await page.getByRole(role).waitFor();
          await check(`${pathname}: ${name}`);
          await page.keyboard.press('Escape');
          await page.getByRole(role).waitFor({ state: 'detached' });
        }
      }

      // The phone's admin menu, open.
      if (viewport.width < 768) {
        await page.locator('header [aria-haspopup="menu"]:visible').first().click();
        await page.getByRole('menu').waitFor();
        await check('/admin/update-password: menu open');
        await page.keyboard.press('Escape');
      }
      await context.close();
      expect(report(found), report(found)).toBe('');
    });
  }
});
