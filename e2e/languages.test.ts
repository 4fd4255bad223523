import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#contract/languages.js';
import { catalogues } from '#contract/messages/catalogues.js';
import type { Product } from '#contract/product.js';
import { localizedColorName, localizedText } from '#contract/localized.js';
import { groupMessages } from '#web/i18n/group-messages.js';
import { axeViolations } from './support/axe.js';
import { iconEndGap, launchBrowser, openPage, screenshot, startShop, VIEWPORTS, type ShopServer } from './support/harness.js';
import { whatsappText } from './support/whatsapp.js';

// The storefront in French and Arabic through the real built shop: a visitor's order from the
// catalogue to WhatsApp in each language, the switcher and its memory, and every Arabic page checked
// by axe-core right to left at 390 and 1280 px, with screenshots.

type ApiProduct = Pick<
  Product,
  'id' | 'name' | 'description' | 'translations' | 'price' | 'offerPrice' | 'soldOut' | 'category' | 'colors'
>;
interface ApiList<T> {
  data: T[];
}

const MESSAGES = { fr: groupMessages(catalogues.fr), ar: groupMessages(catalogues.ar) };
const STEP_TIMEOUT_MS = 15_000;

let shop: ShopServer;
let browser: Browser;
let product: ApiProduct;
let offerId: string;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${shop.url}/api${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

const money = (amount: number) => `$${amount.toFixed(2)}`;

async function htmlLanguage(page: Page) {
  return page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
}

describe('the storefront in French and Arabic', () => {
  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    const products = await api<ApiList<ApiProduct>>('/products?limit=100');
    product = products.data.find(
      (p) => !p.soldOut && p.category && p.colors.length >= 2 && p.translations.fr.name && p.translations.ar.name,
    )!;
    expect(product).toBeDefined();
    offerId = (await api<ApiList<{ id: string }>>('/offer?limit=1')).data[0]!.id;
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it.each(['fr', 'ar'] as const)(
    'in %s: browses, filters, opens a product, adds it to the cart and orders in the language',
    async (language: Language & keyof typeof MESSAGES) => {
      const messages = MESSAGES[language];
      // The demo catalogue has its products' names in French and Arabic.
      const name = localizedText(product, language).name;
      expect(name).not.toBe(product.name);
      const { page, context, errors } = await openPage(browser, shop.url, VIEWPORTS.desktop);
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      await page.goto(`/${language}/`);
      await page.getByRole('heading', { level: 1, name: messages.catalogue.heading }).waitFor();
      expect(await htmlLanguage(page)).toEqual([language, language === 'ar' ? 'rtl' : 'ltr']);

      // The category list's arrow keeps clear of its end border, which is the left one in Arabic.
      const categories = page.getByRole('combobox', { name: messages.catalogue.categoryLabel });
      expect(await iconEndGap(categories, categories.locator('xpath=following-sibling::*[local-name()="svg"]'))).toBeGreaterThanOrEqual(8);
      await categories.selectOption(product.category!.id);
      await page.waitForURL((url) => url.pathname === `/${language}/` && url.searchParams.get('category') === product.category!.id);
      const results = page.getByRole('list', { name: messages.catalogue.resultsLabel });
      await results.getByRole('link', { name, exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === `/${language}/products/${product.id}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();

      const color = product.colors[0]!;
      const colorName = localizedColorName(color, language);
      await page.getByRole('button', { name: colorName, exact: true }).click();
      await page.getByRole('button', { name: messages.productDetail.addToCart(1) }).click();
      await page.getByRole('link', { name: messages.nav.cartWithCount(1) }).click();
      await page.waitForURL(`**/${language}/cart`);
      await page.getByRole('heading', { level: 1, name: messages.cart.heading }).waitFor();

      const price = money(product.offerPrice ?? product.price);
      const href = await page.getByRole('link', { name: messages.cart.orderViaWhatsapp }).getAttribute('href');
      const text = whatsappText(href!);
      expect(text.split('\n')[0]).toBe(messages.whatsapp.orderIntro);
      // The shade as the customer read it too.
      expect(text).toContain(messages.whatsapp.color(colorName));
      // The item as the customer read it on the page; the recorded order keeps the English the owner reads.
      expect(text).toContain(messages.whatsapp.item(1, name));
      expect(text).toContain(messages.whatsapp.quantity(1));
      expect(text).toContain(messages.whatsapp.total(price));
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('switches language on the same page, and opens the bare address in the language chosen last', async () => {
    const { page, context, errors } = await openPage(browser, shop.url, VIEWPORTS.phone);
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.goto(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    // On a phone the switcher is in the menu (and the footer).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL(`**/ar/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: localizedText(product, 'ar').name }).waitFor();
    expect(await htmlLanguage(page)).toEqual(['ar', 'rtl']);

    await page.goto('/');
    await page.waitForURL('**/ar/');
    await page.getByRole('heading', { level: 1, name: MESSAGES.ar.catalogue.heading }).waitFor();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL('**/fr/');
    await page.goto('/');
    await page.waitForURL('**/fr/');
    // A link shared in English opens in English whatever was chosen.
    await page.goto('/about');
    expect(await htmlLanguage(page)).toEqual(['en', 'ltr']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('downloads the Arabic typeface on Arabic pages only', async () => {
    const { page, context, errors } = await openPage(browser, shop.url, VIEWPORTS.phone);
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/fr/', `/products/${product.id}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(fonts).toEqual([]);
    await page.goto('/ar/');
    await page.waitForLoadState('networkidle');
    expect(fonts.some((font) => /noto-sans-arabic-400-[\w-]+\.woff2$/.test(font))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily)).toMatch(/^"?Noto Sans Arabic/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no axe violations right to left on any Arabic page at 390 and 1280 px (screenshots arabic-*)', async () => {
    const messages = MESSAGES.ar;
    const found: string[] = [];
    for (const [width, viewport] of [
      ['390', VIEWPORTS.phone],
      ['1280', VIEWPORTS.desktop],
    ] as const) {
      const { page, context, errors } = await openPage(browser, shop.url, viewport);
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      const check = async (name: string, path: string, before?: () => Promise<void>) => {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await before?.();
        expect(await htmlLanguage(page)).toEqual(['ar', 'rtl']);
        found.push(...(await axeViolations(page)).map((line) => `${name} at ${width}: ${line}`));
        await screenshot(page, `arabic-${name}-${width}`);
      };
      await check('home', '/ar/');
      await check('product', `/ar/products/${product.id}`, async () => {
        await page.getByRole('button', { name: localizedColorName(product.colors[1]!, 'ar'), exact: true }).click();
        await page.getByRole('button', { name: messages.productDetail.addToCart(1) }).click();
      });
      await check('offers', '/ar/offer');
      await check('offer', `/ar/offer/${offerId}`);
      await check('cart', '/ar/cart');
      await check('contact', '/ar/contact-us');
      await check('about', '/ar/about');
      if (width === '390') {
        await page.getByRole('button', { name: messages.nav.openMenu }).click();
        found.push(...(await axeViolations(page)).map((line) => `menu at ${width}: ${line}`));
        await screenshot(page, `arabic-menu-${width}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
    expect(found).toEqual([]);
  });
});
