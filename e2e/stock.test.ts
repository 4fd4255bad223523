import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { commonText } from '#contract/messages/common.js';
import { productDetailText } from '#contract/messages/storefront/product.js';
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
  type WatchedPage,
} from './support/harness.js';
import { trackStock, type ApiProduct } from './support/stock.js';
import { stubWhatsApp, orderViaWhatsApp, whatsappText } from './support/whatsapp.js';

// Stock through the real built shop: the owner counts a colour down to 1 on the Stock page, a customer
// orders it, the owner confirms the order, and the storefront shows the colour struck through and the
// product Sold Out. Then the owner records an in-shop sale of another tracked product in the Record a
// sale dialog: its count goes down, the inbox says In shop, the dashboard counts it. Screenshots of the
// Stock page and of the dialog at 390 px and 1280 px, checked by axe.

const STEP_TIMEOUT_MS = 15_000;

let shop: ShopServer;
let browser: Browser;
let owner: WatchedPage;
let product: ApiProduct;
/** Another tracked product, sold in the shop through the Record a sale dialog. */
let sold: ApiProduct;
let token: string;

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
}

/** A page signed in as the owner, at `viewport`. */
async function ownerPage(viewport: { width: number; height: number }): Promise<WatchedPage> {
  const watched = await openOwnerPage(browser, shop.url, token, viewport);
  watched.page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return watched;
}

/** In the lower half of a phone's screen and all of it on the screen, at least 44 px high. */
async function expectWithinThumbReach(button: Locator): Promise<void> {
  const box = (await button.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
  expect(box.y).toBeGreaterThan(VIEWPORTS.phone.height / 2);
  expect(box.height).toBeGreaterThanOrEqual(44);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const colorLabel = () => `${product.colors[0]!.name} (${product.name})`;

/** Opens Record a sale from the inbox and fills it in: 2 of the other product's second colour, in the shop. */
async function fillSale(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: admin.orders.recordSale }).click();
  const dialog = page.getByRole('dialog', { name: admin.sale.title });
  await dialog.getByRole('searchbox', { name: admin.sale.find }).fill(sold.name);
  await dialog.getByRole('list', { name: admin.sale.find }).getByRole('button').filter({ hasText: sold.name }).first().click();
  const colour = sold.colors[1]!;
  await dialog.getByRole('radio', { name: colour.name, exact: true }).check();
  const quantity = dialog.getByRole('group', { name: admin.sale.quantityOf(`${sold.name} (${colour.name})`) });
  await quantity.getByRole('button', { name: commonText.increaseQuantity }).click();
  await quantity.getByText('2', { exact: true }).waitFor();
  await dialog.getByRole('radio', { name: admin.orders.channels.shop }).check();
  return dialog;
}

