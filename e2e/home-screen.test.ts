import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { adminText as arabicAdmin } from '#contract/messages/ar/admin.js';
import { adminText as frenchAdmin } from '#contract/messages/fr/admin.js';
import { adminToken, CHROMIUM_FLAGS, CHROMIUM_PATH, screenshot, startShop, VIEWPORTS, type ShopServer } from './support/harness.js';

// The shop on a phone's home screen (docs/decisions/034). Lighthouse 12 has no PWA category any more:
// Chromium's own installability check, over the DevTools protocol, is the proof that both manifests
// are ones a phone installs. Then the service worker: the offline page when the network is cut, and a
// product's live price when it is back.

const WHATSAPP_NUMBER = '96171123456';

interface Product {
  id: string;
  name: string;
  description: string;
  price: number;
  categoryId: string;
}

/** What Chromium says stands between the page and its installing (nothing: an empty list). */
async function installabilityErrors(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
  };
  await session.detach();
  return installabilityErrors.map(({ errorId, errorArguments }) =>
    [errorId, ...errorArguments.map((argument) => `${argument.name}=${argument.value}`)].join(' '),
  );
}

/**
 * A browser with a profile of its own: Chromium installs nothing from an incognito window, which is
 * what the harness's contexts are (Page.getInstallabilityErrors answers `in-incognito`).
 */
async function openProfile(baseURL: string): Promise<{ context: BrowserContext; page: Page; errors: string[]; close(): Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'shop-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    baseURL,
    viewport: VIEWPORTS.phone,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Until the service worker is installed and controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

describe('the shop on a home screen', () => {
  let shop: ShopServer;
  let token: string;

  const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${shop.url}/api${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    shop = await startShop({ env: { SHOP_WHATSAPP_NUMBER: WHATSAPP_NUMBER } });
    token = await adminToken(shop);
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it('installs the storefront, shows the offline page with no network, and the live price with it', async () => {
    const { page, context, errors, close } = await openProfile(shop.url);
    const { data } = await api<{ data: Product[] }>('/products?limit=1');
    const product = await api<Product>(`/products/${data[0]!.id}`);

    await page.goto('/');
    await controlled(page);
    expect(await installabilityErrors(page)).toEqual([]);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    // The product's page once online, so that a worker keeping pages would have it to give back.
    await page.goto(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();

    // What the worker keeps: the offline page in each language, nothing else.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls.sort();
    });
    expect(kept).toEqual(['/ar/offline', '/fr/offline', '/offline']);

    await context.setOffline(true);
    await page.goto('/offer');
    await page.getByRole('heading', { level: 1, name: 'No connection' }).waitFor();
    const whatsapp = page.getByRole('link', { name: /WhatsApp/ });
    expect(await whatsapp.getAttribute('href')).toBe(`https://wa.me/${WHATSAPP_NUMBER}`);
    expect(await whatsapp.textContent()).toContain('+961 71 123 456');
    expect(await page.locator('.hours').textContent()).toBe('Open 24/7');
    // The address stays the one asked for, so "Try again" asks for it again.
    expect(new URL(page.url()).pathname).toBe('/offer');
    await screenshot(page, 'offline-390');
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'offline-1280');
    await page.setViewportSize(VIEWPORTS.phone);

    // The product's page offline: the offline page, never the copy seen a moment ago.
    await page.goto(`/ar/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: 'لا يوجد اتصال' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'offline-ar-390');

    await context.setOffline(false);
    const price = product.price + 7;
    const form = new FormData();
    form.set('name', product.name);
    form.set('description', product.description);
    form.set('price', String(price));
    form.set('categoryId', product.categoryId);
    form.set('soldOut', 'false');
    await api(`/products/${product.id}`, { method: 'PUT', body: form });
    await page.goto(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain(`$${price.toFixed(2)}`);
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(error))).toEqual([]);
    await close();
  }, 180_000);

  it('installs the admin panel from its own manifest', async () => {
    const { page, context, close } = await openProfile(shop.url);
    // Signed in: the panel reads the token it keeps in localStorage (as openOwnerPage gives it).
    await context.addInitScript((value) => {
      localStorage.setItem('token', JSON.stringify({ state: { token: value }, version: 0 }));
    }, token);
    await page.goto('/admin');
    // The owner's first page, not the storefront.
    await page.getByRole('heading', { level: 1, name: admin.products.heading }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/product');
    await controlled(page);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/admin.webmanifest');
    expect(await installabilityErrors(page)).toEqual([]);
    await close();
  }, 120_000);

  it("opens the installed panel's start address on the panel's sign-in in every language", async () => {
    const { page, close } = await openProfile(shop.url);
    for (const [prefix, heading] of [
      ['', admin.login.heading],
      ['/fr', frenchAdmin.login.heading],
      ['/ar', arabicAdmin.login.heading],
    ] as const) {
      const manifest = (await (await fetch(`${shop.url}${prefix}/admin.webmanifest`)).json()) as { start_url: string };
      expect(manifest.start_url).toBe(`${prefix}/admin`);
      await page.goto(manifest.start_url);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`${prefix}/admin/login`);
      await page.goto(`${prefix}/admin/`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await close();
  }, 120_000);
});
