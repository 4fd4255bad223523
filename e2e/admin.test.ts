import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { commonText } from '#contract/messages/common.js';
import { apiMessages } from '#contract/messages/validation.js';
import {
  adminToken,
  iconEndGap,
  launchBrowser,
  openOwnerPage,
  openPage,
  pageStyles,
  screenshot,
  SHOTS_DIR,
  startShop,
  VIEWPORTS,
  type ShopServer,
  type WatchedPage,
} from './support/harness.js';

// The owner's flows through the real built shop (issue 4), with the demo catalogue loaded, plus
// screenshots of every admin page at 390 px and 1280 px.

const CATEGORY = 'E2E Glosses';
const PRODUCT = 'E2E Shine Gloss';
const STEP_TIMEOUT_MS = 15_000;
const NEW_PASSWORD = 'a-brand-new-password-42';

let shop: ShopServer;
let browser: Browser;
let owner: WatchedPage;
let tmpDir: string;
let productImage: string;
let bannerImage: string;

async function makePng(file: string, width: number, height: number, color: string): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  await writeFile(file, png);
  return file;
}

/** A visitor's page, in its own context (no token, empty cart). */
async function visitor(pathname: string): Promise<WatchedPage> {
  const watched = await openPage(browser, shop.url);
  watched.page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await watched.page.goto(pathname);
  return watched;
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
}

/** Fails when a toast's box overlaps one of the buttons (a dialog's Cancel and save buttons). */
async function expectToastClearOf(toast: Locator, buttons: Locator[]): Promise<void> {
  // Measured once it stops moving (it slides and grows in).
  let a = (await toast.boundingBox())!;
  await expect
    .poll(async () => {
      const before = JSON.stringify(a);
      a = (await toast.boundingBox())!;
      return JSON.stringify(a) === before;
    })
    .toBe(true);
  for (const button of buttons) {
    const b = (await button.boundingBox())!;
    const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps, `the toast ${JSON.stringify(a)} covers ${await button.textContent()} ${JSON.stringify(b)}`).toBe(false);
  }
}

/** Screenshots an admin page at both widths; the phone gets its own signed-in context. */
async function shootAdminPage(name: string, pathname: string, prepare?: (page: Page) => Promise<void>): Promise<void> {
  await owner.page.goto(pathname);
  await owner.page.getByRole('heading', { level: 1 }).waitFor();
  await owner.page.waitForLoadState('networkidle');
  if (prepare) await prepare(owner.page);
  await screenshot(owner.page, `admin-${name}-1280`);

  const token = await adminToken(shop);
  const phone = await openOwnerPage(browser, shop.url, token, VIEWPORTS.phone);
  phone.page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await phone.page.goto(pathname);
  try {
    await phone.page.getByRole('heading', { level: 1 }).waitFor();
  } catch (error) {
    await screenshot(phone.page, `debug-${name}-390`);
    throw new Error(`${phone.page.url()} ${phone.errors.join(' | ')}`, { cause: error });
  }
  await phone.page.waitForLoadState('networkidle');
  if (prepare) await prepare(phone.page);
  await screenshot(phone.page, `admin-${name}-390`);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
}

