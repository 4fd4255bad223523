import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathIn } from '#contract/languages.js';
import { admin } from '#contract/messages/admin.js';
import { productDetailText } from '#contract/messages/storefront/product.js';
import { whatsappText as englishWhatsapp } from '#contract/messages/storefront/whatsapp.js';
import { whatsappText as arabicWhatsapp } from '#contract/messages/ar/storefront/whatsapp.js';
import { productDetailText as arabicDetail } from '#contract/messages/ar/storefront/product.js';
import type { ShopConfig } from '#contract/shop-defaults.js';
import {
  adminToken,
  appStarted,
  launchBrowser,
  openOwnerPage,
  openPage,
  screenshot,
  startShop,
  VIEWPORTS,
  type ShopServer,
} from './support/harness.js';

// The floating WhatsApp button on a phone (390 px), in English and Arabic: it never stays over the
// page's controls or figures (the product's price and Share button, the cart's delivery fee and
// options) when the page is scrolled to them, from the top of each page to its end; and the admin
// panel has none. Screenshots go to SHOTS_DIR as floating-button-*.png.

const CHAT_BUTTON = { en: englishWhatsapp.chatButton, ar: arabicWhatsapp.chatButton } as const;
const DETAIL_TEXT = { en: productDetailText, ar: arabicDetail } as const;
const BEIRUT = { en: 'Beirut', ar: 'بيروت' } as const;
/** What the button must never sit over: the controls, and the figures the page marks. */
const KEEP_CLEAR = 'a[href], button, input, select, textarea, label, summary, [role="button"], [role="radio"], [data-keep-clear]';

let shop: ShopServer;
let browser: Browser;
let token: string;
/** The first is the one whose page is looked at. */
const productIds: string[] = [];

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${shop.url}/api${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const chatButton = (page: Page, language: 'en' | 'ar') => page.getByRole('link', { name: CHAT_BUTTON[language], exact: true });

/** The button's box once it has stopped moving (it slides aside and back). */
async function settledBox(button: Locator): Promise<Box> {
  await button.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  return (await button.boundingBox())!;
}

/** Scrolls the page so that `target`'s middle is level with the button's, as far as the page scrolls. */
async function scrollLevelWithButton(page: Page, button: Locator, target: Locator): Promise<void> {
  const buttonBox = (await button.boundingBox())!;
  const targetBox = (await target.boundingBox())!;
  await page.evaluate((by) => window.scrollBy(0, by), targetBox.y + targetBox.height / 2 - (buttonBox.y + buttonBox.height / 2));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // The page did come that far: the target is at the button's height.
  const level = (await target.boundingBox())!;
  const message = `the target (${JSON.stringify(level)}) is level with the button (${JSON.stringify(buttonBox)})`;
  expect(level.y < buttonBox.y + buttonBox.height && buttonBox.y < level.y + level.height, message).toBe(true);
}

/** `target`, scrolled level with the button, is not under it once it has moved aside; a sliver of it still shows. */
async function expectClearOf(page: Page, button: Locator, target: Locator, what: string): Promise<void> {
  await scrollLevelWithButton(page, button, target);
  await expect
    .poll(async () => overlaps(await settledBox(button), (await target.boundingBox())!), { message: `the button is over ${what}` })
    .toBe(false);
  const { x, width } = await settledBox(button);
  expect(Math.min(x + width, VIEWPORTS.phone.width) - Math.max(x, 0)).toBeGreaterThanOrEqual(10);
}

/** Every control and marked figure the button is over, as it stands. */
async function underButton(page: Page, button: Locator): Promise<string[]> {
  const box = await settledBox(button);
  return page.evaluate(
    ({ selector, box }) =>
      [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
        const rect = element.getBoundingClientRect();
        const over =
          rect.width > 1 &&
          rect.height > 1 &&
          rect.left < box.x + box.width &&
          box.x < rect.right &&
          rect.top < box.y + box.height &&
          box.y < rect.bottom;
        return over && element.checkVisibility() && !element.closest('aside')
          ? [`${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 40) ?? ''}`]
          : [];
      }),
    { selector: KEEP_CLEAR, box },
  );
}

/** Scrolls the whole page down, a step at a time, finding nothing the button stays over at any step. */
async function expectNothingCoveredTopToEnd(page: Page, button: Locator): Promise<void> {
  const steps = await page.evaluate(() => Math.ceil((document.documentElement.scrollHeight - window.innerHeight) / 150));
  for (let step = 0; step <= steps; step += 1) {
    await page.evaluate((y) => window.scrollTo(0, y), step * 150);
    await expect.poll(() => underButton(page, button), { message: `scrolled to ${step * 150} px` }).toEqual([]);
  }
}

