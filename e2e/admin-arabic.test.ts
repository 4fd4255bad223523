import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedCategoryName, type TranslatedCategory } from '#contract/localized.js';
import { admin } from '#contract/messages/admin.js';
import { adminText as ar } from '#contract/messages/ar/admin.js';
import { adminText as fr } from '#contract/messages/fr/admin.js';
import { commonText } from '#contract/messages/common.js';
import { validationText as arValidation } from '#contract/messages/ar/validation.js';
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

// An owner who reads only Arabic runs the shop in Arabic, through the real built shop: a browser that
// reads Arabic opens the panel in it, right to left; the owner signs in, adds a product with two shades
// and a photo, meets a refusal of the server's in Arabic, records a sale in the shop, confirms an order,
// counts stock, sets a delivery zone and reads the dashboard. Then every page at 390 px and 1280 px,
// screenshotted (arabic-admin-*) and checked by axe.

const STEP_TIMEOUT_MS = 15_000;
const PRODUCT = 'أحمر شفاه مخملي';

let shop: ShopServer;
let browser: Browser;
let owner: WatchedPage;
let token: string;
let tmpDir: string;
let photo: string;
/** A demo product with stock tracked, sold at the counter. */
let sold: ApiProduct;
let orderReference: string;
let categoryName: string;
let arabicCategoryName: string;

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
}

/** The page's heading, its direction and its language once the panel shows it. */
async function expectArabicPage(page: Page, heading: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
}