describe('the admin panel', () => {
  beforeAll(async () => {
    tmpDir = await mkdtemp(path.join(os.tmpdir(), 'admin-e2e-'));
    productImage = await makePng(path.join(tmpDir, 'gloss.png'), 900, 900, '#c2185b');
    bannerImage = await makePng(path.join(tmpDir, 'banner.png'), 1600, 600, '#7a2e4a');
    // A private copy of the built web app: a rebuild during the run must not swap the chunks under it.
    const webRoot = path.join(tmpDir, 'web');
    await cp(path.resolve(import.meta.dirname, '../dist/web'), webRoot, { recursive: true });
    shop = await startShop({ env: { WEB_ROOT: webRoot } });
    browser = await launchBrowser();
    owner = await openPage(browser, shop.url, VIEWPORTS.desktop);
    owner.page.setDefaultTimeout(STEP_TIMEOUT_MS);
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
  });

  it('sends a guarded page to the login page without a token', async () => {
    const { page } = owner;
    await page.goto('/admin/category');
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { name: admin.login.heading }).waitFor();
    await screenshot(page, 'admin-login-1280');
    const phone = await visitor('/admin/product');
    await phone.page.setViewportSize(VIEWPORTS.phone);
    await phone.page.waitForURL('**/admin/login');
    await phone.page.getByRole('heading', { name: admin.login.heading }).waitFor();
    await screenshot(phone.page, 'admin-login-390');
    await phone.context.close();
  });

  it('refuses a wrong password, then signs in and returns to the page asked for', async () => {
    const { page } = owner;
    await page.getByLabel(admin.login.username).fill(shop.adminUsername);
    await page.getByLabel(admin.login.password).fill('not-the-password');
    await page.getByRole('button', { name: admin.login.submit }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();
    expect(page.url()).toContain('/admin/login');

    await page.getByLabel(admin.login.password).fill(shop.adminPassword);
    await page.getByLabel(admin.login.password).press('Enter');
    await expectToast(page, admin.login.success);
    await page.waitForURL('**/admin/category');
    const heading = page.getByRole('heading', { name: admin.categories.heading });
    await heading.waitFor();
    // The new page's heading takes focus, for screen readers, with no ring though a key (Enter) led here.
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
    // The next control the keyboard reaches still shows its ring.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
  });

  it('creates a category', async () => {
    const { page } = owner;
    await page.getByRole('button', { name: admin.categories.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(admin.categories.name).fill(CATEGORY);
    await dialog.getByLabel(admin.categories.name).press('Enter');
    await expectToast(page, admin.categories.added);
    await dialog.waitFor({ state: 'detached' });
    await shootAdminPage('category', '/admin/category');
  });

  it('creates a product with a photo and two colours, one showing the photo, shown on the storefront', async () => {
    const { page } = owner;
    await page.goto('/admin/product');
    await page.getByRole('heading', { name: admin.products.heading }).waitFor();
    await page.getByRole('button', { name: admin.products.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(admin.products.name, { exact: true }).fill(PRODUCT);
    await dialog.getByLabel(admin.products.description, { exact: true }).fill('A glossy <b>finish</b> that lasts all day.');
    await dialog.getByLabel(admin.products.price, { exact: true }).fill('25');
    await dialog.getByLabel(`${admin.products.offerPrice} ${admin.products.optional}`).fill('19.99');
    const category = dialog.getByRole('combobox', { name: admin.products.category });
    expect(await iconEndGap(category, category.locator('svg'))).toBeGreaterThanOrEqual(8);
    await category.click();
    await page.getByRole('option', { name: CATEGORY }).click();
    // The customers' WhatsApp button has no place in the panel, over the owner's tables and dialogs.
    expect(await page.locator('a[href^="https://wa.me/"]').count()).toBe(0);

    // A file that only claims to be a picture: the server refuses its upload, and the error toast leaves
    // the dialog's buttons clear, whether they sit side by side (1280 px) or across a phone's sheet (390 px).
    const submit = dialog.getByRole('button', { name: admin.products.submitAdd });
    const buttons = [dialog.getByRole('button', { name: commonText.cancel }), submit];
    const toasts = page.locator('[role="status"]', { hasText: admin.photos.uploadFailed }).locator('..');
    const picker = dialog.getByLabel(admin.photos.add);
    await mkdir(SHOTS_DIR, { recursive: true });
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      await page.setViewportSize(viewport);
      await picker.setInputFiles({ name: 'gloss.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
      await toasts.first().waitFor();
      for (const toast of await toasts.all()) await expectToastClearOf(toast, buttons);
      await page.screenshot({ path: path.join(SHOTS_DIR, `admin-product-dialog-toast-${viewport.width}.png`) });
      await dialog.getByRole('button', { name: admin.photos.remove(1) }).click();
    }
    await page.setViewportSize(VIEWPORTS.desktop);

    await picker.setInputFiles(productImage);
    await dialog.getByRole('img', { name: admin.photos.photo(1) }).waitFor();
    await dialog.getByRole('progressbar').waitFor({ state: 'detached' });
    for (const [name, hex] of [
      ['Ruby', '#AA0011'],
      ['Nude', '#E0B0A0'],
    ] as const) {
      await dialog.getByLabel(admin.colors.name).fill(name);
      await dialog.getByLabel(admin.colors.hexCode).fill(hex);
      await dialog.getByRole('button', { name: admin.colors.add }).click();
      await dialog.getByText(hex).waitFor();
    }
    await dialog.getByRole('combobox', { name: admin.colors.photoOf('Ruby') }).selectOption({ label: admin.colors.photoOption(1) });
    await page.screenshot({ path: path.join(SHOTS_DIR, 'admin-product-dialog-1280.png') });
    await dialog.getByRole('button', { name: admin.products.submitAdd }).dblclick();
    await expectToast(page, admin.products.added);
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('searchbox').fill(PRODUCT);
    await page.waitForURL(/search=/);
    const card = page.getByRole('listitem').filter({ hasText: PRODUCT });
    await card.waitFor();
    expect(await card.count()).toBe(1); // the double click created one product
    await page.getByRole('searchbox').fill('');
    await page.waitForURL((url) => !url.search.includes('search='));
    await shootAdminPage('product', '/admin/product');

    const shopper = await visitor(`/?search=${encodeURIComponent(PRODUCT)}`);
    const shopCard = shopper.page.locator('article, li').filter({ hasText: PRODUCT }).first();
    await shopCard.waitFor();
    await shopCard
      .getByRole('img', { name: 'Ruby' })
      .or(shopCard.getByRole('button', { name: 'Ruby' }))
      .first()
      .waitFor();
    expect(await shopCard.getByText('$19.99').count()).toBeGreaterThan(0);
    expect(await shopCard.getByText(commonText.soldOut).count()).toBe(0);
    expect(shopper.dialogs).toEqual([]);
    await shopper.context.close();
  });

  it('marks the product sold out, and the storefront says so', async () => {
    const { page } = owner;
    await page.goto(`/admin/product?search=${encodeURIComponent(PRODUCT)}`);
    await page.getByRole('button', { name: `${admin.common.edit} ${PRODUCT}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(admin.products.editTitle).waitFor();
    await dialog.getByRole('switch', { name: commonText.soldOut }).click();
    await dialog.getByRole('button', { name: admin.products.submitEdit }).click();
    await expectToast(page, admin.products.updated);
    await page.getByRole('listitem').filter({ hasText: PRODUCT }).getByText(commonText.soldOut).waitFor();

    const shopper = await visitor(`/?search=${encodeURIComponent(PRODUCT)}`);
    const shopCard = shopper.page.locator('article, li').filter({ hasText: PRODUCT }).first();
    await shopCard.getByText(commonText.soldOut).first().waitFor();
    await shopper.context.close();
  });

  it('deletes the product after confirmation', async () => {
    const { page } = owner;
    await page.getByRole('button', { name: `${admin.common.delete} ${PRODUCT}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(admin.products.deleteTitle).waitFor();
    await confirm.getByRole('button', { name: admin.common.delete }).click();
    await expectToast(page, admin.common.deleted(PRODUCT));
    await page.getByText(admin.products.empty).waitFor();

    const shopper = await visitor(`/?search=${encodeURIComponent(PRODUCT)}`);
    await shopper.page.getByText('No products found').waitFor();
    await shopper.context.close();
  });

  it('adds and deletes a carousel image, and the storefront carousel follows', async () => {
    const slideDots = async () => {
      const shopper = await visitor('/');
      await shopper.page
        .getByRole('region', { name: 'Featured' })
        .or(shopper.page.getByText('No carousel images available'))
        .first()
        .waitFor();
      await shopper.page.waitForLoadState('networkidle');
      const count = await shopper.page.getByRole('button', { name: /^Go to slide \d+$/ }).count();
      const slides = await shopper.page.getByRole('group', { name: /^Slide \d+ of \d+$/ }).count();
      await shopper.context.close();
      return Math.max(count, slides);
    };
    const before = await slideDots();

    const { page } = owner;
    await page.goto('/admin/carousel');
    await page.getByRole('heading', { name: admin.carousel.heading }).waitFor();
    await page.getByRole('button', { name: admin.carousel.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: admin.carousel.submit }).click();
    await dialog.getByText('Please select an image', { exact: true }).waitFor();
    await dialog.getByLabel(admin.common.image).setInputFiles(bannerImage);
    await dialog.getByRole('img', { name: admin.common.imagePreview }).waitFor();
    await dialog.getByRole('button', { name: admin.carousel.submit }).click();
    await expectToast(page, admin.carousel.added);
    const position = before + 1;
    await page.getByText(admin.carousel.order(position), { exact: true }).waitFor();
    await shootAdminPage('carousel', '/admin/carousel');

    expect(await slideDots()).toBe(before + 1);

    await page.getByRole('button', { name: `${admin.common.delete} ${admin.carousel.alt(position)}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: admin.common.delete }).click();
    await expectToast(page, admin.carousel.deleted);
    await page.getByText(admin.carousel.order(position), { exact: true }).waitFor({ state: 'detached' });

    expect(await slideDots()).toBe(before);
  });

  it('shows a contact message sent from the storefront, and deletes it', async () => {
    const sender = `E2E Rima ${Date.now()}`;
    const text = 'Do you have the <script>alert(1)</script> gloss in coral?';
    const shopper = await visitor('/contact-us');
    await shopper.page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
    await shopper.page.getByLabel('Name', { exact: true }).fill(sender);
    await shopper.page.getByLabel('Email', { exact: true }).fill('rima@example.com');
    await shopper.page.getByLabel('Message', { exact: true }).fill(text);
    await shopper.page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(shopper.page, 'Message sent successfully!');
    await shopper.context.close();

    const { page } = owner;
    await shootAdminPage('contact-us', '/admin/contact-us');
    await page.getByRole('button', { name: admin.contact.open(sender) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(text, { exact: true }).waitFor();
    await dialog.getByText('rima@example.com').waitFor();
    await screenshot(page, 'admin-contact-us-message-1280');
    await dialog.getByRole('button', { name: admin.common.delete }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: admin.common.delete }).click();
    await expectToast(page, admin.contact.deleted);
    await page.getByRole('button', { name: admin.contact.open(sender) }).waitFor({ state: 'detached' });
    expect(owner.dialogs).toEqual([]);
  });

  it('screenshots the offer page and the phone menu', async () => {
    await shootAdminPage('offer', '/admin/offer');
    await shootAdminPage('menu', '/admin/offer', async (page) => {
      const viewport = page.viewportSize();
      if (viewport && viewport.width < 600) await page.getByRole('button', { name: admin.nav.offer, exact: true }).click();
      else await page.getByRole('button', { name: admin.nav.settings }).click();
      await page.getByRole('menuitem', { name: admin.nav.logout }).waitFor();
    });
  });

  it("brings its own stylesheet, and the storefront's pages do without the panel's classes", async () => {
    await owner.page.goto('/admin/offer');
    await owner.page.getByRole('heading', { level: 1 }).waitFor();
    await owner.page.waitForLoadState('networkidle');
    const panel = await pageStyles(owner.page);
    expect(panel.unstyled).toEqual([]);
    const [storefrontSheet] = panel.sheets;
    expect(panel.sheets).toHaveLength(2);

    // Every storefront page has a rule for each class it uses in its one sheet, the same on each page.
    const products = (await (await fetch(`${shop.url}/api/products?limit=1`)).json()) as { data: { id: string }[] };
    const offers = (await (await fetch(`${shop.url}/api/offer?limit=1`)).json()) as { data: { id: string }[] };
    const page = await visitor('/');
    for (const pathname of [
      '/',
      `/products/${products.data[0]!.id}`,
      '/offer',
      `/offer/${offers.data[0]!.id}`,
      '/cart',
      '/about',
      '/contact-us',
    ]) {
      await page.page.goto(pathname);
      await page.page.waitForLoadState('networkidle');
      expect(await pageStyles(page.page), pathname).toEqual({ sheets: [storefrontSheet], unstyled: [] });
    }
    await page.context.close();

    // Without its own sheet the panel would lack rules: those the storefront's sheet leaves out.
    await owner.page.evaluate((href) => {
      for (const sheet of document.styleSheets) sheet.disabled = sheet.href !== null && new URL(sheet.href).pathname !== href;
    }, storefrontSheet);
    const withStorefrontSheetOnly = await pageStyles(owner.page);
    expect(withStorefrontSheetOnly.unstyled).not.toEqual([]);
    await owner.page.evaluate(() => {
      for (const sheet of document.styleSheets) sheet.disabled = false;
    });
  });

  it('keeps a half-filled form when the session ends: the owner signs in over it and saves', async () => {
    const { page } = owner;
    const name = 'E2E Session Category';
    await page.goto('/admin/category');
    await page.getByRole('button', { name: admin.categories.add }).click();
    const form = page.getByRole('dialog', { name: admin.categories.addTitle });
    await form.getByLabel(admin.categories.name).fill(name);

    // The session is revoked elsewhere while the dialog is open.
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('token')!) as { state: { token: string } }).state.token);
    const revoked = await fetch(`${shop.url}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(revoked.status).toBe(204);

    await form.getByLabel(admin.categories.name).press('Enter');
    const signIn = page.getByRole('dialog', { name: admin.login.heading });
    await signIn.getByText(apiMessages.sessionEnded).waitFor();
    await screenshot(page, 'admin-sign-in-again-1280');
    await signIn.getByLabel(admin.login.username).fill(shop.adminUsername);
    await signIn.getByLabel(admin.login.password).fill(shop.adminPassword);
    await signIn.getByLabel(admin.login.password).press('Enter');
    await signIn.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/category');
    expect(await form.getByLabel(admin.categories.name).inputValue()).toBe(name);

    await form.getByLabel(admin.categories.name).press('Enter');
    await expectToast(page, admin.categories.added);
    await form.waitFor({ state: 'detached' });
    const categories = (await (await fetch(`${shop.url}/api/categories?limit=100`)).json()) as { data: Array<{ name: string }> };
    expect(categories.data.map((category) => category.name)).toContain(name);
  });

  it('changes the password, logs out, and the old password no longer works', async () => {
    await shootAdminPage('update-password', '/admin/update-password');
    const { page } = owner;
    await page.goto('/admin/update-password');
    await page.getByRole('heading', { name: admin.password.heading }).waitFor();
    await page.getByLabel(admin.password.username).fill(shop.adminUsername);
    await page.getByLabel(admin.password.oldPassword).fill(shop.adminPassword);
    await page.getByLabel(admin.password.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(admin.password.confirmPassword).fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: admin.password.submit }).click();
    await page.getByText('New passwords do not match').waitFor();

    await page.getByLabel(admin.password.confirmPassword).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: admin.password.submit }).click();
    await expectToast(page, admin.password.success);

    // The password change may end other sessions; sign in again when it ended this one.
    if (page.url().includes('/admin/login')) {
      await page.getByLabel(admin.login.username).fill(shop.adminUsername);
      await page.getByLabel(admin.login.password).fill(NEW_PASSWORD);
      await page.getByLabel(admin.login.password).press('Enter');
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    }

    await page.goto('/admin/product');
    await page.getByRole('button', { name: admin.nav.settings }).click();
    await page.getByRole('menuitem', { name: admin.nav.logout }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toContain('"token":"');

    await page.goto('/admin/login');
    await page.getByLabel(admin.login.username).fill(shop.adminUsername);
    await page.getByLabel(admin.login.password).fill(shop.adminPassword);
    await page.getByRole('button', { name: admin.login.submit }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();

    await page.getByLabel(admin.login.password).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: admin.login.submit }).click();
    await page.waitForURL('**/admin/product');
    // 400 and 401 are the wrong passwords and ended sessions; 415 the file that was no picture.
    expect(owner.errors.filter((error) => !/status of (40[01]|415)/.test(error))).toEqual([]);
  });
});
