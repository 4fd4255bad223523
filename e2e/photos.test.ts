import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathIn, type Language } from '#contract/languages.js';
import { admin } from '#contract/messages/admin.js';
import { productDetailText as arabicDetail } from '#contract/messages/ar/storefront/product.js';
import { productDetailText as frenchDetail } from '#contract/messages/fr/storefront/product.js';
import { productDetailText } from '#contract/messages/storefront/product.js';
import { axeViolations } from './support/axe.js';
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
  type WatchedPage,
} from './support/harness.js';

// A product's photos through the real built shop: the owner adds a product with three photos in the
// product dialog (picked at once, reordered with the arrows and by dragging, one made main and the
// order restored) and two colours each showing a photo; the storefront's card, gallery and cart then
// show each colour's own photo. The gallery moves by its buttons, arrow keys (mirrored in Arabic) and a
// sideways trackpad swipe and finger swipe (starting on the arrow buttons too), opens full screen,
// shows every photo without JavaScript, and shifts nothing as photos load.
// axe checks the gallery and the dialog at 390 px and 1280 px; screenshots go to the run's shots folder (photos-*.png).

const PRODUCT = 'E2E Prism Palette';
const COLOURS = [
  { name: 'Ruby', hexCode: '#AA0011', photo: 1 },
  { name: 'Nude', hexCode: '#E0B0A0', photo: 2 },
] as const;
const FILL_COLOURS = ['#c2185b', '#1565c0', '#2e7d32'];
const STEP_TIMEOUT_MS = 15_000;
/** The gallery's words in each language. */
interface GalleryText {
  photos: string;
  nextPhoto: string;
  previousPhoto: string;
  viewFullScreen: string;
  photoOf: (n: number, total: number) => string;
}
const DETAIL_TEXT: Record<Language, GalleryText> = { en: productDetailText, fr: frenchDetail, ar: arabicDetail };

interface ApiPhoto {
  id: string;
  image: string;
  imageSrcset: string;
}
interface ApiProduct {
  id: string;
  name: string;
  image: string;
  photos: ApiPhoto[];
  colors: { name: string; hexCode: string; photo: string | null }[];
}

let shop: ShopServer;
let browser: Browser;
let token: string;
let tmpDir: string;
let files: string[];
let product: ApiProduct;

/** Every URL a photo is stored at (its src and each srcset width), as paths. */
function photoPaths(photo: { image: string; imageSrcset: string }): Set<string> {
  const urls = [photo.image, ...photo.imageSrcset.split(',').map((entry) => entry.trim().split(/\s+/)[0]!)];
  return new Set(urls.map((url) => new URL(url, shop.url).pathname));
}

/** Which of the product's photos a URL is one of: its index, or -1. */
function photoIndexOf(url: string): number {
  if (!url) return -1;
  const pathname = new URL(url, shop.url).pathname;
  return product.photos.findIndex((photo) => photoPaths(photo).has(pathname));
}

/** Which photo an <img> shows once it has loaded. */
async function shownPhoto(image: Locator): Promise<number> {
  return photoIndexOf(await image.evaluate((element: HTMLImageElement) => element.currentSrc));
}

/** The gallery's row of photos: the list holding the first photo's anchor. */
const galleryList = (page: Page) => page.locator('li#photo-1').locator('..');

/** The photo the gallery's row has snapped to. */
async function snappedPhoto(page: Page): Promise<number> {
  return galleryList(page).evaluate((list) => Math.round(Math.abs(list.scrollLeft) / list.clientWidth));
}

/**
 * A finger put down at `from` and moved `dx` pixels sideways in small steps, then lifted: touch events
 * as the screen sends them (Chromium's synthesized scroll gesture moves no scroll-snap row headless).
 */
