import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonText } from '#contract/messages/common.js';
import { cartOrderText } from '#contract/messages/cart-order.js';
import { cartText } from '#contract/messages/storefront/cart.js';
import { isolate } from '#contract/messages/translation.js';
import { catalogueText } from '#contract/messages/storefront/catalogue.js';
import { contactText } from '#contract/messages/storefront/contact.js';
import { navText } from '#contract/messages/storefront/nav.js';
import { offerDetailText, offersText } from '#contract/messages/storefront/offers.js';
import { productDetailText } from '#contract/messages/storefront/product.js';
import {
  adminToken,
  appStarted,
  iconEndGap,
  launchBrowser,
  openPage,
  screenshot,
  startShop,
  VIEWPORTS,
  type ShopServer,
  type WatchedPage,
} from './support/harness.js';
import { axeViolations } from './support/axe.js';
import { whatsappText as messageText } from './support/whatsapp.js';

// A visitor's flows through the real built shop with the demo catalogue, plus screenshots
// of every storefront page at 390 px and 1280 px.

interface ApiProduct {
  id: string;
  name: string;
  price: number;
  offerPrice: number | null;
  soldOut: boolean;
  categoryId: string | null;
  category: { id: string; name: string } | null;
  colors: { name: string; hexCode: string }[];
}
interface ApiOffer {
  id: string;
  name: string;
  price: number;
  offerPrice: number | null;
}
interface ApiList<T> {
  data: T[];
  pagination: { totalItems: number; totalPages: number };
}

let shop: ShopServer;
let browser: Browser;
let product: ApiProduct;
let offer: ApiOffer;
const WHATSAPP_NUMBER = '96171123456';

async function api<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${shop.url}/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

const money = (amount: number) => `$${amount.toFixed(2)}`;

/** The decoded `text` of a link to the shop's WhatsApp. */
function whatsappText(href: string): string {
  expect(href.startsWith(`https://wa.me/${WHATSAPP_NUMBER}?text=`)).toBe(true);
  return messageText(href);
}

const productCards = (page: Page) => page.getByRole('list', { name: catalogueText.resultsLabel }).getByRole('article');

async function cartBadge(page: Page): Promise<string | null> {
  const badge = page.getByTestId('cart-badge');
  return (await badge.count()) ? badge.textContent() : null;
}

