import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '#contract/languages.js';
import { DEFAULT_SHOP_CONFIG } from '#contract/shop-defaults.js';
import { createRenderer } from '#web/entry-server.js';
import { hydrateServerPage } from '#web/test-support/hydrate.js';
import { loadPageCode } from '#web/routes/storefront-routes.js';
import { offer, photos, product } from '#web/test-support/data.js';
import { CATALOGUES, json, visit } from '#web/test-support/render.js';

// The detail pages as the server sends them: every photo is in the markup, reachable by its anchor
// without the app, and the browser's first render of the same page matches it.

const pictured = product({
  ...photos('front', 'side', 'swatch'),
  colors: [{ name: 'Rose Nude', hexCode: '#C98B8B', soldOut: false, left: null, photo: 'swatch' }],
});
const pictureOffer = offer({ ...photos('box', 'open') });

/** The API as the server's renderer reaches it: these two items, nothing else. */
const api = async (url: string) => {
  const { pathname } = new URL(url, 'http://shop.test');
  if (pathname === '/api/products/p1') return json(pictured);
  if (pathname === '/api/offer/o1') return json(pictureOffer);
  return json({ message: 'Not found' }, 404);
};

async function serverPage(path: string) {
  const rendered = await createRenderer().render({ path, search: '', shop: DEFAULT_SHOP_CONFIG, base: 'https://shop.example' }, api);
  const root = document.createElement('div');
  root.innerHTML = rendered.html ?? '';
  return { ...rendered, root };
}

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('a detail page with several photos, from the server', () => {
  it('has every photo in its list, each with an anchor its thumbnail links to, the first loaded first and preloaded alone', async () => {
    const { root, hints } = await serverPage('/products/p1');
    const gallery = root.querySelector('section[aria-label="Photos"]')!;
    const slides = [...gallery.querySelectorAll('li[id^="photo-"]')];
    expect(slides.map((slide) => [slide.id, slide.querySelector('img')?.getAttribute('src')])).toEqual([
      ['photo-1', '/uploads/front.webp'],
      ['photo-2', '/uploads/side.webp'],
      ['photo-3', '/uploads/swatch.webp'],
    ]);
    const thumbnails = [...gallery.querySelectorAll('a')];
    expect(thumbnails.map((link) => link.getAttribute('href'))).toEqual(['#photo-1', '#photo-2', '#photo-3']);
    const [first, ...others] = slides.map((slide) => slide.querySelector('img')!);
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(others.map((image) => [image.getAttribute('loading'), image.getAttribute('width'), image.getAttribute('height')])).toEqual([
      ['lazy', '1280', '1280'],
      ['lazy', '1280', '1280'],
    ]);
    // Only the main photo is worth a preload: the others wait for a swipe.
    expect(hints.match(/<link [^>]*rel="preload"[^>]*as="image"/g)).toHaveLength(1);
    expect(hints).toContain('front');
    // The full-screen view holds no picture until it is opened.
    expect(gallery.querySelector('dialog img')).toBeNull();
  });

  it("does so for an offer, and in Arabic with the page's own words", async () => {
    const offerPage = await serverPage('/offer/o1');
    expect([...offerPage.root.querySelectorAll('a[href^="#photo-"]')].map((link) => link.getAttribute('aria-label'))).toEqual([
      'Photo 1 of 2',
      'Photo 2 of 2',
    ]);
    const arabic = CATALOGUES.ar.productDetail;
    const { root } = await serverPage('/ar/products/p1');
    const gallery = root.querySelector(`section[aria-label="${arabic.photos}"]`)!;
    expect(gallery.querySelectorAll('li[id^="photo-"] img')).toHaveLength(3);
    expect(gallery.querySelector(`a[href="#photo-3"]`)).toHaveAttribute('aria-label', arabic.photoOf(3, 3));
    expect(gallery.querySelector(`button[aria-label="${arabic.nextPhoto}"]`)).not.toBeNull();
  });

  // In English only: here the server's renderer runs in the same process as the browser's, and it
  // leaves the router's context set behind it, which a nested router (the one under /fr or /ar) reads
  // as its parent. The end-to-end suite hydrates every language, each side in its own process.
  it.each<[Language, string]>([
    ['en', '/products/p1'],
    ['en', '/offer/o1'],
  ])('hydrates in %s at %s without a mismatch, then marks the photo its anchor scrolled to and answers', async (language, path) => {
    const { html, state } = await serverPage(path);
    const container = document.createElement('div');
    container.innerHTML = html ?? '';
    document.body.append(container);
    const count = container.querySelectorAll('li[id^="photo-"]').length;
    visit(`${path}#photo-${count}`);
    // The browser has scrolled the list, 400 px wide, to the anchor's photo before the app runs.
    const list = container.querySelector('li[id^="photo-"]')!.parentElement!;
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: 400 });
    list.scrollLeft = (count - 1) * 400;
    await loadPageCode(path);
    const { root: hydratedRoot, problems } = await hydrateServerPage(container, { state, shop: DEFAULT_SHOP_CONFIG, language });
    hydrated = hydratedRoot;
    expect(problems).toEqual([]);

    const messages = CATALOGUES[language].productDetail;
    const gallery = screen.getByRole('region', { name: messages.photos });
    const current = () =>
      [...gallery.querySelectorAll('a[href^="#photo-"]')].findIndex((link) => link.getAttribute('aria-current') === 'true') + 1;
    await waitFor(() => expect(current()).toBe(count));
    await userEvent.click(within(gallery).getByRole('button', { name: messages.nextPhoto }));
    expect(current()).toBe(1);
    expect(list.scrollLeft).toBe(0);
  });
});