describe('the admin panel in Arabic', () => {
  beforeAll(async () => {
    tmpDir = await mkdtemp(path.join(os.tmpdir(), 'admin-arabic-'));
    photo = path.join(tmpDir, 'lipstick.png');
    await writeFile(
      photo,
      await sharp({ create: { width: 900, height: 900, channels: 3, background: '#9c1f3f' } })
        .png()
        .toBuffer(),
    );
    shop = await startShop();
    browser = await launchBrowser();
    token = await adminToken(shop);
    const products = (await (await fetch(`${shop.url}/api/products?limit=100`)).json()) as { data: ApiProduct[] };
    sold = products.data.find((p) => !p.soldOut && p.colors.length > 1 && p.categoryId)!;
    await trackStock(shop, token, sold, () => 5);
    const categories = (await (await fetch(`${shop.url}/api/categories?limit=100`)).json()) as { data: TranslatedCategory[] };
    categoryName = categories.data[0]!.name;
    // The Arabic panel lists a category by the name the owner gave it in Arabic.
    arabicCategoryName = localizedCategoryName(categories.data[0]!, 'ar');
    const placed = await fetch(`${shop.url}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        idempotencyKey: randomUUID(),
        lines: [{ kind: 'product', id: sold.id, colorHex: sold.colors[0]!.hexCode, quantity: 1 }],
        delivery: { name: 'ريما خوري', phone: '03 123 456', address: 'الحمرا، بيروت', note: '' },
      }),
    });
    expect(placed.status).toBe(201);
    orderReference = ((await placed.json()) as { reference: string }).reference;
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
  });

  it('opens in Arabic, right to left, for a browser that reads Arabic, and signs in there', async () => {
    const context = await browser.newContext({ baseURL: shop.url, viewport: VIEWPORTS.desktop, locale: 'ar-LB' });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/admin/login');
    expect(new URL(page.url()).pathname).toBe('/ar/admin/login');
    await page.getByRole('heading', { name: ar.login.heading }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByLabel(ar.login.username).fill(shop.adminUsername);
    await page.getByLabel(ar.login.password).fill('not-the-password');
    await page.getByRole('button', { name: ar.login.submit }).click();
    // The server's refusal, in the panel's language.
    await page.getByRole('alert').filter({ hasText: ar.login.failed }).waitFor();
    await page.getByLabel(ar.login.password).fill(shop.adminPassword);
    await page.getByRole('button', { name: ar.login.submit }).click();
    await page.waitForURL('**/ar/admin/product');
    await expectArabicPage(page, ar.products.heading);
    // The menu's links stay in the Arabic panel.
    await page.getByRole('navigation', { name: ar.nav.mainLabel }).getByRole('link', { name: ar.nav.categories, exact: true }).click();
    await page.waitForURL('**/ar/admin/category');
    await expectArabicPage(page, ar.categories.heading);
    expect(await page.title()).toMatch(new RegExp(`^${ar.categories.heading} · `));
    // The footer's language links keep to the panel, in the language chosen, which the bare address remembers.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL('**/fr/admin/category');
    await page.getByRole('heading', { level: 1, name: fr.categories.heading }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await page.goto('/admin/category');
    await page.waitForURL('**/fr/admin/category');
    // The account keeps the language last used: the next sign-in, on any phone, opens in it.
    const kept = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/language') && response.request().postData() === '{"language":"ar"}',
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL('**/ar/admin/category');
    await expectArabicPage(page, ar.categories.heading);
    expect((await kept).status()).toBe(204);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens in the language the account keeps when its person signs in on another phone', async () => {
    // A phone that reads English and has chosen nothing: the account's Arabic wins once signed in.
    const other = await openPage(browser, shop.url, VIEWPORTS.phone);
    const { page } = other;
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.goto('/admin/stock');
    await page.waitForURL('**/admin/login');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await page.getByLabel(admin.login.username).fill(shop.adminUsername);
    await page.getByLabel(admin.login.password).fill(shop.adminPassword);
    await page.getByRole('button', { name: admin.login.submit }).click();
    await page.waitForURL('**/ar/admin/stock');
    await expectArabicPage(page, ar.stock.heading);
    expect(other.errors).toEqual([]);
    await other.context.close();
  });

  it('adds a product with two shades and a photo, and shows a refusal of the server in Arabic', async () => {
    owner = await openOwnerPage(browser, shop.url, token, VIEWPORTS.desktop);
    const { page } = owner;
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    // A category that exists already: the server refuses it, and says so in Arabic.
    await page.goto('/ar/admin/category');
    await expectArabicPage(page, ar.categories.heading);
    await page.getByRole('button', { name: ar.categories.add }).click();
    const categoryDialog = page.getByRole('dialog');
    await categoryDialog.getByLabel(ar.categories.name).fill(categoryName);
    await categoryDialog.getByLabel(ar.categories.name).press('Enter');
    await categoryDialog.getByText(arValidation.categoryNameExists).waitFor();
    // Closed without saving, once the owner says so in Arabic too.
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog', { name: ar.unsaved.close.title }).getByRole('button', { name: ar.unsaved.close.discard }).click();
    await categoryDialog.waitFor({ state: 'detached' });
    // The browser logs the refusal (409) as an error: it was the one asked for.
    expect(owner.errors).toEqual([expect.stringContaining('409')]);
    owner.errors.length = 0;

    await page.goto('/ar/admin/product');
    await expectArabicPage(page, ar.products.heading);
    await page.getByRole('button', { name: ar.products.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(ar.products.name, { exact: true }).fill(PRODUCT);
    await dialog.getByLabel(ar.products.description, { exact: true }).fill('لون غني يدوم طوال اليوم.');
    await dialog.getByLabel(ar.products.price, { exact: true }).fill('18');
    await dialog.getByRole('combobox', { name: ar.products.category }).click();
    await page.getByRole('option', { name: arabicCategoryName }).click();
    await dialog.getByLabel(ar.photos.add).setInputFiles(photo);
    await dialog.getByRole('img', { name: ar.photos.photo(1) }).waitFor();
    await dialog.getByRole('progressbar').waitFor({ state: 'detached' });
    for (const [name, hex] of [
      ['أحمر', '#AA0011'],
      ['وردي', '#E0A0B0'],
    ] as const) {
      await dialog.getByLabel(ar.colors.name).fill(name);
      await dialog.getByLabel(ar.colors.hexCode).fill(hex);
      await dialog.getByRole('button', { name: ar.colors.add }).click();
      await dialog.getByText(hex).waitFor();
    }
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'arabic-admin-product-dialog-1280', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: ar.products.submitAdd }).click();
    await expectToast(page, ar.products.added);
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('listitem').filter({ hasText: PRODUCT }).first().waitFor();
  });

  it('records a sale in the shop and confirms the customer’s order', async () => {
    const { page } = owner;
    await page.goto('/ar/admin/orders');
    await expectArabicPage(page, ar.orders.heading);
    await page.getByRole('button', { name: ar.orders.recordSale }).click();
    const sale = page.getByRole('dialog', { name: ar.sale.title });
    await sale.getByRole('searchbox', { name: ar.sale.find }).fill(sold.name);
    await sale.getByRole('list', { name: ar.sale.find }).getByRole('button').filter({ hasText: sold.name }).first().click();
    const colour = sold.colors[1]!;
    await sale.getByRole('radio', { name: colour.name, exact: true }).check();
    await sale.getByRole('radio', { name: ar.orders.channels.shop }).check();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'arabic-admin-sale-1280', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    await sale.getByRole('button', { name: ar.sale.submit }).click();
    await sale.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: ar.orders.open(orderReference) }).click();
    const order = page.getByRole('dialog', { name: ar.orders.title(orderReference) });
    await order.getByRole('button', { name: ar.orders.confirm }).click();
    await expectToast(page, ar.orders.changed(orderReference, ar.orders.status.confirmed));
    await screenshot(page, 'arabic-admin-order-1280', { fullPage: false });
    await page.keyboard.press('Escape');
  });

  it('counts stock, sets a delivery zone, and reads the dashboard', async () => {
    const { page } = owner;
    await page.goto(`/ar/admin/stock?search=${encodeURIComponent(sold.name)}`);
    await expectArabicPage(page, ar.stock.heading);
    const label = `${sold.colors[1]!.name} (${sold.name})`;
    const count = page.getByRole('spinbutton', { name: ar.stock.countLabel(label) });
    // 5, less the one sold at the counter.
    await expect.poll(() => count.inputValue()).toBe('4');
    await count.fill('9');
    await page.getByRole('button', { name: ar.stock.save }).click();
    await expectToast(page, ar.stock.saved(1));

    await page.goto('/ar/admin/settings');
    await expectArabicPage(page, ar.settings.heading);
    await page.getByRole('button', { name: ar.settings.addZone }).click();
    const zone = page.locator('li[data-zone]').first();
    await zone.getByLabel(ar.settings.zoneName).fill('بيروت');
    await zone.getByLabel(ar.settings.fee).fill('3');
    await page.getByRole('button', { name: ar.settings.submit }).click();
    await expectToast(page, ar.settings.saved);

    await page.goto('/ar/admin/dashboard');
    await expectArabicPage(page, ar.dashboard.heading);
    const today = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: ar.dashboard.today }) });
    await today.getByRole('list', { name: ar.dashboard.byChannel }).getByText(ar.orders.channels.shop, { exact: false }).waitFor();
    expect(owner.errors).toEqual([]);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`leaves axe nothing to find on every admin page in Arabic at ${viewport.width} px (${name}), screenshots arabic-admin-*`, async () => {
      const watched = name === 'desktop' ? owner : await openOwnerPage(browser, shop.url, token, viewport);
      const { page } = watched;
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      const pages: ReadonlyArray<readonly [string, string]> = [
        ['product', ar.products.heading],
        ['category', ar.categories.heading],
        ['carousel', ar.carousel.heading],
        ['offer', ar.offers.heading],
        ['contact-us', ar.contact.heading],
        ['orders', ar.orders.heading],
        ['stock', ar.stock.heading],
        ['dashboard', ar.dashboard.heading],
        ['settings', ar.settings.heading],
        ['update-password', ar.password.heading],
      ];
      const found: Record<string, string[]> = {};
      for (const [pathname, heading] of pages) {
        await page.goto(`/ar/admin/${pathname}`);
        await expectArabicPage(page, heading);
        await page.waitForLoadState('networkidle');
        found[pathname] = await axeViolations(page);
        await screenshot(page, `arabic-admin-${pathname}-${viewport.width}`);
      }
      if (viewport.width < 768) {
        await page.locator('header [aria-haspopup="menu"]:visible').first().click();
        await page.getByRole('menu').waitFor();
        found['menu open'] = await axeViolations(page);
        await screenshot(page, `arabic-admin-menu-${viewport.width}`, { fullPage: false });
        await page.keyboard.press('Escape');
      }
      // The English panel's words are nowhere: its menu, its buttons.
      for (const english of [
        admin.nav.products,
        admin.nav.settings,
        admin.nav.logout,
        admin.nav.dashboard,
        admin.password.heading,
        commonText.cancel,
      ]) {
        expect(await page.getByText(english, { exact: true }).count(), english).toBe(0);
      }
      expect(Object.entries(found).filter(([, violations]) => violations.length > 0)).toEqual([]);
      expect(watched.errors).toEqual([]);
      if (watched !== owner) await watched.context.close();
    });
  }
});
