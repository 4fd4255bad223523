import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonText } from '#contract/messages/common.js';
import { aboutText } from '#contract/messages/storefront/about.js';
import { cartOrderText } from '#contract/messages/cart-order.js';
import { cartText } from '#contract/messages/storefront/cart.js';
import { catalogueText, productCardText } from '#contract/messages/storefront/catalogue.js';
import { contactText } from '#contract/messages/storefront/contact.js';
import { contactText as arabicContactText } from '#contract/messages/ar/storefront/contact.js';
import { commonText as frenchCommonText } from '#contract/messages/fr/common.js';
import { catalogueText as frenchCatalogueText } from '#contract/messages/fr/storefront/catalogue.js';
import { offersText } from '#contract/messages/storefront/offers.js';
import { productDetailText } from '#contract/messages/storefront/product.js';
import { APP_STARTED } from '#contract/rendering.js';
import { LANGUAGES, pathIn } from '#contract/languages.js';
import {
  adminToken,
  appStarted,
  holdAppCode,
  launchBrowser,
  openPage,
  screenshot,
  startShop,
  VIEWPORTS,
  type ShopServer,
} from './support/harness.js';

/** The one chunk a page fetches after it has started rather than naming it: the floating button's watch of what lies under it. */
const AFTER_START = /^\/assets\/floating-button-clearance-[\w-]+\.js$/;

// Every storefront page arrives rendered by the server (docs/decisions/019): readable without
// JavaScript, and hydrated by React in the browser without a hydration error, without fetching its
// data again and without moving anything; what only the browser knows (the cart) shows after.

interface Item {
  id: string;
  name: string;
  colors?: { name: string }[];
}

let shop: ShopServer;
let browser: Browser;
let product: Item;
let offer: Item;

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${shop.url}/api${path}`)).json()) as T;
}

/** The scripts a page's HTML names, as its module script and its module preloads: the code the browser asks for at once. */
const namedScripts = (html: string) =>
  [...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+\.js)"/g)].map((match) => match[1]!);

/** The storefront's pages, each with the heading and a piece of content the server must have rendered. */
const pages = () => [
  { name: 'home', path: '/', heading: catalogueText.heading, content: product.name },
  { name: 'search', path: `/?search=${encodeURIComponent(product.name)}`, heading: catalogueText.heading, content: product.name },
  { name: 'product', path: `/products/${product.id}`, heading: product.name, content: productDetailText.back },
  { name: 'offers', path: '/offer', heading: offersText.heading, content: offer.name },
  { name: 'offer', path: `/offer/${offer.id}`, heading: offer.name, content: '$' },
  { name: 'about', path: '/about', heading: aboutText.heading, content: 'Beirut' },
  { name: 'contact', path: '/contact-us', heading: contactText.heading, content: contactText.send },
  { name: 'cart', path: '/cart', heading: cartText.empty, content: cartText.continueShopping },
  { name: 'missing-product', path: '/products/no-such-product', heading: productDetailText.notFound, content: productDetailText.back },
];

async function cartBadge(page: Page): Promise<string | null> {
  const badge = page.getByTestId('cart-badge');
  return (await badge.count()) ? badge.textContent() : null;
}

/** Collects what the Content-Security-Policy refused on each page (the browser reports it, not the console). */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { refusedByPolicy: string[] }).refusedByPolicy = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { refusedByPolicy: string[] }).refusedByPolicy);
}

/**
 * Watches what the app changes in the server's markup as React hydrates it: an element taken out of
 * `#root` or moved, a text changed, or the page's `lang` or `dir` set. Hydration keeps every node the
 * server sent; a page whose markup the browser's first render does not match shows up here as well as
 * in React's error. Markers between texts are not content.
 */
async function watchMarkup(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { markupChanges: string[] }).markupChanges = changes;
    const inRoot = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      return Boolean(element?.closest('#root'));
    };
    const describe = (node: Node) =>
      node instanceof Element ? `<${node.localName} class="${node.className}">` : JSON.stringify(node.textContent);
    new MutationObserver((records) => {
      for (const record of records) {
        if (!inRoot(record.target)) continue;
        if (record.type === 'characterData') changes.push(`text ${JSON.stringify(record.oldValue)} became ${describe(record.target)}`);
        for (const node of record.removedNodes) {
          if (node.nodeType === Node.ELEMENT_NODE || (node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) {
            changes.push(`${describe(node)} taken out of ${describe(record.target)}`);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true, characterDataOldValue: true });
    // The page's language and direction come with it: set again, even to the same value, they restyle the whole page.
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target === document.documentElement)
          changes.push(
            `<html> ${record.attributeName} set to ${JSON.stringify(document.documentElement.getAttribute(record.attributeName!))}`,
          );
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['lang', 'dir'] });
  });
  return () => page.evaluate(() => (window as unknown as { markupChanges: string[] }).markupChanges);
}