async function fingerSwipe(page: Page, from: { x: number; y: number }, dx: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (step: number) => [{ x: Math.round(from.x + (dx * step) / 10), y: Math.round(from.y) }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
    await page.waitForTimeout(16);
  }
  // The finger stops before it lifts: a finger lifted while moving flings, and Chromium takes the next
  // tap for the one that stops that fling, and clicks nothing (the row itself stands still).
  await page.waitForTimeout(100);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(10) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Waits until the gallery's row has stood still for a few frames on a photo: a glide after a swipe may
 * not have begun yet when the row, still between two photos, has not moved for a few frames.
 */
async function rowAtRest(page: Page): Promise<void> {
  await galleryList(page).evaluate(
    (list) =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let stillFrames = 0;
        const look = () => {
          const offPhoto = Math.abs(
            Math.abs(list.scrollLeft) / list.clientWidth - Math.round(Math.abs(list.scrollLeft) / list.clientWidth),
          );
          const onPhoto = offPhoto * list.clientWidth < 1;
          stillFrames = list.scrollLeft === last && onPhoto ? stillFrames + 1 : 0;
          last = list.scrollLeft;
          if (stillFrames >= 5) resolve();
          else requestAnimationFrame(look);
        };
        look();
      }),
  );
}

/** Waits until the gallery shows photo `index`, scrolled there and drawn from that photo's own files. */
async function expectGalleryAt(page: Page, index: number): Promise<void> {
  await expect.poll(() => snappedPhoto(page), { timeout: 5_000 }).toBe(index);
  await expect.poll(() => shownPhoto(page.locator(`li#photo-${index + 1} img`)), { timeout: 5_000 }).toBe(index);
}

async function makePng(file: string, color: string): Promise<string> {
  await writeFile(
    file,
    await sharp({ create: { width: 900, height: 900, channels: 3, background: color } })
      .png()
      .toBuffer(),
  );
  return file;
}

/** A page signed in as the owner. */
async function ownerPage(viewport: { width: number; height: number }): Promise<WatchedPage> {
  const watched = await openOwnerPage(browser, shop.url, token, viewport);
  watched.page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return watched;
}