describe('the floating WhatsApp button on a phone', () => {
  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    token = await adminToken(shop);
    const category = await api<{ id: string }>('/categories', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Floating button test' }),
    });
    // The first with photos, as the shop's products have; three in the cart, as a customer has.
    const photos: string[] = [];
    for (const background of ['#c2185b', '#e0b0a0']) {
      const image = new FormData();
      image.set(
        'image',
        new Blob(
          [
            await sharp({ create: { width: 900, height: 900, channels: 3, background } })
              .png()
              .toBuffer(),
          ],
          { type: 'image/png' },
        ),
        'photo.png',
      );
      photos.push((await api<{ id: string }>('/images', { method: 'POST', body: image })).id);
    }
    const products = [
      ['Velvet Rose Lip Balm', '25'],
      ['Amber Glow Highlighter', '32'],
      ['Midnight Lash Mascara', '18'],
    ] as const;
    for (const [index, [name, price]] of products.entries()) {
      const form = new FormData();
      form.set('name', name);
      form.set('description', 'Soft on the skin all day.\nMade with shea butter and rose oil.');
      form.set('price', price);
      form.set('categoryId', category.id);
      if (index === 0) form.set('photos', JSON.stringify(photos));
      productIds.push((await api<{ id: string }>('/products', { method: 'POST', body: form })).id);
    }
    // Two zones and pickup, as the owner sets them on the Settings page.
    const { poundRate, whatsappNumber, ...rest } = await api<ShopConfig>('/settings');
    const delivery = {
      zones: [
        {
          name: BEIRUT.en,
          fee: 3,
          freeOver: 100,
          estimate: 'Same day',
          translations: { fr: { name: 'Beyrouth' }, ar: { name: BEIRUT.ar } },
        },
        {
          name: 'South Lebanon',
          fee: 5,
          freeOver: null,
          estimate: '1–2 days',
          translations: { fr: { name: 'Liban-Sud' }, ar: { name: 'الجنوب' } },
        },
      ],
      pickup: true,
    };
    await api('/settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...rest,
        whatsappNumber: `+${whatsappNumber}`,
        poundRate: poundRate && { rate: poundRate.rate, step: poundRate.step },
        delivery,
      }),
    });
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  for (const language of ['en', 'ar'] as const) {
    it(`moves aside from the price and the Share button on the product page, in ${language === 'en' ? 'English' : 'Arabic'}`, async () => {
      const visitor = await openPage(browser, shop.url, VIEWPORTS.phone);
      const { page } = visitor;
      await page.goto(pathIn(language, `/products/${productIds[0]}`));
      await appStarted(page);
      const button = chatButton(page, language);
      await button.waitFor();
      const price = page.getByText('$25.00', { exact: true }).first();
      const share = page.getByRole('button', { name: DETAIL_TEXT[language].share });
      await expectClearOf(page, button, price, 'the price');
      await screenshot(page, `floating-button-product-${language}-390`, { fullPage: false });
      await expectClearOf(page, button, share, 'the Share button');
      await expectNothingCoveredTopToEnd(page, button);
      await screenshot(page, `floating-button-product-end-${language}-390`, { fullPage: false });
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    });

    it(`moves aside from the delivery fee and the Beirut option in the cart, in ${language === 'en' ? 'English' : 'Arabic'}`, async () => {
      const visitor = await openPage(browser, shop.url, VIEWPORTS.phone);
      const { page } = visitor;
      for (const id of productIds) {
        await page.goto(`/products/${id}`);
        await appStarted(page);
        await page.getByRole('button', { name: productDetailText.addToCart(1) }).click();
      }
      await page.goto(pathIn(language, '/cart'));
      await appStarted(page);
      const button = chatButton(page, language);
      const beirut = page.locator('label').filter({ has: page.getByRole('radio', { name: new RegExp(`^${BEIRUT[language]}`) }) });
      await beirut.waitFor();
      await expectClearOf(page, button, page.getByTestId('cart-delivery'), 'the delivery fee');
      await expectClearOf(page, button, beirut, 'the Beirut option');
      await screenshot(page, `floating-button-cart-${language}-390`, { fullPage: false });
      await expectNothingCoveredTopToEnd(page, button);
      await screenshot(page, `floating-button-cart-end-${language}-390`, { fullPage: false });
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    });
  }

  it('is not in the admin panel, nor on its sign-in page, while the storefront has it', async () => {
    const owner = await openOwnerPage(browser, shop.url, token, VIEWPORTS.phone);
    const { page } = owner;
    await page.goto('/');
    await appStarted(page);
    await chatButton(page, 'en').waitFor();
    for (const [path, heading] of [
      ['/admin/product', admin.products.heading],
      ['/admin/settings', admin.settings.heading],
      ['/admin/orders', admin.orders.heading],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await chatButton(page, 'en').count(), path).toBe(0);
    }
    expect(owner.errors).toEqual([]);
    await owner.context.close();

    const visitor = await openPage(browser, shop.url, VIEWPORTS.phone);
    await visitor.page.goto('/admin/login');
    await visitor.page.getByRole('heading', { level: 1, name: admin.login.heading }).waitFor();
    await appStarted(visitor.page);
    expect(await chatButton(visitor.page, 'en').count()).toBe(0);
    await visitor.context.close();
  });
});