/** The layout shifts the page has had so far (the buffered entries from its start). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );

describe('server-rendered storefront', () => {
  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    product = (await api<{ data: Item[] }>('/products?limit=1')).data[0]!;
    offer = (await api<{ data: Item[] }>('/offer?limit=1')).data[0]!;
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('shows every page without JavaScript', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone, baseURL: shop.url });
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const page = await noScript.newPage();
      await page.setViewportSize(viewport);
      for (const { name, path, heading, content } of pages()) {
        await page.goto(path);
        expect((await page.locator('#main h1').innerText()).trim(), path).toBe(heading);
        expect(await page.locator('#main').innerText(), path).toContain(content);
        await screenshot(page, `ssr-nojs-${name}-${viewport.width}`);
      }
      await page.close();
    }
    await noScript.close();
  });

  it('sends the contact form without JavaScript, and says so on the page it comes back to', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone, baseURL: shop.url });
    const page = await noScript.newPage();
    const stamp = `No-script visitor ${Date.now()}`;
    await page.goto('/ar/contact-us');
    await page.locator('#contact-name').fill(stamp);
    await page.locator('#contact-email').fill('noscript@example.com');
    await page.locator('#contact-message').fill('هل يتوفر أحمر الشفاه المخملي؟');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/ar/contact-us' && url.search === '?form=sent');
    // The page says it in its own language; the fields never went into the address.
    expect(await page.getByRole('status').innerText()).toBe(arabicContactText.sent);
    await screenshot(page, 'ssr-nojs-contact-sent-390');
    const token = await adminToken(shop);
    const messages = (await (
      await fetch(`${shop.url}/api/contact-us?limit=100`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      data: { name: string; email: string; message: string }[];
    };
    expect(messages.data).toContainEqual(
      expect.objectContaining({ name: stamp, email: 'noscript@example.com', message: 'هل يتوفر أحمر الشفاه المخملي؟' }),
    );
    await noScript.close();
  });

  it('pages and searches the lists without JavaScript, keeping the category chosen', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone, baseURL: shop.url });
    const page = await noScript.newPage();
    await page.goto('/fr/');
    const results = page.getByRole('list', { name: frenchCatalogueText.resultsLabel });
    const firstPage = await results.getByRole('article').first().innerText();
    await page.getByRole('navigation', { name: frenchCommonText.pagination }).getByRole('link', { name: frenchCommonText.next }).click();
    await page.waitForURL((url) => url.pathname === '/fr/' && url.search === '?page=2');
    expect(await results.getByRole('article').first().innerText()).not.toBe(firstPage);

    await page.goto('/offer?page=2');
    const offers = page.getByRole('search').getByRole('searchbox', { name: offersText.searchLabel });
    await offers.fill(offer.name);
    await offers.press('Enter');
    // The search starts again from the first page.
    await page.waitForURL(
      (url) => url.pathname === '/offer' && url.search === `?search=${encodeURIComponent(offer.name).replace(/%20/g, '+')}`,
    );
    expect(await page.getByRole('article').first().innerText()).toContain(offer.name);

    const { categoryId } = await api<{ categoryId: string | null }>(`/products/${product.id}`);
    expect(categoryId).toEqual(expect.any(String));
    await page.goto(`/?category=${categoryId}`);
    const catalogue = page.getByRole('search').getByRole('searchbox', { name: catalogueText.searchLabel });
    await catalogue.fill(product.name);
    await catalogue.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === product.name && url.searchParams.get('category') === categoryId);
    expect(await page.getByRole('list', { name: catalogueText.resultsLabel }).innerText()).toContain(product.name);
    await noScript.close();
  });

  it('hydrates every page in every language without an error, a request for its data or a layout shift', { timeout: 300_000 }, async () => {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const { page, errors, context } = await openPage(browser, shop.url, viewport);
      const refused = await watchPolicy(page);
      const markupChanges = await watchMarkup(page);
      const dataRequests: string[] = [];
      const codeRequests = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) dataRequests.push(`${url.pathname}${url.search}`);
        // Code fetched once the page has started, on purpose, is not the page's to name (AFTER_START).
        if (url.pathname.endsWith('.js') && !AFTER_START.test(url.pathname)) codeRequests.add(url.pathname);
      });
      for (const language of LANGUAGES) {
        for (const { name, path, heading } of pages()) {
          const address = pathIn(language, path);
          dataRequests.length = 0;
          codeRequests.clear();
          const response = await page.goto(address, { waitUntil: 'networkidle' });
          const shown = (await page.locator('#main h1').innerText()).trim();
          // The headings are the English words; French and Arabic have their own.
          if (language === 'en') expect(shown, address).toBe(heading);
          else expect(shown, address).not.toBe('');
          // The cart asks the shop to check its lines, and there are none: no page asks for its data again.
          expect(dataRequests, address).toEqual([]);
          // The page names all the code it runs, so the browser asks for it at once, and nothing it does not.
          expect([...codeRequests].sort(), address).toEqual([...new Set(namedScripts(await response!.text()))].sort());
          expect(await layoutShift(page), address).toBeLessThan(0.01);
          expect(await refused(), address).toEqual([]);
          await appStarted(page);
          expect(await markupChanges(), address).toEqual([]);
          await screenshot(page, `ssr-js-${language}-${name}-${viewport.width}`);
        }
      }
      // React reports a hydration mismatch as an error; the only errors are the missing product's own
      // answer, 404, as it should be, once in each language.
      expect(errors).toEqual(LANGUAGES.map(() => 'Failed to load resource: the server responded with a status of 404 (Not Found)'));
      await context.close();
    }
  });

  it("starts with the module script Vite writes, and runs no script written in the page but the service worker's registration", async () => {
    const html = await (await fetch(`${shop.url}/about`)).text();
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    // The about page's own code comes beside the entry, preloaded.
    expect(html).toMatch(/<link rel="modulepreload"[^>]* href="\/assets\/pages-[\w-]+\.js">/);
    // Every other script is data (JSON), which the Content-Security-Policy need not allow, but the service
    // worker's registration after load, which it allows by its digest (docs/decisions/034).
    const scripts = [...html.matchAll(/<script([^>]*)>([^<]*)/g)].map((match) => [match[1]!.trim(), match[2]!] as const);
    expect(scripts.filter(([attributes]) => !/^type="module" crossorigin src=|^type="application\/(ld\+)?json"/.test(attributes))).toEqual([
      ['', expect.stringMatching(/^addEventListener\('load',.*serviceWorker\.register\('\/sw\.js'\)/)],
    ]);
  });

  it('shows the cart from the browser after a reload: the badge, the lines and In Cart', async () => {
    const { page, errors, context } = await openPage(browser, shop.url, VIEWPORTS.phone);
    const refused = await watchPolicy(page);
    await page.goto(`/products/${product.id}`);
    const color = product.colors?.[0];
    if (color) await page.getByRole('button', { name: color.name, exact: true }).click();
    await page.getByRole('button', { name: productDetailText.addToCart(1) }).click();
    await expect.poll(() => cartBadge(page)).toBe('1');

    await page.reload();
    await expect.poll(() => cartBadge(page)).toBe('1');
    await page.goto('/');
    await expect.poll(() => cartBadge(page)).toBe('1');
    const card = page.getByRole('article').filter({ hasText: product.name }).first();
    await card.getByText(productCardText.inCart(1)).waitFor();

    await page.goto('/cart');
    await page.getByRole('heading', { level: 1, name: cartText.heading }).waitFor();
    await page.getByRole('list', { name: cartText.itemsLabel }).getByText(product.name).waitFor();
    // The delivery details are checked with zod, which must not try eval under the policy.
    await page.getByLabel(cartOrderText.deliveryName).fill('Rana');
    expect(await refused()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('responds to clicks on cards React has not hydrated yet, once: Add to Cart, and a colour', async () => {
    const { page, errors, context } = await openPage(browser, shop.url, VIEWPORTS.phone);
    // The moment React has called hydrateRoot (it marks APP_STARTED then), before any part of the page
    // is hydrated: Add to Cart is clicked on the last card without colours, and a colour on the last
    // card with some. React hydrates each of those cards at once, then hands it the click.
    await page.addInitScript(
      ([mark, resultsLabel, addToCart]) => {
        const markNow = performance.mark.bind(performance);
        performance.mark = (name: string, options?: PerformanceMarkOptions) => {
          const entry = markNow(name, options);
          if (name !== mark) return entry;
          const cards = [...document.querySelectorAll(`ul[aria-label="${resultsLabel}"] > li`)];
          const plain = cards.filter((card) => !card.querySelector('ul')).at(-1)!;
          const add = [...plain.querySelectorAll('button')].find((button) => button.textContent?.trim() === addToCart)!;
          const swatch = cards
            .filter((card) => card.querySelector('ul'))
            .at(-1)!
            .querySelector('ul button')!;
          const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
          const clicked = {
            added: plain.querySelector('h2')!.textContent!.trim(),
            color: swatch.getAttribute('aria-label'),
            hydratedBefore: hydrated(add) || hydrated(swatch),
          };
          Object.assign(window, { clicked });
          add.click();
          (swatch as HTMLButtonElement).click();
          return entry;
        };
      },
      [APP_STARTED, catalogueText.resultsLabel, productCardText.addToCart] as const,
    );
    await page.goto('/');
    await appStarted(page);
    const clicked = await page.evaluate(
      () => (window as unknown as { clicked: { added: string; color: string; hydratedBefore: boolean } }).clicked,
    );
    expect(clicked.hydratedBefore).toBe(false);
    const cards = page.getByRole('list', { name: catalogueText.resultsLabel }).getByRole('listitem');
    await cards.filter({ hasText: clicked.added }).first().getByText(productCardText.inCart(1)).waitFor();
    await expect.poll(() => cartBadge(page)).toBe('1');
    await expect
      .poll(() => page.getByRole('button', { name: clicked.color, exact: true }).last().getAttribute('aria-pressed'))
      .toBe('true');
    // Still once after React has hydrated the rest of the page.
    await page.waitForTimeout(500);
    const cart = await page.evaluate(
      () => JSON.parse(localStorage.getItem('cart-storage') ?? 'null') as { state: { items: { name: string; quantity: number }[] } },
    );
    expect(cart.state.items.map((item) => [item.name, item.quantity])).toEqual([[clicked.added, 1]]);
    expect(await cartBadge(page)).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows the language switcher before React listens, and remembers the choice once it does', async () => {
    const { page, errors, context } = await openPage(browser, shop.url, VIEWPORTS.phone);
    // The app's code held back, as on a slow line: the switcher is a plain link to the page in French.
    const code = await holdAppCode(page);
    await page.goto('/about', { waitUntil: 'commit' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL('**/fr/about', { waitUntil: 'commit' });
    code.release();
    await appStarted(page);
    // Once React listens, the switcher also remembers the choice: the bare address opens in it.
    await page.getByRole('contentinfo').getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL('**/ar/about');
    await page.goto('/');
    await page.waitForURL('**/ar/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes in what was typed before React hydrated the page: the contact form and the offers search', async () => {
    const { page, errors, context } = await openPage(browser, shop.url, VIEWPORTS.phone);
    const code = await holdAppCode(page);
    await page.goto('/contact-us', { waitUntil: 'commit' });
    await page.getByLabel(contactText.name).fill('Rana, typed early');
    await page.getByLabel(contactText.email).fill('rana@example.com');
    await page.getByLabel(contactText.message).fill('Is Rose Nude in stock?');
    expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, APP_STARTED)).toBe(0);
    code.release();
    await appStarted(page);
    // Sent by the app (the form's own post would come back with ?form=), so it knew every field.
    await page.getByRole('button', { name: contactText.send }).click();
    await page.getByText(contactText.sent).waitFor();
    expect(new URL(page.url()).search).toBe('');
    const token = await adminToken(shop);
    const messages = (await (
      await fetch(`${shop.url}/api/contact-us?limit=100`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { name: string }[] };
    expect(messages.data.map((message) => message.name)).toContain('Rana, typed early');

    code.hold();
    await page.goto('/offer', { waitUntil: 'commit' });
    await page.getByRole('searchbox', { name: offersText.searchLabel }).fill(offer.name);
    code.release();
    await appStarted(page);
    await page.waitForURL((url) => url.searchParams.get('search') === offer.name);
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the catalogue working from the rendered page: pages, Back, category and search', async () => {
    const { page, errors, context } = await openPage(browser, shop.url, VIEWPORTS.desktop);
    await page.goto('/');
    const results = page.getByRole('list', { name: catalogueText.resultsLabel });
    const firstPage = await results.getByRole('article').first().innerText();
    await page.getByRole('navigation', { name: commonText.pagination }).getByRole('link', { name: commonText.next }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => results.getByRole('article').first().innerText()).not.toBe(firstPage);
    await page.goBack();
    await page.waitForURL((url) => !url.search);
    await expect.poll(() => results.getByRole('article').first().innerText()).toBe(firstPage);

    const category = await page.getByLabel(catalogueText.categoryLabel).locator('option').nth(1).getAttribute('value');
    await page.getByLabel(catalogueText.categoryLabel).selectOption(category!);
    await page.waitForURL((url) => url.searchParams.get('category') === category);
    await page.goBack();
    await page.waitForURL((url) => !url.search);

    await page.getByRole('searchbox', { name: catalogueText.searchLabel }).fill(product.name);
    await page.waitForURL((url) => url.searchParams.get('search') === product.name);
    await expect.poll(() => results.innerText()).toContain(product.name);
    expect(errors).toEqual([]);
    await context.close();
  });
});
