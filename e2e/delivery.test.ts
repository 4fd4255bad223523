import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { cartOrderText as englishCartOrder, orderMessageText as englishMessage } from '#contract/messages/cart-order.js';
import { cartOrderText as frenchCartOrder, orderMessageText as frenchMessage } from '#contract/messages/fr/cart-order.js';
import { cartOrderText as arabicCartOrder, orderMessageText as arabicMessage } from '#contract/messages/ar/cart-order.js';
import { whatsappText as englishWhatsapp } from '#contract/messages/storefront/whatsapp.js';
import { whatsappText as frenchWhatsapp } from '#contract/messages/fr/storefront/whatsapp.js';
import { whatsappText as arabicWhatsapp } from '#contract/messages/ar/storefront/whatsapp.js';
import { productDetailText } from '#contract/messages/storefront/product.js';
import { cartText as frenchCart } from '#contract/messages/fr/storefront/cart.js';
import { cartText as arabicCart } from '#contract/messages/ar/storefront/cart.js';
import type { ShopConfig } from '#contract/shop-defaults.js';
import { axeViolations } from './support/axe.js';
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
import { stubWhatsApp, orderViaWhatsApp, whatsappText } from './support/whatsapp.js';

// Delivery across Lebanon: the owner sets two zones and pickup on the Settings page; a visitor orders
// with each, in English, French and Arabic; the WhatsApp text, the inbox and the dashboard agree.

const WHATSAPP_NUMBER = '96171123456';

interface OrderRow {
  id: string;
  reference: string;
  total: number;
  grandTotal: number;
  deliveryOption: { kind: string; name: string; fee: number } | null;
}

