import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { cartOrderText } from '#contract/messages/cart-order.js';
import { commonText } from '#contract/messages/common.js';
import { productDetailText } from '#contract/messages/storefront/product.js';
import { formatMoney } from '#web/shop/money.js';
import {
  adminToken,
  launchBrowser,
  openPage,
  screenshot,
  startShop,
  VIEWPORTS,
  type ShopServer,
  type WatchedPage,
} from './support/harness.js';
import { stubWhatsApp, orderViaWhatsApp, whatsappText } from './support/whatsapp.js';

// The owner's side of an order through the real built shop: a customer orders in the storefront, the bar
// counts it, the inbox lists it, the owner confirms and delivers it, and the dashboard counts it.
// Screenshots of the inbox, the order and the dashboard at 390 px and 1280 px.

interface ApiProduct {
  id: string;
  name: string;
  soldOut: boolean;
  colors: { name: string; hexCode: string }[];
}
interface PlacedOrder {
  id: string;
  reference: string;
  total: number;
  itemCount: number;
}

const STEP_TIMEOUT_MS = 15_000;
const CUSTOMER = 'Rima Khoury';

let shop: ShopServer;
let browser: Browser;
let owner: WatchedPage;
let product: ApiProduct;
let order: PlacedOrder;

async function placeOrder(): Promise<PlacedOrder> {
  const response = await fetch(`${shop.url}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      idempotencyKey: randomUUID(),
      lines: [{ kind: 'product', id: product.id, colorHex: product.colors[0]?.hexCode ?? null, quantity: 2 }],
      delivery: { name: CUSTOMER, phone: '03 123 456', address: 'Hamra Street, Beirut', note: 'After 5 pm please' },
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as PlacedOrder;
}

/**
 * The order as a customer places it: the product with its first colour, two of it, delivery details
 * in the cart, Order via WhatsApp. Returns the order the shop recorded, named by the message's reference.
 */
async function placeOrderInShop(): Promise<PlacedOrder> {
  const visitor = await openPage(browser, shop.url, VIEWPORTS.desktop);
  const { page, context } = visitor;
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await stubWhatsApp(context);
  await page.goto(`/products/${product.id}`);
  const color = product.colors[0];
  if (color) await page.getByRole('button', { name: color.name, exact: true }).click();
  await page.getByRole('button', { name: commonText.increaseQuantity }).click();
  await page.getByRole('button', { name: productDetailText.addToCart(2) }).click();
  await page.goto('/cart');
  await page.getByRole('textbox', { name: cartOrderText.deliveryName }).fill(CUSTOMER);
  await page.getByRole('textbox', { name: cartOrderText.deliveryPhone }).fill('03 123 456');
  await page.getByRole('textbox', { name: cartOrderText.deliveryAddress }).fill('Hamra Street, Beirut');
  const text = whatsappText(await orderViaWhatsApp(context, page));
  const reference = /^Order (BB-[2-9A-Z]{5})\n/.exec(text)?.[1];
  expect(reference, text).toBeDefined();
  expect(visitor.errors).toEqual([]);
  await context.close();
  const token = await adminToken(shop);
  const found = (await (
    await fetch(`${shop.url}/api/orders?search=${reference}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: PlacedOrder[] };
  expect(found.data).toHaveLength(1);
  return found.data[0]!;
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
}

/** The order's card in the inbox. */
const orderCard = (page: Page): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('button', { name: admin.orders.open(order.reference) }) });