describe('the storefront', () => {
  beforeAll(async () => {
    shop = await startShop({ env: { SHOP_WHATSAPP_NUMBER: WHATSAPP_NUMBER } });
    browser = await launchBrowser();
    const products = await api<ApiList<ApiProduct>>('/products?limit=100');
    // A product with a discount and at least two colours, to exercise the colour and price rules.
    product = products.data.find((p) => !p.soldOut && p.offerPrice !== null && p.colors.length >= 2)!;
    expect(product).toBeDefined();
    offer = (await api<ApiList<ApiOffer>>('/offer?limit=1')).data[0]!;
    expect(offer).toBeDefined();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('browses, searches and filters with the URL updated, and restores the list on Back', async () => {
    const { page, context, errors } = await openPage(browser, shop.url);
    const total = (await api<ApiList<ApiProduct>>('/products?limit=1')).pagination.totalItems;
    await page.goto('/');
    await expect.poll(() => productCards(page).count()).toBe(Math.min(total, 20));
    if (total > 20) {
      await page.getByText(commonText.pageOf(1, Math.ceil(total / 20))).waitFor();
      await page.getByText(commonText.totalCount(total)).waitFor();
    }

    const term = product.name.split(' ')[0]!;
    await page.getByRole('searchbox', { name: catalogueText.searchLabel }).fill(`  ${term}  `);
    await page.waitForURL((url) => url.searchParams.get('search') === term);
    await page.getByRole('heading', { name: product.name }).waitFor();

    // The category list draws its own arrow, clear of the rounded border (the browser's sits against it).
    const categories = page.getByRole('combobox', { name: catalogueText.categoryLabel });
    expect(await categories.evaluate((element) => getComputedStyle(element).appearance)).toBe('none');
    expect(await iconEndGap(categories, categories.locator('xpath=following-sibling::*[local-name()="svg"]'))).toBeGreaterThanOrEqual(8);

    const category = product.category!;
    await categories.selectOption(category.id);
    await page.waitForURL((url) => url.searchParams.get('category') === category.id && url.searchParams.get('search') === term);
    await page.getByRole('button', { name: catalogueText.clearFilters(2) }).click();
    await page.waitForURL((url) => url.search === '');
    expect(await page.getByRole('searchbox', { name: catalogueText.searchLabel }).inputValue()).toBe('');

    await page.getByRole('searchbox', { name: catalogueText.searchLabel }).fill('no such product anywhere');
    await page.getByText(catalogueText.emptyTitle).waitFor();

    // A search that finds nothing names the products near it; following one searches for it.
    await page.getByRole('searchbox', { name: catalogueText.searchLabel }).fill('velvot matt lipstik');
    await page.getByText(catalogueText.didYouMean).waitFor();
    await page.getByRole('link', { name: 'Velvet Matte Lipstick' }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'Velvet Matte Lipstick');
    await page.getByRole('heading', { name: 'Velvet Matte Lipstick' }).waitFor();
    expect(await page.getByRole('searchbox', { name: catalogueText.searchLabel }).inputValue()).toBe('Velvet Matte Lipstick');

    if (total > 20) {
      await page.goto('/?page=2');
      await page.getByText(commonText.pageOf(2, Math.ceil(total / 20))).waitFor();
      const first = productCards(page).first().getByRole('heading').getByRole('link');
      const name = await first.textContent();
      await first.click();
      await page.getByRole('heading', { level: 1, name: name! }).waitFor();
      await page.getByRole('link', { name: productDetailText.back, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('page') === '2');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('picks a colour, adds 2 to the cart, and orders through WhatsApp; the cart survives a reload', async () => {
    const { page, context, errors, dialogs } = await openPage(browser, shop.url);
    await page.goto(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const percent = Math.round(((product.price - product.offerPrice!) / product.price) * 100);
    await page.getByText(productDetailText.save(percent)).first().waitFor();

    await page.getByRole('button', { name: productDetailText.addToCart(1) }).click();
    await page.getByText(productDetailText.selectColorFirst).waitFor();
    const color = product.colors[0]!;
    const swatch = page.getByRole('button', { name: color.name, exact: true });
    await swatch.click();
    expect(await swatch.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: commonText.increaseQuantity }).click();
    await page.getByRole('button', { name: productDetailText.addToCart(2) }).click();
    await page.getByRole('button', { name: productDetailText.adding }).waitFor();
    await expect.poll(() => cartBadge(page)).toBe('2');
    await page.getByRole('link', { name: navText.cartWithCount(2) }).waitFor();

    await page.getByRole('link', { name: navText.cartWithCount(2) }).click();
    await page.getByRole('heading', { level: 1, name: cartText.heading }).waitFor();
    await page.getByText(cartText.color(isolate(color.name))).waitFor();
    const lineTotal = money(product.offerPrice! * 2);
    expect(await page.getByTestId('cart-total').textContent()).toBe(lineTotal);
    await page.getByText(cartText.subtotal(2)).waitFor();

    await page.getByRole('button', { name: commonText.increaseQuantity }).click();
    expect(await page.getByTestId('cart-total').textContent()).toBe(money(product.offerPrice! * 3));
    await page.getByRole('button', { name: commonText.decreaseQuantity }).click();
    expect(await page.getByTestId('cart-total').textContent()).toBe(lineTotal);

    const href = await page.getByRole('link', { name: cartText.orderViaWhatsapp }).getAttribute('href');
    expect(whatsappText(href!)).toBe(
      [
        'Hello! I would like to place an order:',
        '',
        `1. ${product.name}`,
        `Color: ${color.name}`,
        'Quantity: 2',
        `Subtotal: ${lineTotal}`,
        '',
        'Items: 2',
        `Total: ${lineTotal}`,
      ].join('\n'),
    );

    await page.reload();
    await page.getByText(cartText.color(isolate(color.name))).waitFor();
    expect(await page.getByTestId('cart-total').textContent()).toBe(lineTotal);
    expect(await cartBadge(page)).toBe('2');
    const stored = await page.evaluate(() => localStorage.getItem('cart-storage'));
    // The cart keeps a colour's name and code, not its stock.
    expect(JSON.parse(stored!).state.items[0]).toMatchObject({
      id: product.id,
      quantity: 2,
      color: { name: color.name, hexCode: color.hexCode },
    });

    // Clear Cart asks first; keeping the items keeps them, confirming empties the cart and focuses its message.
    await page.getByRole('button', { name: cartText.clearCart }).click();
    const confirm = page.getByRole('dialog', { name: cartOrderText.clearQuestion });
    await confirm.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: cartOrderText.keepItems }).click();
    expect(await cartBadge(page)).toBe('2');
    await page.getByRole('button', { name: cartText.clearCart }).click();
    await confirm.getByRole('button', { name: cartText.clearCart }).click();
    const empty = page.getByRole('heading', { name: cartText.empty });
    await empty.waitFor();
    expect(await empty.evaluate((heading) => heading === document.activeElement)).toBe(true);
    expect(await cartBadge(page)).toBeNull();
    expect(errors).toEqual([]);
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it('lists offers, adds one from the list and from its detail page, as a line without colour', async () => {
    const { page, context, errors } = await openPage(browser, shop.url);
    await page.goto('/offer');
    await page.getByRole('heading', { level: 1, name: offersText.heading }).waitFor();
    const cards = page.getByRole('main').getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(9);

    const card = cards.filter({ has: page.getByRole('heading', { name: offer.name }) });
    await card.getByRole('button', { name: offersText.addToCart }).click();
    await expect.poll(() => cartBadge(page)).toBe('1');
    await card.getByRole('link', { name: offersText.viewDetails }).click();
    await page.waitForURL(`**/offer/${offer.id}`);
    await page.getByRole('heading', { level: 1, name: offer.name }).waitFor();
    await page.getByRole('button', { name: productDetailText.addToCart(1) }).click();
    await expect.poll(() => cartBadge(page)).toBe('2');
    await page.getByRole('link', { name: offerDetailText.back }).first().click();
    await page.waitForURL((url) => url.pathname === '/offer');

    await page.goto('/offer?search=no-such-offer-anywhere');
    await page.getByText(offersText.empty).waitFor();

    await page.goto('/cart');
    const unit = offer.offerPrice ?? offer.price;
    expect(await page.getByTestId('cart-total').textContent()).toBe(money(unit * 2));
    const items = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-storage')!).state.items);
    expect(items).toEqual([expect.objectContaining({ id: offer.id, kind: 'offer', quantity: 2 })]);
    expect(items[0]).not.toHaveProperty('color');

    await page.goto('/offer/no-such-offer');
    await page.getByText(offerDetailText.notFound).waitFor();
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });

  it('sends the contact form to the server', async () => {
    const { page, context } = await openPage(browser, shop.url);
    const stamp = `E2E visitor ${Date.now()}`;
    await page.goto('/contact-us');
    await page.getByLabel(contactText.name).fill(stamp);
    await page.getByLabel(contactText.email).fill('visitor@example.com');
    await page.getByLabel(contactText.message).fill('Do you have the Rose Nude shade in stock? شكراً 🌸');
    await page.getByRole('button', { name: contactText.send }).click();
    await page.getByText(contactText.sent).waitFor();
    expect(await page.getByLabel(contactText.name).inputValue()).toBe('');

    const token = await adminToken(shop);
    const messages = await api<ApiList<{ name: string; email: string; message: string }>>('/contact-us?limit=100', token);
    expect(messages.data).toContainEqual(
      expect.objectContaining({ name: stamp, email: 'visitor@example.com', message: 'Do you have the Rose Nude shade in stock? شكراً 🌸' }),
    );
    await context.close();
  });

  it('opens and closes the mobile menu at 390 px', async () => {
    const { page, context, errors } = await openPage(browser, shop.url, VIEWPORTS.phone);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: navText.openMenu });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    await menu.getByRole('link', { name: navText.offers }).click();
    await page.waitForURL((url) => url.pathname === '/offer');
    await menu.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: navText.openMenu }).getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('drags the WhatsApp button to the nearest edge without opening the chat', async () => {
    const { page, context } = await openPage(browser, shop.url);
    // React handles the drag: it must be listening first.
    await page.goto('/about', { waitUntil: 'networkidle' });
    await appStarted(page);
    const button = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    const box = (await button.boundingBox())!;
    expect(box.width).toBe(60);
    expect(Math.round(VIEWPORTS.desktop.width - box.x - box.width)).toBe(25);
    expect(Math.round(VIEWPORTS.desktop.height - box.y - box.height)).toBe(120);
    const popups: string[] = [];
    context.on('page', (opened) => popups.push(opened.url()));
    await page.mouse.move(box.x + 30, box.y + 30);
    await page.mouse.down();
    await page.mouse.move(300, 300, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await button.boundingBox())!.x).toBe(-12);
    expect(popups).toEqual([]);
    const href = await button.getAttribute('href');
    expect(href).toMatch(new RegExp(`^https://wa\\.me/${WHATSAPP_NUMBER}\\?text=.+`));
    await context.close();
  });

  it('takes screenshots of every storefront page at 390 and 1280 px', async () => {
    for (const [width, viewport] of [
      ['390', VIEWPORTS.phone],
      ['1280', VIEWPORTS.desktop],
    ] as const) {
      const watched: WatchedPage = await openPage(browser, shop.url, viewport);
      const { page } = watched;
      const shoot = async (name: string, path: string, ready: () => Promise<unknown>) => {
        await page.goto(path);
        await ready();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `storefront-${name}-${width}`);
      };
      await shoot('home', '/', () => productCards(page).first().waitFor());
      await shoot('product', `/products/${product.id}`, () => page.getByRole('heading', { level: 1 }).waitFor());
      await page.getByRole('button', { name: product.colors[1]!.name, exact: true }).click();
      await page.getByRole('button', { name: productDetailText.addToCart(1) }).click();
      await shoot('offers', '/offer', () => page.getByRole('main').getByRole('article').first().waitFor());
      await shoot('offer', `/offer/${offer.id}`, () => page.getByRole('heading', { level: 1 }).waitFor());
      await page.getByRole('button', { name: productDetailText.addToCart(1) }).click();
      await shoot('cart', '/cart', () => page.getByTestId('cart-total').waitFor());
      await shoot('contact', '/contact-us', () => page.getByRole('heading', { level: 1 }).waitFor());
      await shoot('about', '/about', () => page.getByRole('heading', { level: 1 }).waitFor());
      expect(watched.errors).toEqual([]);
      await watched.context.close();
    }
  });
});
