import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscountCode } from '#contract/discount-code.js';
import { admin } from '#contract/messages/admin.js';
import { commonText } from '#contract/messages/common.js';
import { discountCodeText as frenchCode } from '#contract/messages/fr/storefront/discount-code.js';
import { whatsappText as frenchWhatsapp } from '#contract/messages/fr/storefront/whatsapp.js';
import { cartText as frenchCart } from '#contract/messages/fr/storefront/cart.js';
import { haveCodeText } from '#contract/messages/storefront/discount-code-opener.js';
import { discountCodeText } from '#contract/messages/storefront/discount-code.js';
import { orderPageText } from '#contract/messages/storefront/order-page.js';
import { productDetailText } from '#contract/messages/storefront/product.js';
import type { OrderListRow } from '#contract/order.js';
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
import { createThrowawayDatabase, TEST_DATABASE_URL, type ThrowawayDatabase } from './support/postgres.js';
import { orderViaWhatsApp, stubWhatsApp, whatsappText } from './support/whatsapp.js';

// Codes that influencers share: the owner creates LAYAL15 in the panel, a customer in French applies
// it in the cart and orders through WhatsApp; the order keeps it, cancelling gives its use back, and
// the dashboard shows what the code sold. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.

const ENGINES = TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const PASSWORD = 'discount-codes-password';