/** The tiles' keys in order: which picked file sits where. */
async function tileOrder(dialog: Locator): Promise<string[]> {
  return dialog.locator('[data-photo-key]').evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLElement).dataset.photoKey!));
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Opens a storefront page as a visitor and waits for the app to run. */
async function visit(pathname: string, viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<WatchedPage> {
  const watched = await openPage(browser, shop.url, viewport);
  watched.page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await watched.page.goto(pathname);
  await appStarted(watched.page);
  return watched;
}

/** Loads every photo of the gallery, shown as a person paging through it would, then draws a frame. */
async function loadGallery(page: Page): Promise<void> {
  await galleryList(page).evaluate(async (list) => {
    const images = [...list.querySelectorAll('img')];
    for (const image of images) {
      image.scrollIntoView({ block: 'nearest', inline: 'start' });
      if (!image.complete) await new Promise((resolve) => image.addEventListener('load', resolve, { once: true }));
    }
    list.scrollTo({ left: 0 });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

describe("a product's photos", () => {
  beforeAll(async () => {
    tmpDir = await mkdtemp(path.join(os.tmpdir(), 'photos-e2e-'));
    files = await Promise.all(FILL_COLOURS.map((color, index) => makePng(path.join(tmpDir, `photo-${index + 1}.png`), color)));
    shop = await startShop();
    browser = await launchBrowser();
    token = await adminToken(shop);
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
  });

  it('adds a product with three photos in the dialog: uploaded together, reordered, one made main and the order restored, two colours showing photos 2 and 3', async () => {
    const owner = await ownerPage(VIEWPORTS.desktop);
    const { page } = owner;
    await page.goto('/admin/product');
    await page.getByRole('heading', { name: admin.products.heading }).waitFor();
    await page.getByRole('button', { name: admin.products.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(admin.products.name, { exact: true }).fill(PRODUCT);
    await dialog.getByLabel(admin.products.description, { exact: true }).fill('Three finishes in one palette.');
    await dialog.getByLabel(admin.products.price, { exact: true }).fill('30');
    await dialog.getByRole('combobox', { name: admin.products.category }).click();
    await page.getByRole('option').first().click();

    // Each upload held back a moment, so that its progress is seen before it ends.
    await page.route('**/api/images', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await dialog.getByLabel(admin.photos.add).setInputFiles(files);
    await expect.poll(() => dialog.getByRole('progressbar').count()).toBe(3);
    await dialog.getByRole('progressbar').first().waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => dialog.getByRole('progressbar').count(), { timeout: 30_000 }).toBe(0);
    await page.unroute('**/api/images');
    for (const position of [1, 2, 3]) await dialog.getByRole('img', { name: admin.photos.photo(position) }).waitFor();
    const picked = await tileOrder(dialog);
    const [first, second, third] = picked as [string, string, string];

    // With the arrows: the first moves later, and the focus stays on the arrow pressed.
    await dialog.getByRole('button', { name: admin.photos.moveLater(1) }).click();
    expect(await tileOrder(dialog)).toEqual([second, first, third]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(admin.photos.moveLater(2));

    // By dragging the handle of the second tile onto the first: back to the picked order.
    const handle = dialog.locator(`[data-photo-key="${first}"] span[aria-hidden="true"].cursor-grab`);
    const from = (await handle.boundingBox())!;
    const to = (await dialog.locator('[data-photo-index="0"]').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    expect(await tileOrder(dialog)).toEqual(picked);

    // The third made main, then put back last with the arrows.
    await dialog.getByRole('button', { name: `${admin.photos.makeMain}${admin.photos.which(3)}` }).click();
    expect(await tileOrder(dialog)).toEqual([third, first, second]);
    await dialog.getByText(admin.photos.main, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: admin.photos.moveLater(1) }).click();
    await dialog.getByRole('button', { name: admin.photos.moveLater(2) }).click();
    expect(await tileOrder(dialog)).toEqual(picked);

    for (const colour of COLOURS) {
      await dialog.getByLabel(admin.colors.name).fill(colour.name);
      await dialog.getByLabel(admin.colors.hexCode).fill(colour.hexCode);
      await dialog.getByRole('button', { name: admin.colors.add }).click();
      await dialog.getByText(colour.hexCode).waitFor();
      await dialog
        .getByRole('combobox', { name: admin.colors.photoOf(colour.name) })
        .selectOption({ label: admin.colors.photoOption(colour.photo + 1) });
    }

    // The dialog with its photos, at both widths: nothing for axe to find, nothing wider than the screen.
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      await page.setViewportSize(viewport);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `photos-dialog-${viewport.width}`, { fullPage: false });
      await dialog
        .locator('fieldset')
        .filter({ has: page.getByText(admin.photos.legend, { exact: true }) })
        .scrollIntoViewIfNeeded();
      await screenshot(page, `photos-dialog-tiles-${viewport.width}`, { fullPage: false });
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.setViewportSize(VIEWPORTS.desktop);

    await dialog.getByRole('button', { name: admin.products.submitAdd }).click();
    await page.getByText(admin.products.added, { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(owner.errors).toEqual([]);
    await owner.context.close();

    const found = (await (await fetch(`${shop.url}/api/products?search=${encodeURIComponent(PRODUCT)}`)).json()) as { data: ApiProduct[] };
    product = found.data.find((candidate) => candidate.name === PRODUCT)!;
    expect(product.photos).toHaveLength(3);
    // Saved in the picked order: each stored photo is its file's colour.
    for (const [index, photo] of product.photos.entries()) {
      const pixel = await sharp(Buffer.from(await (await fetch(new URL(photo.image, shop.url))).arrayBuffer()))
        .resize(1, 1)
        .raw()
        .toBuffer();
      const expected = FILL_COLOURS[index]!.match(/[0-9a-f]{2}/g)!.map((hex) => parseInt(hex, 16));
      for (const [channel, value] of expected.entries()) expect(Math.abs(pixel[channel]! - value)).toBeLessThan(12);
    }
    expect(product.image).toBe(product.photos[0]!.image);
    expect(product.colors.map((colour) => colour.photo)).toEqual(COLOURS.map((colour) => product.photos[colour.photo]!.id));
  });

  it("shows each colour's photo on the catalogue card, and the first again once the colour is unpicked", async () => {
    const visitor = await visit(`/?search=${encodeURIComponent(PRODUCT)}`);
    const { page } = visitor;
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: PRODUCT }) });
    const picture = card.locator('img').first();
    await expect.poll(() => shownPhoto(picture)).toBe(0);
    for (const colour of COLOURS) {
      await card.getByRole('button', { name: colour.name, exact: true }).click();
      await expect.poll(() => shownPhoto(picture)).toBe(colour.photo);
    }
    await card.getByRole('button', { name: COLOURS[1].name, exact: true }).click();
    await expect.poll(() => shownPhoto(picture)).toBe(0);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it("brings each colour's photo into the detail page's gallery, the first once unpicked, and the cart line shows the colour's photo", async () => {
    const visitor = await visit(`/products/${product.id}`);
    const { page } = visitor;
    await expectGalleryAt(page, 0);
    for (const colour of COLOURS) {
      await page.getByRole('button', { name: colour.name, exact: true }).click();
      await expectGalleryAt(page, colour.photo);
    }
    await page.getByRole('button', { name: COLOURS[1].name, exact: true }).click();
    await expectGalleryAt(page, 0);

    await page.getByRole('button', { name: COLOURS[0].name, exact: true }).click();
    await page.getByRole('button', { name: productDetailText.addToCart(1) }).click();
    await page.goto('/cart');
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PRODUCT }) });
    await expect.poll(() => shownPhoto(line.locator('img').first())).toBe(COLOURS[0].photo);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('moves through the gallery with its buttons, the arrow keys (mirrored in Arabic) and full screen', async () => {
    for (const language of ['en', 'ar'] as const) {
      const text = DETAIL_TEXT[language];
      const visitor = await visit(pathIn(language, `/products/${product.id}`));
      const { page } = visitor;
      const gallery = page.getByRole('region', { name: text.photos });
      const next = gallery.getByRole('button', { name: text.nextPhoto });
      const previous = gallery.getByRole('button', { name: text.previousPhoto });
      // The next photo's button sits on the side the next photo comes from: the right, or the left in Arabic.
      const nextBox = (await next.boundingBox())!;
      const previousBox = (await previous.boundingBox())!;
      expect(nextBox.x > previousBox.x).toBe(language === 'en');

      await next.click();
      await expectGalleryAt(page, 1);
      await next.click();
      await expectGalleryAt(page, 2);
      await next.click();
      await expectGalleryAt(page, 0);
      await previous.click();
      await expectGalleryAt(page, 2);
      await gallery.getByRole('link', { name: text.photoOf(1, 3) }).click();
      await expectGalleryAt(page, 0);
      expect(await gallery.getByRole('link', { name: text.photoOf(1, 3) }).getAttribute('aria-current')).toBe('true');

      // The arrow key pointing at the next photo: right, or left in Arabic.
      const [toNext, toPrevious] = language === 'ar' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
      await next.focus();
      await page.keyboard.press(toNext);
      await expectGalleryAt(page, 1);
      await page.keyboard.press(toNext);
      await expectGalleryAt(page, 2);
      await page.keyboard.press(toPrevious);
      await expectGalleryAt(page, 1);

      // Full screen shows the current photo, and Esc gives the focus back.
      const expand = gallery.getByRole('button', { name: text.viewFullScreen });
      await expand.click();
      const full = page.getByRole('dialog', { name: text.photoOf(2, 3) });
      await full.waitFor();
      await expect.poll(() => shownPhoto(full.locator('img'))).toBe(1);
      const fullBox = (await full.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(fullBox.width).toBeGreaterThanOrEqual(viewport.width - 1);
      await page.keyboard.press('Escape');
      await full.waitFor({ state: 'hidden' });
      expect(await expand.evaluate((element) => element === document.activeElement)).toBe(true);
      // And its close button closes it too.
      await expand.click();
      await full.waitFor();
      await full.getByRole('button').click();
      await full.waitFor({ state: 'hidden' });
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
  });

  it('swipes sideways with a trackpad to the next photo and with a finger to the one after, the row snapping to each (mirrored in Arabic)', async () => {
    for (const language of ['en', 'ar'] as const) {
      const visitor = await visit(pathIn(language, `/products/${product.id}`), VIEWPORTS.phone);
      const { page } = visitor;
      const box = (await galleryList(page).boundingBox())!;
      // Towards the next photo the row scrolls rightwards (leftwards in Arabic): a finger moves the other way.
      const onward = language === 'ar' ? -1 : 1;
      const thumbnail = (position: number) => page.getByRole('link', { name: DETAIL_TEXT[language].photoOf(position, 3) });
      // A sideways wheel (a trackpad's two-finger swipe) scrolls the row itself.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(onward * Math.round(box.width * 0.6), 0);
      await expectGalleryAt(page, 1);
      await expect.poll(() => thumbnail(2).getAttribute('aria-current')).toBe('true');
      // The wheel's snap may still be settling on a busy machine: a finger landing on a moving row stops it there.
      await rowAtRest(page);
      await fingerSwipe(page, { x: box.x + box.width * (onward > 0 ? 0.8 : 0.2), y: box.y + box.height / 2 }, -onward * box.width * 0.6);
      await expectGalleryAt(page, 2);
      await expect.poll(() => thumbnail(3).getAttribute('aria-current')).toBe('true');
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
  });

  it('moves the photos with a finger swipe that starts on the ‹ or › button, never leaving the page, and a tap on them still steps (mirrored in Arabic)', async () => {
    for (const language of ['en', 'ar'] as const) {
      const text = DETAIL_TEXT[language];
      // Come from the catalogue, as a customer does: a swipe taken for Back would return there.
      const visitor = await visit(pathIn(language, '/'), VIEWPORTS.phone);
      const { page } = visitor;
      await page.goto(pathIn(language, `/products/${product.id}`));
      await appStarted(page);
      const address = page.url();
      const gallery = page.getByRole('region', { name: text.photos });
      const width = (await galleryList(page).boundingBox())!.width;
      const middleOf = async (name: string) => {
        const box = (await gallery.getByRole('button', { name }).boundingBox())!;
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      };
      // From each button the finger moves towards the photo's middle: from › it brings the next photo,
      // from ‹ the previous. The next photo lies right (left in Arabic), so a finger bringing it moves left.
      const onward = language === 'ar' ? -1 : 1;
      const fromPrevious = async () => fingerSwipe(page, await middleOf(text.previousPhoto), onward * width * 0.6);
      const fromNext = async () => fingerSwipe(page, await middleOf(text.nextPhoto), -onward * width * 0.6);

      // At the first photo there is none before it: the row stays, and so does the page.
      await fromPrevious();
      await page.waitForTimeout(500);
      expect(page.url()).toBe(address);
      await expectGalleryAt(page, 0);
      await fromNext();
      await expectGalleryAt(page, 1);
      await fromNext();
      await expectGalleryAt(page, 2);
      await fromPrevious();
      await expectGalleryAt(page, 1);
      // A tap is still the button's, once the row stands still: on a gliding row, as on any, a tap stops it.
      await rowAtRest(page);
      await gallery.getByRole('button', { name: text.nextPhoto }).tap();
      await expectGalleryAt(page, 2);
      expect(page.url()).toBe(address);
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
  });

  it('reaches every photo without JavaScript: each one and its thumbnail anchor are in the page', async () => {
    const context = await browser.newContext({ baseURL: shop.url, javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`/products/${product.id}`);
    for (const [index, photo] of product.photos.entries()) {
      const image = page.locator(`li#photo-${index + 1} img`);
      expect(photoPaths(photo).has(new URL((await image.getAttribute('src'))!, shop.url).pathname)).toBe(true);
      expect(await page.locator(`a[href="#photo-${index + 1}"]`).count()).toBe(1);
    }
    // A thumbnail's anchor scrolls the row to its photo, by the browser alone.
    await page.locator('a[href="#photo-3"]').click();
    await expectGalleryAt(page, 2);
    await context.close();
  });

  it('shifts nothing while the lazy photos load', async () => {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const visitor = await openPage(browser, shop.url, viewport);
      const { page } = visitor;
      await visitor.context.addInitScript(() => {
        (window as unknown as { layoutShift: number }).layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`/products/${product.id}`);
      await appStarted(page);
      await loadGallery(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
      await visitor.context.close();
    }
  });

  it('leaves axe nothing to find on the detail page with a gallery, at 390 px and 1280 px, in English, French and Arabic', async () => {
    for (const language of ['en', 'fr', 'ar'] as const) {
      for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
        const visitor = await visit(pathIn(language, `/products/${product.id}`), viewport);
        const { page } = visitor;
        await loadGallery(page);
        await expectNoSidewaysScroll(page);
        if (language !== 'fr') await screenshot(page, `photos-detail-${language}-${viewport.width}`, { fullPage: false });
        expect(await axeViolations(page), `${language} at ${viewport.width} px`).toEqual([]);
        expect(visitor.errors).toEqual([]);
        await visitor.context.close();
      }
    }
  });
});
