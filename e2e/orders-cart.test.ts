import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOrderText } from '#contract/messages/cart-order.js';
import { cartText } from '#contract/messages/storefront/cart.js';
import { productDetailText } from '#contract/messages/storefront/product.js';
import { adminToken, launchBrowser, openPage, screenshot, SHOTS_DIR, startShop, VIEWPORTS, type ShopServer } from './support/harness.js';
import { stubWhatsApp, orderViaWhatsApp, whatsappText } from './support/whatsapp.js';

// The cart checked against the shop and an order recorded before WhatsApp opens: a visitor adds two
// products, the owner changes one's price and sells out the other, the visitor orders what is left.

const WHATSAPP_NUMBER = '96171123456';
/** A name the browser resolves to the shop (see the last test); not localhost, so not a secure origin. */
const PLAIN_HTTP_HOST = 'shop.test';

interface OrderRow {
  reference: string;
  status: string;
  total: number;
  itemCount: number;
  customerName: string | null;
}

let shop: ShopServer;
let browser: Browser;
let token: string;
let categoryId: string;

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${shop.url}/api${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function productForm(name: string, price: number, soldOut = false): FormData {
  const form = new FormData();
  form.set('name', name);
  form.set('description', `${name}, for the order test`);
  form.set('price', String(price));
  form.set('categoryId', categoryId);
  form.set('soldOut', String(soldOut));
  return form;
}

describe('ordering from a cart the shop has checked', () => {
  beforeAll(async () => {
    // The last test reaches the shop by a name of its own, which the shop answers only when told.
    shop = await startShop({ env: { SHOP_WHATSAPP_NUMBER: WHATSAPP_NUMBER, ALLOWED_HOSTS: PLAIN_HTTP_HOST } });
    browser = await launchBrowser();
    token = await adminToken(shop);
    categoryId = (
      await api<{ id: string }>('/categories', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Order test' }),
      })
    ).id;
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('shows the new price and the sold-out line, records the order, and opens WhatsApp with its reference', async () => {
    const toner = await api<{ id: string }>('/products', { method: 'POST', body: productForm('Rose Water Toner', 18) });
    const oil = await api<{ id: string }>('/products', { method: 'POST', body: productForm('Argan Hair Oil', 25) });

    const { page, context, errors } = await openPage(browser, shop.url, VIEWPORTS.desktop);
    await stubWhatsApp(context);
    for (const id of [toner.id, oil.id]) {
      await page.goto(`/products/${id}`);
      await page.getByRole('button', { name: productDetailText.addToCart(1) }).click();
      await page.getByRole('button', { name: productDetailText.addToCart(1) }).waitFor();
    }

    await api(`/products/${toner.id}`, { method: 'PUT', body: productForm('Rose Water Toner', 21) });
    await api(`/products/${oil.id}`, { method: 'PUT', body: productForm('Argan Hair Oil', 25, true) });

    await page.goto('/cart');
    await page.getByText(cartOrderText.priceUpdated).waitFor();
    await page.getByText(cartOrderText.soldOut, { exact: true }).waitFor();
    expect(await page.getByTestId('cart-total').textContent()).toBe('$21.00');
    await page.getByText(cartText.subtotal(1)).waitFor();
    await page.getByRole('button', { name: cartText.remove('Argan Hair Oil') }).waitFor();

    await page.getByRole('textbox', { name: cartOrderText.deliveryName }).fill('Rana Haddad');
    await page.getByRole('textbox', { name: cartOrderText.deliveryPhone }).fill('+961 70 123 456');
    await page.getByRole('textbox', { name: cartOrderText.deliveryAddress }).fill('Hamra, Makdessi Street, 3rd floor');
    await screenshot(page, 'orders-cart-notes-1280');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'orders-cart-notes-390');
    // The delivery form as a phone shows it, scrolled into view.
    await page.getByRole('group', { name: cartOrderText.delivery }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS_DIR, 'orders-cart-delivery-390.png') });
    await page.setViewportSize(VIEWPORTS.desktop);

    const href = await orderViaWhatsApp(context, page);
    expect(href.startsWith(`https://wa.me/${WHATSAPP_NUMBER}?text=`)).toBe(true);
    const text = whatsappText(href);
    const reference = /^Order (BB-[2-9A-Z]{5})\n/.exec(text)?.[1];
    expect(reference).toBeDefined();
    expect(text).toContain('1. Rose Water Toner\nQuantity: 1\nSubtotal: $21.00');
    expect(text).toContain('Total: $21.00');
    expect(text).toContain(
      'Delivery:\nName: \u2068“\u2068Rana Haddad\u2069”\u2069\nPhone: \u2068“\u2068+961 70 123 456\u2069”\u2069\nAddress: \u2068“\u2068Hamra, Makdessi Street, 3rd floor\u2069”\u2069',
    );
    expect(text).not.toContain('Argan');

    const orders = await api<{ data: OrderRow[] }>(`/orders?search=${reference}`);
    expect(orders.data).toMatchObject([{ reference, status: 'new', total: 21, itemCount: 1, customerName: 'Rana Haddad' }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('records the order on a plain-HTTP address other than the machine itself, where crypto.randomUUID is missing', async () => {
    // Chromium counts 127.0.0.1 and localhost as secure; a name mapped to the loopback address is not.
    const insecureBrowser = await launchBrowser([`--host-resolver-rules=MAP ${PLAIN_HTTP_HOST} 127.0.0.1`]);
    try {
      const cream = await api<{ id: string }>('/products', { method: 'POST', body: productForm('Shea Hand Cream', 12) });
      const { page, context, errors } = await openPage(insecureBrowser, `http://${PLAIN_HTTP_HOST}:${new URL(shop.url).port}`);
      await stubWhatsApp(context);
      await page.goto(`/products/${cream.id}`);
      expect(await page.evaluate(() => [window.isSecureContext, typeof crypto.randomUUID])).toEqual([false, 'undefined']);
      await page.getByRole('button', { name: productDetailText.addToCart(1) }).click();
      await page.getByRole('button', { name: productDetailText.addToCart(1) }).waitFor();
      await page.goto('/cart');
      await page.getByText(cartText.subtotal(1)).waitFor();

      const reference = /^Order (BB-[2-9A-Z]{5})\n/.exec(whatsappText(await orderViaWhatsApp(context, page)))?.[1];
      expect(reference).toBeDefined();
      const orders = await api<{ data: OrderRow[] }>(`/orders?search=${reference}`);
      expect(orders.data).toMatchObject([{ reference, status: 'new', total: 12, itemCount: 1 }]);
      // Chromium notes that a plain-HTTP origin cannot use the shop's Cross-Origin-Opener-Policy; nothing else.
      expect(errors.filter((error) => !error.includes('Cross-Origin-Opener-Policy header has been ignored'))).toEqual([]);
      await context.close();
    } finally {
      await insecureBrowser.close();
    }
  });
});