let shop: ShopServer;
let browser: Browser;
let token: string;
let productId: string;

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${shop.url}/api${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The settings as PUT takes them: the number with its +, no setAt. */
function settingsInput(shopConfig: ShopConfig, delivery: ShopConfig['delivery']) {
  const { poundRate, whatsappNumber, ...rest } = shopConfig;
  return {
    ...rest,
    whatsappNumber: `+${whatsappNumber}`,
    poundRate: poundRate && { rate: poundRate.rate, step: poundRate.step },
    delivery,
  };
}

/** A visitor's page with the lip balm in the cart `quantity` times (the cart is shared by the three languages). */
async function visitorWithCart(quantity: number, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const visitor = await openPage(browser, shop.url, viewport);
  await stubWhatsApp(visitor.context);
  await visitor.page.goto(`/products/${productId}`);
  for (let added = 0; added < quantity; added += 1) {
    const button = visitor.page.getByRole('button', { name: productDetailText.addToCart(1) });
    await button.click();
    await button.waitFor();
  }
  return visitor;
}

/**
 * The message without its last lines, the order page's label and link (the order was stored, so the
 * message links to its page); fails when they are missing.
 */
function withoutPageLink(text: string, orderPage: (link: string) => string): string {
  const label = orderPage('').trimEnd();
  const at = text.lastIndexOf(label);
  expect(at, text).toBeGreaterThan(0);
  expect(text.slice(at + label.length)).toMatch(/^\n\S+\/order\/[\w-]+$/);
  return text.slice(0, at).trimEnd();
}

async function summary(page: Page) {
  return { delivery: await page.getByTestId('cart-delivery').innerText(), total: await page.getByTestId('cart-total').innerText() };
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

describe('delivery across Lebanon', () => {
  beforeAll(async () => {
    shop = await startShop({ env: { SHOP_WHATSAPP_NUMBER: WHATSAPP_NUMBER } });
    browser = await launchBrowser();
    token = await adminToken(shop);
    const category = await api<{ id: string }>('/categories', json('POST', { name: 'Delivery test' }));
    const form = new FormData();
    form.set('name', 'Rose Lip Balm');
    form.set('description', 'A balm for the delivery test');
    form.set('price', '25');
    form.set('categoryId', category.id);
    productId = (await api<{ id: string }>('/products', { method: 'POST', body: form })).id;
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('the owner sets two zones, with their French and Arabic names, and pickup on the Settings page', async () => {
    const owner = await openOwnerPage(browser, shop.url, token, VIEWPORTS.desktop);
    const { page } = owner;
    await page.goto('/admin/settings');
    await page.getByRole('heading', { level: 1, name: admin.settings.heading }).waitFor();
    const zones = [
      { name: 'Beirut', fee: '3', freeOver: '50', estimate: 'Same day', fr: 'Beyrouth', ar: 'بيروت' },
      { name: 'South Lebanon', fee: '5', freeOver: '', estimate: '1–2 days', fr: 'Liban-Sud', ar: 'الجنوب' },
    ];
    for (const [index, zone] of zones.entries()) {
      await page.getByRole('button', { name: admin.settings.addZone }).click();
      const row = page.locator('li[data-zone]').nth(index);
      await row.getByLabel(admin.settings.zoneName).fill(zone.name);
      await row.getByLabel(admin.settings.fee).fill(zone.fee);
      await row.getByLabel(admin.settings.freeOver).fill(zone.freeOver);
      await row.getByLabel(admin.settings.estimate, { exact: true }).fill(zone.estimate);
      await row.getByText(admin.settings.zoneTranslations).click();
      await row.getByLabel(admin.translations.name(admin.translations.languages.fr)).fill(zone.fr);
      await row.getByLabel(admin.translations.name(admin.translations.languages.ar)).fill(zone.ar);
    }
    await page.getByRole('switch', { name: admin.settings.pickup }).click();
    await page.getByRole('button', { name: admin.settings.submit }).click();
    await page.getByText(admin.settings.saved, { exact: true }).first().waitFor();
    await page.getByRole('group', { name: admin.settings.zone(2, 'South Lebanon') }).scrollIntoViewIfNeeded();
    await screenshot(page, 'delivery-settings-1280', { fullPage: false });
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.phone);
    // The first zone from its top, under the sticky bar.
    await page.getByRole('group', { name: admin.settings.zone(1, 'Beirut') }).evaluate((zone) => {
      zone.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -80);
    });
    await screenshot(page, 'delivery-settings-390', { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(owner.errors).toEqual([]);
    await owner.context.close();

    const stored = await api<ShopConfig>('/settings');
    expect(stored.delivery.pickup).toBe(true);
    expect(stored.delivery.zones).toMatchObject([
      { name: 'Beirut', fee: 3, freeOver: 50, estimate: 'Same day', translations: { fr: { name: 'Beyrouth' }, ar: { name: 'بيروت' } } },
      {
        name: 'South Lebanon',
        fee: 5,
        freeOver: null,
        estimate: '1–2 days',
        translations: { fr: { name: 'Liban-Sud' }, ar: { name: 'الجنوب' } },
      },
    ]);
  });

  it('in English: Beirut is chosen first, is free once the items reach $50 exactly, and the message ends with the total, then the order’s link', async () => {
    const { page, context, errors } = await visitorWithCart(1);
    await page.goto('/cart');
    const beirut = page.getByRole('radio', { name: /^Beirut/ });
    await beirut.waitFor();
    expect(await beirut.isChecked()).toBe(true);
    await page.getByText(englishCartOrder.freeOver('$50.00', '$25.00')).waitFor();
    expect(await summary(page)).toEqual({ delivery: '$3.00', total: '$28.00' });
    await screenshot(page, 'delivery-cart-en-1280');
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('group', { name: englishCartOrder.deliveryOption }).scrollIntoViewIfNeeded();
    await screenshot(page, 'delivery-cart-en-390', { fullPage: false });
    await page.setViewportSize(VIEWPORTS.desktop);

    await page.getByRole('button', { name: 'Increase quantity' }).first().click();
    await page.getByText(englishCartOrder.free, { exact: true }).first().waitFor();
    expect(await summary(page)).toEqual({ delivery: englishCartOrder.free, total: '$50.00' });
    // The option says what the summary says.
    await page.getByRole('radio', { name: `Beirut ${englishCartOrder.free}`, exact: true }).waitFor();

    const text = whatsappText(await orderViaWhatsApp(context, page));
    expect(
      withoutPageLink(text, englishMessage.orderPage).endsWith(
        [
          englishWhatsapp.totalItems(2),
          englishMessage.itemsTotal('$50.00'),
          englishMessage.deliveryFee('Beirut', englishMessage.free),
          englishWhatsapp.total('$50.00'),
        ].join('\n'),
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("in French: the South's fee; a fee changed meanwhile stops the order until the visitor has seen it", async () => {
    const { page, context, errors } = await visitorWithCart(3);
    await page.goto('/fr/cart');
    await page.getByRole('radio', { name: /^Liban-Sud/ }).check();
    expect(await summary(page)).toEqual({ delivery: '$5.00', total: '$80.00' });

    // The owner raises the South's fee while the cart is open.
    const now = await api<ShopConfig>('/settings');
    const raised = {
      ...now.delivery,
      zones: now.delivery.zones.map((zone) => (zone.name === 'South Lebanon' ? { ...zone, fee: 6 } : zone)),
    };
    await api('/settings', json('PUT', settingsInput(now, raised)));

    await page.getByRole('link', { name: frenchCart.orderViaWhatsapp }).click();
    await page.getByText(frenchCartOrder.optionsChanged).waitFor();
    expect((await api<{ data: OrderRow[] }>('/orders')).data).toHaveLength(1);
    await page.getByText(frenchCartOrder.optionsUpdated).waitFor();
    expect(await summary(page)).toEqual({ delivery: '$6.00', total: '$81.00' });
    await expectNoAxeViolations(page);
    await screenshot(page, 'delivery-cart-fr-1280');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('group', { name: frenchCartOrder.deliveryOption }).scrollIntoViewIfNeeded();
    await screenshot(page, 'delivery-cart-fr-390', { fullPage: false });
    await page.setViewportSize(VIEWPORTS.desktop);

    const text = whatsappText(await orderViaWhatsApp(context, page, frenchCart.orderViaWhatsapp));
    expect(text).toContain(frenchMessage.deliveryFee('Liban-Sud', '$6.00'));
    expect(withoutPageLink(text, frenchMessage.orderPage).endsWith(frenchWhatsapp.total('$81.00'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in Arabic: pickup at the shop is free, with its address', async () => {
    const { page, context, errors } = await visitorWithCart(1, VIEWPORTS.phone);
    await page.goto('/ar/cart');
    await page.getByRole('radio', { name: new RegExp(`^${arabicCartOrder.pickup}`) }).check();
    expect(await summary(page)).toEqual({ delivery: arabicCartOrder.free, total: '$25.00' });
    await page.getByRole('group', { name: arabicCartOrder.deliveryOption }).scrollIntoViewIfNeeded();
    await screenshot(page, 'delivery-cart-ar-390', { fullPage: false });
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'delivery-cart-ar-1280');
    await expectNoAxeViolations(page);

    const text = whatsappText(await orderViaWhatsApp(context, page, arabicCart.orderViaWhatsapp));
    expect(text).toContain(arabicMessage.deliveryFee(arabicMessage.pickup, arabicMessage.free));
    expect(withoutPageLink(text, arabicMessage.orderPage).endsWith(arabicWhatsapp.total('$25.00'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the owner records a phone sale delivered to Beirut, its fee in the total', async () => {
    const owner = await openOwnerPage(browser, shop.url, token, VIEWPORTS.phone);
    const { page } = owner;
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: admin.orders.recordSale }).click();
    const dialog = page.getByRole('dialog', { name: admin.sale.title });
    await dialog.getByRole('searchbox', { name: admin.sale.find }).fill('Rose Lip Balm');
    await dialog.getByRole('list', { name: admin.sale.find }).getByRole('button').filter({ hasText: 'Rose Lip Balm' }).first().click();
    await dialog.getByRole('radio', { name: admin.orders.channels.phone }).check();
    await dialog.getByRole('radio', { name: /^Beirut/ }).check();
    await dialog.getByText(admin.sale.deliveryFee('Beirut')).waitFor();
    await dialog.getByText('$28.00').waitFor();
    await screenshot(page, 'delivery-sale-390', { fullPage: false });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: admin.sale.submit }).click();
    await page.getByText(admin.orders.rowSplit('$25.00', 'Beirut')).waitFor();
    await screenshot(page, 'delivery-inbox-390');
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });

  it('the inbox and the dashboard agree: revenue from items, delivery fees apart', async () => {
    const orders = (await api<{ data: OrderRow[] }>('/orders')).data;
    expect(orders.map(({ total, grandTotal, deliveryOption }) => ({ total, grandTotal, deliveryOption }))).toEqual([
      { total: 25, grandTotal: 28, deliveryOption: expect.objectContaining({ kind: 'zone', name: 'Beirut', fee: 3 }) },
      { total: 25, grandTotal: 25, deliveryOption: expect.objectContaining({ kind: 'pickup', fee: 0 }) },
      { total: 75, grandTotal: 81, deliveryOption: expect.objectContaining({ kind: 'zone', name: 'South Lebanon', fee: 6 }) },
      { total: 50, grandTotal: 50, deliveryOption: expect.objectContaining({ kind: 'zone', name: 'Beirut', fee: 0 }) },
    ]);
    // The sale is confirmed already; the three website orders are confirmed now.
    for (const order of orders.slice(1)) await api(`/orders/${order.id}/status`, json('PATCH', { status: 'confirmed' }));

    const owner = await openOwnerPage(browser, shop.url, token, VIEWPORTS.desktop);
    const { page } = owner;
    await page.goto('/admin/orders');
    await page.getByText(admin.orders.rowSplit('$75.00', 'South Lebanon')).waitFor();
    await page.getByText('$81.00').first().waitFor();
    await screenshot(page, 'delivery-inbox-1280');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: admin.orders.open(orders[2]!.reference) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(admin.orders.deliveryFee('South Lebanon')).waitFor();
    await dialog.getByText('$81.00').waitFor();
    await screenshot(page, 'delivery-order-1280', { fullPage: false });
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.goto('/admin/dashboard');
    await page.getByText(admin.dashboard.deliveryFees('$9.00')).first().waitFor();
    await page.getByText('$175.00').first().waitFor();
    await screenshot(page, 'delivery-dashboard-1280', { fullPage: false });
    expect(owner.errors).toEqual([]);
    await owner.context.close();

    const dashboard = await api<{ today: { sales: { orders: number; revenue: number; deliveryFees: number } } }>('/orders/dashboard');
    expect(dashboard.today.sales).toMatchObject({ orders: 4, revenue: 175, deliveryFees: 9 });
  });
});