/** Nothing may stick out sideways on a phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe("the owner's orders", () => {
  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    const products = (await (await fetch(`${shop.url}/api/products?limit=100`)).json()) as { data: ApiProduct[] };
    product = products.data.find((p) => !p.soldOut && p.colors.length > 0) ?? products.data.find((p) => !p.soldOut)!;
    order = await placeOrderInShop();
    owner = await openPage(browser, shop.url, VIEWPORTS.desktop);
    owner.page.setDefaultTimeout(STEP_TIMEOUT_MS);
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('signs in to the products page, with the bar counting 1 new order', async () => {
    const { page } = owner;
    await page.goto('/admin/login');
    await page.getByLabel(admin.login.username).fill(shop.adminUsername);
    await page.getByLabel(admin.login.password).fill(shop.adminPassword);
    await page.getByRole('button', { name: admin.login.submit }).click();
    await page.waitForURL('**/admin/product');
    const orders = page
      .getByRole('navigation', { name: admin.nav.mainLabel })
      .getByRole('link', { name: admin.nav.ordersWithNew(1), exact: true });
    await orders.waitFor();
    await orders.click();
    await page.waitForURL('**/admin/orders');
  });

  it('lists the order as New in the inbox, and finds it by phone', async () => {
    const { page } = owner;
    await page.getByRole('heading', { level: 1, name: admin.orders.heading }).waitFor();
    const card = orderCard(page);
    await card.waitFor();
    await card.getByText(admin.orders.status.new, { exact: true }).waitFor();
    await card.getByText(`${CUSTOMER} · 03 123 456`).waitFor();
    await card.getByText(formatMoney(order.total)).waitFor();
    await page.getByRole('searchbox').fill('03123456');
    await page.waitForURL('**/admin/orders?search=03123456');
    await orderCard(page).waitFor();
    await page.getByRole('button', { name: admin.orders.status.new, exact: true }).click();
    await page.waitForURL(/status=new/);
    await orderCard(page).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'orders-inbox-1280');
  });

  it('confirms the order, then marks it delivered, with both in its history', async () => {
    const { page } = owner;
    await page.getByRole('button', { name: admin.orders.open(order.reference) }).click();
    const dialog = page.getByRole('dialog', { name: admin.orders.title(order.reference) });
    await dialog.getByText(product.name, { exact: true }).waitFor();
    expect(await dialog.getByRole('link', { name: admin.orders.messageCustomer }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/9613123456\?text=/,
    );
    await screenshot(page, 'orders-dialog-1280');

    await dialog.getByRole('button', { name: admin.orders.confirm }).click();
    await expectToast(page, admin.orders.changed(order.reference, admin.orders.status.confirmed));
    await dialog.getByRole('button', { name: admin.orders.markDelivered }).click();
    await expectToast(page, admin.orders.changed(order.reference, admin.orders.status.delivered));
    const history = dialog.getByRole('list').filter({ hasText: admin.orders.status.delivered });
    for (const status of ['new', 'confirmed', 'delivered'] as const) {
      await history.getByText(admin.orders.status[status], { exact: true }).waitFor();
    }
    // Only the close button, the receipt's and the order page's new link.
    await expect.poll(() => dialog.getByRole('button').allTextContents()).toEqual(['', admin.orders.printReceipt, admin.orders.newLink]);
    await screenshot(page, 'orders-dialog-delivered-1280');
    await page.keyboard.press('Escape');

    // The badge is gone and the inbox shows the order as delivered (here under the New filter: no match).
    await page.getByRole('navigation', { name: admin.nav.mainLabel }).getByRole('link', { name: admin.nav.orders, exact: true }).waitFor();
    await page.getByText(admin.orders.noMatch).waitFor();
  });

  it("counts it in today's sales and its product among the best sellers", async () => {
    const { page } = owner;
    await page.getByRole('navigation', { name: admin.nav.mainLabel }).getByRole('link', { name: admin.nav.dashboard }).click();
    await page.getByRole('heading', { level: 1, name: admin.dashboard.heading }).waitFor();
    const today = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: admin.dashboard.today }) });
    await today.getByText(formatMoney(order.total)).waitFor();
    await today.getByText(`${admin.dashboard.sales}: ${admin.dashboard.salesOrders(1)}`).waitFor();
    const best = page.getByRole('region', { name: admin.dashboard.bestSellers });
    const row = best.getByRole('row').filter({ hasText: product.name });
    await row.waitFor();
    expect(await row.textContent()).toContain(`${product.name}2${formatMoney(order.total)}`);
    await page.getByRole('link', { name: new RegExp(admin.dashboard.waiting(0)) }).waitFor();
    await page.locator('canvas').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'orders-dashboard-1280');
    expect(owner.errors).toEqual([]);
  });

  it('fits a phone: the inbox, the order and the dashboard at 390 px', async () => {
    const token = await adminToken(shop);
    const phone = await openPage(browser, shop.url, VIEWPORTS.phone);
    phone.page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await phone.context.addInitScript((value) => {
      localStorage.setItem('token', JSON.stringify({ state: { token: value }, version: 0 }));
    }, token);
    // A second order, still new, so the phone shows the badge and the buttons of a new order.
    order = await placeOrder();
    const { page } = phone;
    await page.goto('/admin/orders');
    await orderCard(page).waitFor();
    await page.getByRole('button', { name: new RegExp(admin.nav.ordersWithNew(1)) }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'orders-inbox-390');

    await page.getByRole('button', { name: admin.orders.open(order.reference) }).click();
    const dialog = page.getByRole('dialog', { name: admin.orders.title(order.reference) });
    await dialog.getByRole('button', { name: admin.orders.confirm }).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'orders-dialog-390');
    await page.keyboard.press('Escape');

    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: admin.dashboard.heading }).waitFor();
    await page.locator('canvas').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    const chart = await page.locator('canvas').first().boundingBox();
    expect(chart!.x + chart!.width, 'the chart fits the screen').toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, 'orders-dashboard-390');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
