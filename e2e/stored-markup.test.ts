import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { cartText } from '#contract/messages/storefront/cart.js';
import { productDetailText } from '#contract/messages/storefront/product.js';
import { adminToken, appStarted, launchBrowser, openPage, startShop, type ShopServer, type WatchedPage } from './support/harness.js';
import { whatsappText } from './support/whatsapp.js';

// Texts the owner (or a visitor, for contact messages) stored with markup in them must come back as
// text on every page: no dialog opens, no element is made from them, and the WhatsApp order carries them
// literally. Pages are found by visible text, so layout changes do not break this suite.

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = `"'><script>alert(2)</script>`;
const STEP_TIMEOUT_MS = 15_000;

const names = {
  category: `Cat ${IMG}${SCRIPT}`,
  product: `Gloss ${IMG}${SCRIPT}`,
  productDescription: `Shine ${SCRIPT} and ${IMG}`,
  colorA: IMG,
  colorB: SCRIPT,
  offer: `Duo ${IMG}${SCRIPT}`,
  offerDescription: `Two ${SCRIPT}${IMG}`,
  sender: `Rima ${IMG}`,
  message: `Hello ${SCRIPT} ${IMG}`,
};

let shop: ShopServer;
let browser: Browser;
let token: string;
const ids = { product: '', offer: '' };

async function api(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${shop.url}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

async function pngBlob(color: string): Promise<Blob> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

/** Waits until the page's visible text holds every one of `texts`, literally. */
async function expectTexts(page: Page, texts: string[]): Promise<void> {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  let body = '';
  while (Date.now() < deadline) {
    body = await page.locator('body').innerText();
    if (texts.every((text) => body.includes(text))) return;
    await page.waitForTimeout(200);
  }
  throw new Error(`${page.url()} does not show ${JSON.stringify(texts.filter((t) => !body.includes(t)))}`);
}

/** Nothing the stored texts hold became markup. */
async function expectInert(watched: WatchedPage): Promise<void> {
  const { page } = watched;
  await page.waitForLoadState('networkidle');
  expect(watched.dialogs, page.url()).toEqual([]);
  expect(await page.locator('img[src="x"]').count(), page.url()).toBe(0);
  // Scripts that run hold none of it; the JSON data blocks (settings, JSON-LD) hold it only as escaped text.
  const scripts = await page.evaluate(
    () =>
      [...document.scripts].filter((s) => !/^application\/(ld\+)?json$/.test(s.type) && (s.textContent ?? '').includes('alert(')).length,
  );
  expect(scripts, page.url()).toBe(0);
  const dataBlocks = await page.evaluate(() =>
    [...document.scripts].filter((s) => s.type === 'application/ld+json').map((s) => s.textContent ?? ''),
  );
  for (const text of dataBlocks) expect(text, page.url()).not.toMatch(/[<>]/);
}

describe('stored markup renders as text', () => {
  beforeAll(async () => {
    shop = await startShop();
    token = await adminToken(shop);
    browser = await launchBrowser();

    const category = await api('/categories', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: names.category }),
    });
    const product = new FormData();
    product.set('name', names.product);
    product.set('description', names.productDescription);
    product.set('price', '12');
    product.set('offerPrice', '10');
    product.set('categoryId', category.id as string);
    product.set(
      'colors',
      JSON.stringify([
        { name: names.colorA, hexCode: '#AA2244' },
        { name: names.colorB, hexCode: '#2244AA' },
      ]),
    );
    product.set('image', await pngBlob('#c06080'), 'gloss.png');
    ids.product = (await api('/products', { method: 'POST', body: product })).id as string;

    const offer = new FormData();
    offer.set('name', names.offer);
    offer.set('description', names.offerDescription);
    offer.set('price', '30');
    offer.set('offerPrice', '20');
    offer.set('image', await pngBlob('#6080c0'), 'duo.png');
    ids.offer = (await api('/offer', { method: 'POST', body: offer })).id as string;

    const response = await fetch(`${shop.url}/api/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: names.sender, email: 'rima@example.com', message: names.message }),
    });
    expect(response.status).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('on every storefront page, in the cart and in the WhatsApp order', async () => {
    const watched = await openPage(browser, shop.url);
    const { page } = watched;
    page.setDefaultTimeout(STEP_TIMEOUT_MS);

    await page.goto('/');
    await expectTexts(page, [names.product]);
    await expectInert(watched);

    await page.goto(`/products/${ids.product}`);
    await expectTexts(page, [names.product, names.productDescription]);
    await appStarted(page);
    // The colours are buttons named by the stored text.
    await page.getByRole('button', { name: names.colorA, exact: true }).click();
    await page.getByRole('button', { name: productDetailText.addToCart(1) }).click();
    await expectInert(watched);

    await page.goto('/offer');
    await expectTexts(page, [names.offer]);
    await expectInert(watched);

    await page.goto(`/offer/${ids.offer}`);
    await expectTexts(page, [names.offer, names.offerDescription]);
    await appStarted(page);
    await page.getByRole('button', { name: productDetailText.addToCart(1) }).click();
    await expectInert(watched);

    await page.goto('/cart');
    await expectTexts(page, [names.product, names.colorA, names.offer]);
    const href = await page.getByRole('link', { name: cartText.orderViaWhatsapp }).getAttribute('href');
    const text = whatsappText(href!);
    expect(text).toContain(names.product);
    expect(text).toContain(names.colorA);
    expect(text).toContain(names.offer);
    await expectInert(watched);

    for (const pathname of ['/about', '/contact-us']) {
      await page.goto(pathname);
      await expectInert(watched);
    }
    expect(watched.errors.filter((e) => /alert|script/i.test(e))).toEqual([]);
    await watched.context.close();
  });

  it('on every admin page, including the message dialog', async () => {
    const watched = await openPage(browser, shop.url);
    const { page, context } = watched;
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await context.addInitScript((value) => {
      localStorage.setItem('token', JSON.stringify({ state: { token: value }, version: 0 }));
    }, token);

    const pages: Array<[string, string[]]> = [
      ['/admin/product', [names.product]],
      ['/admin/category', [names.category]],
      ['/admin/offer', [names.offer]],
      ['/admin/carousel', []],
      ['/admin/contact-us', [names.sender]],
      ['/admin/update-password', []],
    ];
    for (const [pathname, texts] of pages) {
      await page.goto(pathname);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectTexts(page, texts);
      await expectInert(watched);
    }

    await page.goto('/admin/contact-us');
    await page.getByRole('button', { name: admin.contact.open(names.sender) }).click();
    await page.getByRole('dialog').waitFor();
    await expectTexts(page, [names.sender, names.message]);
    await expectInert(watched);

    // The product's edit dialog puts the stored texts in its fields and lists the colours.
    await page.goto('/admin/product');
    await page.getByRole('button', { name: `${admin.common.edit} ${names.product}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox').first().inputValue()).toBe(names.product);
    await expectTexts(page, [names.colorA, names.colorB]);
    await expectInert(watched);
    await context.close();
  });
});