describe.each(ENGINES)('discount codes on %s', (engine) => {
  let shop: ShopServer;
  let browser: Browser;
  let token: string;
  let productId: string;
  let database: ThrowawayDatabase | undefined;

  async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`${shop.url}/api${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? null : await response.json()) as T;
  }
  const json = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const layal = async () => (await api<{ data: DiscountCode[] }>('/discount-codes')).data.find((code) => code.code === 'LAYAL15')!;

  beforeAll(async () => {
    if (engine === 'postgres') {
      database = await createThrowawayDatabase('shop_codes_e2e');
      shop = await startShop({ env: { DATABASE_URL: database.url, SEED_DEMO_DATA: 'false', ADMIN_PASSWORD: PASSWORD }, fresh: true });
      shop = { ...shop, adminPassword: PASSWORD };
    } else {
      shop = await startShop();
    }
    browser = await launchBrowser();
    token = await adminToken(shop);
    // No delivery options: the total is the items' less the code.
    const { poundRate, whatsappNumber, ...rest } = await api<ShopConfig>('/settings');
    await api(
      '/settings',
      json('PUT', {
        ...rest,
        whatsappNumber: `+${whatsappNumber}`,
        poundRate: poundRate && { rate: poundRate.rate, step: poundRate.step },
        delivery: { zones: [], pickup: false },
      }),
    );
    const category = await api<{ id: string }>('/categories', json('POST', { name: 'Codes test' }));
    const form = new FormData();
    form.set('name', 'Velvet Lip Tint');
    form.set('description', 'For the discount code test');
    form.set('price', '20');
    form.set('categoryId', category.id);
    productId = (await api<{ id: string }>('/products', { method: 'POST', body: form })).id;
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await database?.drop();
  });

  it('the owner creates LAYAL15 on the Codes page: 15 %, from $30, 100 uses', async () => {
    const owner = await openOwnerPage(browser, shop.url, token, VIEWPORTS.desktop);
    const { page } = owner;
    await page.goto('/admin/codes');
    await page.getByRole('heading', { level: 1, name: admin.codes.heading }).waitFor();
    await page.getByRole('button', { name: admin.codes.add }).first().click();
    const dialog = page.getByRole('dialog', { name: admin.codes.addTitle });
    await dialog.getByLabel(admin.codes.code, { exact: true }).fill('layal 15');
    await dialog.getByLabel(admin.codes.percent, { exact: true }).fill('15');
    await dialog.getByLabel(admin.codes.minItemsTotal).fill('30');
    await dialog.getByLabel(admin.codes.maxUses, { exact: true }).fill('100');
    await dialog.getByRole('button', { name: admin.codes.submitAdd }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(admin.codes.percentOff(15)).first().waitFor();
    await page.getByText(admin.codes.usesOf(0, 100)).first().waitFor();
    await screenshot(page, 'codes-1280');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'codes-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(owner.errors).toEqual([]);
    await owner.context.close();

    expect(await layal()).toMatchObject({
      code: 'LAYAL15',
      kind: 'percent',
      percent: 15,
      minItemsTotal: 30,
      maxUses: 100,
      uses: 0,
      state: 'active',
    });
  });

  it('a customer in French applies it in the cart; the summary and the WhatsApp message show it; the order records it', async () => {
    const { page, context, errors } = await openPage(browser, shop.url, VIEWPORTS.phone);
    await stubWhatsApp(context);
    await page.goto(`/products/${productId}`);
    for (let added = 0; added < 2; added += 1) {
      const button = page.getByRole('button', { name: productDetailText.addToCart(1) });
      await button.click();
      await button.waitFor();
    }
    await page.goto('/fr/cart');
    await page.getByRole('button', { name: haveCodeText.fr }).click();
    const field = page.getByLabel(frenchCode.label, { exact: true });
    await field.fill('layal١٥');
    await page.getByRole('button', { name: frenchCode.apply }).click();
    await page.getByText(frenchCode.row('LAYAL15')).waitFor();
    await page.getByText(frenchCode.applied('LAYAL15', frenchCode.percentOff(15))).waitFor();
    expect(await page.getByTestId('cart-total').innerText()).toBe('$34.00');
    await page.getByText(frenchCode.row('LAYAL15')).scrollIntoViewIfNeeded();
    await screenshot(page, 'codes-cart-fr-390', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'codes-cart-fr-1280');

    const text = whatsappText(await orderViaWhatsApp(context, page, frenchCart.orderViaWhatsapp));
    expect(text).toContain(`${frenchCode.messageLine('LAYAL15', '$6.00')}\n${frenchWhatsapp.total('$34.00')}`);
    expect(errors).toEqual([]);
    await context.close();

    const [order] = (await api<{ data: OrderListRow[] }>('/orders')).data;
    expect(order).toMatchObject({ discountCode: 'LAYAL15', total: 40, grandTotal: 34 });
    expect((await layal()).uses).toBe(1);
  });

  it('a cancelled order gives its use back, and the dashboard shows what the code sold', async () => {
    const placed = await api<{ id: string }>(
      '/orders',
      json('POST', {
        idempotencyKey: crypto.randomUUID(),
        lines: [{ kind: 'product', id: productId, colorHex: null, quantity: 2 }],
        code: 'LAYAL15',
      }),
    );
    expect((await layal()).uses).toBe(2);
    await api(`/orders/${placed.id}/status`, json('PATCH', { status: 'cancelled' }));
    expect((await layal()).uses).toBe(1);

    const [first] = (await api<{ data: OrderListRow[] }>('/orders?status=new')).data;
    await api(`/orders/${first!.id}/status`, json('PATCH', { status: 'confirmed' }));
    expect(await layal()).toMatchObject({ uses: 1, orders: 1, revenue: 34, discounts: 6 });

    const owner = await openOwnerPage(browser, shop.url, token, VIEWPORTS.desktop);
    await owner.page.goto('/admin/dashboard');
    await owner.page.getByRole('heading', { level: 1, name: admin.dashboard.heading }).waitFor();
    const row = owner.page.getByRole('row').filter({ hasText: 'LAYAL15' });
    await row.waitFor();
    expect(await row.innerText()).toContain('$34.00');
    await row.scrollIntoViewIfNeeded();
    await screenshot(owner.page, 'codes-dashboard-1280', { fullPage: false });
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });

  it('a customer brings LAYAL15 to the shop: the Record a sale dialog takes it off and the code counts the sale', async () => {
    const before = (await layal()).uses;
    const owner = await openOwnerPage(browser, shop.url, token, VIEWPORTS.phone);
    const { page } = owner;
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: admin.orders.recordSale }).click();
    const dialog = page.getByRole('dialog', { name: admin.sale.title });
    await dialog.getByPlaceholder(admin.sale.findPlaceholder).fill('Velvet');
    await dialog
      .getByRole('button', { name: /Velvet Lip Tint/ })
      .first()
      .click();
    await dialog
      .getByRole('group', { name: admin.sale.quantityOf('Velvet Lip Tint') })
      .getByRole('button', { name: commonText.increaseQuantity })
      .click();
    // Typed as a phone types it: lower case. The field comes with the dialog, loaded once it opens.
    await dialog.getByLabel(admin.sale.code.label).fill('layal15');
    await dialog.getByRole('button', { name: discountCodeText.apply, exact: true }).click();
    const row = dialog.getByText(orderPageText.discount('LAYAL15'));
    await row.waitFor();
    expect(await dialog.innerText()).toContain('$34.00');
    await screenshot(page, 'codes-record-sale-390', { fullPage: false });
    await dialog.getByRole('button', { name: admin.sale.submit }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await layal()).toMatchObject({ uses: before + 1 });
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });
});