describe('stock that stays true', () => {
  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    token = await adminToken(shop);
    const products = (await (await fetch(`${shop.url}/api/products?limit=100`)).json()) as { data: ApiProduct[] };
    [product, sold] = products.data.filter((p) => !p.soldOut && p.colors.length > 1 && p.categoryId) as [ApiProduct, ApiProduct];
    // The first colour at 3, every other at 0.
    await trackStock(shop, token, product, (index) => (index === 0 ? 3 : 0));
    owner = await ownerPage(VIEWPORTS.desktop);
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it("sets a colour's count to 1 on the Stock page, with nothing for axe to find", async () => {
    const { page } = owner;
    await page.goto('/admin/product');
    await page.getByRole('navigation', { name: admin.nav.mainLabel }).getByRole('link', { name: admin.nav.stock, exact: true }).click();
    await page.waitForURL('**/admin/stock');
    await page.getByRole('heading', { level: 1, name: admin.stock.heading }).waitFor();
    const count = page.getByRole('spinbutton', { name: admin.stock.countLabel(colorLabel()) });
    await count.waitFor();
    expect(await count.inputValue()).toBe('3');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'stock-1280');
    expect(await axeViolations(page)).toEqual([]);

    await count.fill('1');
    await page.getByRole('button', { name: admin.stock.save }).click();
    await expectToast(page, admin.stock.saved(1));
    // Exact: the demo's tracked Glow Skincare Ritual has a History button whose name holds "low" too.
    await page.getByRole('button', { name: admin.stock.filters.low, exact: true }).click();
    await page.waitForURL(/filter=low/);
    await page.getByRole('spinbutton', { name: admin.stock.countLabel(colorLabel()) }).waitFor();
    expect(await page.getByRole('spinbutton', { name: admin.stock.countLabel(colorLabel()) }).inputValue()).toBe('1');

    await page.getByRole('button', { name: admin.stock.historyOf(colorLabel()) }).click();
    const dialog = page.getByRole('dialog', { name: admin.stock.historyOf(colorLabel()) });
    await dialog.getByText(admin.stock.change(3, 1)).waitFor();
    await dialog.getByText(admin.stock.reasons.counted).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(owner.errors).toEqual([]);
  });

  it('fits a phone at 390 px: one column of counts and the Save within reach', async () => {
    const phone = await ownerPage(VIEWPORTS.phone);
    const { page } = phone;
    await page.goto('/admin/stock');
    const count = page.getByRole('spinbutton', { name: admin.stock.countLabel(colorLabel()) });
    await count.waitFor();
    await count.fill('2');
    // The bar holding Save sits at the foot of the screen, where a thumb reaches.
    await expectWithinThumbReach(page.getByRole('button', { name: admin.stock.save }));
    await expectNoSidewaysScroll(page);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'stock-390');
    expect(await axeViolations(page)).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('takes the unit off when the order is confirmed, and the storefront crosses the colour out and says Sold Out', async () => {
    const visitor = await openPage(browser, shop.url, VIEWPORTS.desktop);
    const { page, context } = visitor;
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await stubWhatsApp(context);
    await page.goto(`/products/${product.id}`);
    const color = product.colors[0]!;
    await page.getByText(commonText.onlyLeft(1)).waitFor();
    await page.getByRole('button', { name: commonText.colorSoldOut(product.colors[1]!.name) }).waitFor();
    await page.getByRole('button', { name: color.name, exact: true }).click();
    await page.getByRole('button', { name: productDetailText.addToCart(1) }).click();
    await page.goto('/cart');
    const text = whatsappText(await orderViaWhatsApp(context, page));
    const reference = /^Order (BB-[2-9A-Z]{5})\n/.exec(text)?.[1];
    expect(reference, text).toBeDefined();

    const { page: adminPage } = owner;
    await adminPage.goto('/admin/orders');
    await adminPage.getByRole('button', { name: admin.orders.open(reference!) }).click();
    const dialog = adminPage.getByRole('dialog', { name: admin.orders.title(reference!) });
    await dialog.getByRole('button', { name: admin.orders.confirm }).click();
    await expectToast(adminPage, admin.orders.changed(reference!, admin.orders.status.confirmed));

    await page.goto(`/products/${product.id}`);
    const swatch = page.getByRole('button', { name: commonText.colorSoldOut(color.name), exact: true });
    await swatch.waitFor();
    expect(await swatch.isDisabled()).toBe(true);
    expect(await swatch.getAttribute('data-sold-out')).toBe('true');
    await page.getByRole('button', { name: productDetailText.soldOut, exact: true }).waitFor();
    await page.goto('/');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: product.name }) });
    await card.getByRole('button', { name: commonText.soldOut, exact: true }).waitFor();
    expect(visitor.errors).toEqual([]);
    await context.close();
    // Back to 0 in the owner's table, with the order in its history.
    const rows = (await (
      await fetch(`${shop.url}/api/stock?search=${encodeURIComponent(product.name)}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      data: Array<{ id: string; colorHex: string; count: number }>;
    };
    const row = rows.data.find((entry) => entry.colorHex === color.hexCode.toUpperCase())!;
    expect(row.count).toBe(0);
  });
  it('records an in-shop sale of another tracked product: the count goes down, the inbox says In shop, the dashboard counts it', async () => {
    await trackStock(shop, token, sold, () => 5);
    const colour = sold.colors[1]!;
    const unitPrice = sold.offerPrice ?? sold.price;
    const { page } = owner;
    await page.goto('/admin/orders');
    const dialog = await fillSale(page);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'sale-1280', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: admin.sale.submit }).click();
    const toast = page.getByText(/^Sale BB-[2-9A-Z]{5} recorded$/);
    await toast.waitFor();
    const reference = /BB-[2-9A-Z]{5}/.exec((await toast.textContent()) ?? '')![0];
    await dialog.waitFor({ state: 'detached' });

    // The inbox lists it with its channel.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: admin.orders.open(reference) }) });
    await card.getByText(admin.orders.channels.shop, { exact: true }).waitFor();
    await card.getByText(admin.orders.status.delivered, { exact: true }).waitFor();

    // 5 less the 2 sold, with the sale in the colour's history.
    await page.goto(`/admin/stock?search=${encodeURIComponent(sold.name)}`);
    const label = `${colour.name} (${sold.name})`;
    const count = page.getByRole('spinbutton', { name: admin.stock.countLabel(label) });
    await count.waitFor();
    expect(await count.inputValue()).toBe('3');
    await page.getByRole('button', { name: admin.stock.historyOf(label) }).click();
    const history = page.getByRole('dialog', { name: admin.stock.historyOf(label) });
    await history.getByText(admin.stock.reasons.sold).waitFor();
    await history.getByText(reference).waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/admin/dashboard');
    const today = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: admin.dashboard.today }) });
    await today
      .getByRole('list', { name: admin.dashboard.byChannel })
      .getByText(`${admin.orders.channels.shop} $${(2 * unitPrice).toFixed(2)}`)
      .waitFor();
    expect(owner.errors).toEqual([]);
  });

  it('fits the Record a sale dialog on a phone at 390 px: no sideways scroll, Save within reach, nothing for axe to find', async () => {
    const phone = await ownerPage(VIEWPORTS.phone);
    const { page } = phone;
    await page.goto('/admin/orders');
    const dialog = await fillSale(page);
    // The dialog's buttons stay at the foot of the screen, where a thumb reaches.
    await expectWithinThumbReach(dialog.getByRole('button', { name: admin.sale.submit }));
    await expectNoSidewaysScroll(page);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'sale-390', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    // Closed without saving, once the owner says so (items were picked): nothing recorded.
    await dialog.getByRole('button', { name: commonText.cancel }).click();
    const ask = page.getByRole('alertdialog', { name: admin.unsaved.close.title });
    expect(await axeViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: admin.unsaved.close.discard }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
