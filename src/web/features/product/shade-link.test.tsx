import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_CONFIG } from '#contract/shop-defaults.js';
import { createRenderer } from '#web/entry-server.js';
import { useCart } from '#web/shop/cart.js';
import { photos, product } from '#web/test-support/data.js';
import { CATALOGUES, json, mockFetch, renderRoute } from '#web/test-support/render.js';
import { ProductDetailPage } from './ProductDetailPage.js';

// A shade in a product's address (?color=C48A7E): the page opens with it picked and its photo shown,
// from the server, and picking another puts that one in the address.

vi.hoisted(() => vi.stubEnv('SSR', true));

const shaded = product({
  ...photos('front', 'side', 'berry'),
  colors: [
    { name: 'Rose Nude', hexCode: '#C48A7E', soldOut: false, left: null, photo: null, translations: { fr: { name: 'Nude rosé' }, ar: {} } },
    { name: 'Berry', hexCode: '#7A1F3D', soldOut: false, left: null, photo: 'berry' },
    { name: 'Coral', hexCode: '#FF7F50', soldOut: true, left: null, photo: 'side' },
  ],
});

const api = async (url: string) =>
  new URL(url, 'http://shop.test').pathname === '/api/products/p1' ? json(shaded) : json({ message: 'Not found' }, 404);

async function serverPage(path: string, search = '') {
  const rendered = await createRenderer().render({ path, search, shop: DEFAULT_SHOP_CONFIG, base: 'https://shop.example' }, api);
  const root = document.createElement('div');
  root.innerHTML = rendered.html ?? '';
  const gallery = root.querySelector('section')!;
  return {
    ...rendered,
    root,
    pressed: [...root.querySelectorAll('button[aria-pressed="true"]')].map((button) => button.getAttribute('aria-label')),
    /** The photo the thumbnails mark as shown. */
    current: gallery.querySelector('a[aria-current="true"]')?.getAttribute('href'),
    /** The photo loaded first. */
    first: gallery.querySelector('li img[fetchpriority="high"]')?.getAttribute('src'),
  };
}

describe('a shade in the address, from the server', () => {
  it("opens with that shade picked and its photo shown, loaded first, whatever the hex code's case", async () => {
    for (const code of ['7A1F3D', '7a1f3d']) {
      const page = await serverPage('/products/p1', `?color=${code}`);
      expect(page.pressed).toEqual(['Berry']);
      expect(page.root.querySelector('legend')?.textContent).toContain(CATALOGUES.en.productDetail.selectedColor('Berry').slice(0, 8));
      expect(page.current).toBe('#photo-3');
      expect(page.first).toBe('/uploads/berry.webp');
      expect(page.root.querySelector('#photo-3')?.className).toContain('[scroll-initial-target:nearest]');
      expect(page.hints).toContain('berry');
      expect(page.hints).not.toContain('front');
      // The page's address is the product's, whatever shade it opened with.
      expect(page.head.canonical).toBe('https://shop.example/products/p1');
    }
  });

  it('picks a shade without a photo of its own, under /fr too, the first photo shown', async () => {
    const page = await serverPage('/fr/products/p1', '?color=C48A7E');
    expect(page.pressed).toEqual(['Nude rosé']);
    expect(page.current).toBe('#photo-1');
    expect(page.first).toBe('/uploads/front.webp');
    expect(page.head.canonical).toBe('https://shop.example/fr/products/p1');
  });

  it('ignores a colour the product does not have, one sold out and one that is no hex code: the page as without it', async () => {
    const plain = await serverPage('/products/p1');
    for (const search of ['?color=123456', '?color=FF7F50', '?color=rose', '?color=%237A1F3D']) {
      const page = await serverPage('/products/p1', search);
      expect(page.pressed).toEqual([]);
      expect(page.current).toBe('#photo-1');
      // (The language links keep the address's query, as on every page.)
      expect(page.root.querySelector('main')?.innerHTML).toBe(plain.root.querySelector('main')?.innerHTML);
    }
  });
});

describe('picking a shade on the page', () => {
  beforeEach(() => {
    localStorage.clear();
    useCart.getState().clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('puts it in the address in place of the last, keeping the rest, and takes it out when unpicked', async () => {
    mockFetch((url) => (url.pathname === '/api/products/p1' ? json(shaded) : undefined));
    renderRoute('/products/:id', <ProductDetailPage />, '/products/p1?returnPage=2&color=c48a7e');
    const colours = within((await screen.findByText(CATALOGUES.en.productDetail.chooseColor)).closest('fieldset')!);
    expect(colours.getByRole('button', { name: 'Rose Nude' })).toHaveAttribute('aria-pressed', 'true');
    const entries = history.length;

    await userEvent.click(colours.getByRole('button', { name: 'Berry' }));
    expect(location.search).toBe('?returnPage=2&color=7A1F3D');
    expect(colours.getByRole('button', { name: 'Berry' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Photo 3 of 3' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(colours.getByRole('button', { name: 'Berry' }));
    expect(location.search).toBe('?returnPage=2');
    // In place: Back still leaves the product.
    expect(history.length).toBe(entries);
  });
});
