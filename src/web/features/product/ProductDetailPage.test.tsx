import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCart } from '#web/shop/cart.js';
import { CATALOGUES, json, mockFetch, renderRoute } from '#web/test-support/render.js';
import { photos, product } from '#web/test-support/data.js';
import { ProductDetailPage } from './ProductDetailPage.js';

const show = (url: string) => renderRoute('/products/:id', <ProductDetailPage />, url);

describe('product detail', () => {
  beforeEach(() => {
    localStorage.clear();
    useCart.getState().clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('requires a colour, then adds the chosen quantity in that colour', async () => {
    mockFetch((url) => (url.pathname === '/api/products/p1' ? json(product()) : undefined));
    show('/products/p1?returnPage=3&returnSearch=rouge');
    expect(await screen.findByRole('heading', { level: 1, name: 'Velvet Lipstick' })).toBeInTheDocument();
    expect(screen.getAllByText('Save 17%').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/?page=3&search=rouge');

    await userEvent.click(screen.getByRole('button', { name: 'Add 1 to Cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a color before adding to cart');

    await userEvent.click(screen.getByRole('button', { name: 'Rose Nude' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 to Cart' }));

    expect(useCart.getState().items).toMatchObject([{ id: 'p1', color: { name: 'Rose Nude', hexCode: '#C98B8B' }, quantity: 2 }]);
    // Busy, but still focusable: the keyboard stays on the button.
    const busy = screen.getByRole('button', { name: 'Adding...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await userEvent.click(busy);
    expect(useCart.getState().items[0]!.quantity).toBe(2);
    expect(await screen.findByRole('button', { name: 'Add 2 to Cart' }, { timeout: 1000 })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add 2 to Cart' })).toHaveFocus();
  });

  it('crosses out a sold-out colour and says how many of the chosen colour are left, up to which the quantity goes', async () => {
    const counted = product({
      trackStock: true,
      left: 2,
      colors: [
        { name: 'Rose Nude', hexCode: '#C98B8B', soldOut: false, left: 2, photo: null },
        { name: 'Berry', hexCode: '#7A1F3D', soldOut: true, left: null, photo: null },
      ],
    });
    mockFetch((url) => (url.pathname === '/api/products/p1' ? json(counted) : undefined));
    show('/products/p1');
    expect(await screen.findByRole('button', { name: 'Berry, sold out' })).toBeDisabled();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rose Nude' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add 2 to Cart' })).toBeEnabled();
  });

  it('never takes a line past 99 in the cart', async () => {
    mockFetch((url) => (url.pathname === '/api/products/p1' ? json(product({ colors: [], offerPrice: null })) : undefined));
    for (let unit = 0; unit < 98; unit += 1) useCart.getState().add({ id: 'p1', name: 'Velvet Lipstick', price: 15, image: null });
    show('/products/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 to Cart' }));
    expect(useCart.getState().items).toMatchObject([{ id: 'p1', quantity: 99 }]);
  });

  it("titles the page with the product's name, as the server does", async () => {
    document.title = 'Before';
    mockFetch((url) => (url.pathname === '/api/products/p1' ? json(product()) : undefined));
    show('/products/p1');
    await screen.findByRole('heading', { level: 1, name: 'Velvet Lipstick' });
    // The title is set by an effect.
    await waitFor(() => expect(document.title).toBe('Velvet Lipstick · Beirut Beauty'));
  });

  it("titles the page with the product's name in the page's language, English where none is given", async () => {
    mockFetch((url) =>
      url.pathname === '/api/products/p1' ? json(product({ translations: { fr: { name: 'Rouge velours' }, ar: {} } })) : undefined,
    );
    renderRoute('/products/:id', <ProductDetailPage />, '/products/p1', { language: 'fr', messages: CATALOGUES.fr });
    await screen.findByRole('heading', { level: 1, name: 'Rouge velours' });
    await waitFor(() => expect(document.title).toBe('Rouge velours · Beirut Beauty'));
  });

  it('goes back to the catalogue at the page, search and category the visitor came from', async () => {
    mockFetch((url) => (url.pathname === '/api/products/p1' ? json(product()) : undefined));
    show('/products/p1?returnPage=2&returnSearch=rouge&returnCategory=c1');
    await screen.findByRole('heading', { level: 1, name: 'Velvet Lipstick' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/?page=2&search=rouge&category=c1');
  });

  it('names the colour group with the chosen colour apart from its title', async () => {
    mockFetch((url) => (url.pathname === '/api/products/p1' ? json(product()) : undefined));
    show('/products/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Berry' }));
    // The name is isolated from the words around it (a Latin name inside an Arabic sentence).
    expect(screen.getByRole('group', { name: /^Color ?, Selected: \u2068Berry\u2069$/ })).toBeInTheDocument();
  });

  it('deselects the colour on a second click', async () => {
    mockFetch((url) => (url.pathname === '/api/products/p1' ? json(product()) : undefined));
    show('/products/p1');
    const berry = await screen.findByRole('button', { name: 'Berry' });
    await userEvent.click(berry);
    expect(berry).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(berry);
    expect(berry).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Add 1 to Cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a color before adding to cart');
  });

  it('adds a product without colours directly', async () => {
    mockFetch((url) => (url.pathname === '/api/products/p1' ? json(product({ colors: [], offerPrice: null })) : undefined));
    show('/products/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add 1 to Cart' }));
    expect(useCart.getState().items).toMatchObject([{ id: 'p1', quantity: 1, offerPrice: 15 }]);
    expect(useCart.getState().items[0]).not.toHaveProperty('color');
  });

  it("says 'Product not found.' for a 404 and 'Failed to load product' for other errors", async () => {
    mockFetch((url) => (url.pathname === '/api/products/gone' ? json({ message: 'Product not found' }, 404) : json({ message: 'x' }, 500)));
    const { unmount } = show('/products/gone');
    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Product not found · Beirut Beauty'));
    unmount();
    show('/products/broken');
    expect(await screen.findByText('Failed to load product')).toBeInTheDocument();
  });
});

describe('product photos', () => {
  afterEach(() => vi.unstubAllGlobals());

  const pictured = product({
    ...photos('front', 'side', 'swatch'),
    colors: [
      { name: 'Rose Nude', hexCode: '#C98B8B', soldOut: false, left: null, photo: 'swatch' },
      { name: 'Berry', hexCode: '#7A1F3D', soldOut: false, left: null, photo: null },
    ],
  });

  /** The page in `language`, its photo list drawn 400 px wide (happy-dom lays nothing out). */
  async function showPhotos(language: 'en' | 'ar' = 'en') {
    mockFetch((url) => (url.pathname === '/api/products/p1' ? json(pictured) : undefined));
    const messages = CATALOGUES[language];
    renderRoute('/products/:id', <ProductDetailPage />, '/products/p1', { language, messages });
    const gallery = await screen.findByRole('region', { name: messages.productDetail.photos });
    const list = gallery.querySelector('ul')!;
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: 400 });
    const thumbnails = () => [...gallery.querySelectorAll('a[href^="#photo-"]')];
    return {
      messages,
      gallery,
      list,
      thumbnails,
      /** The photo its thumbnail marks as current, from 1. */
      current: () => thumbnails().findIndex((link) => link.getAttribute('aria-current') === 'true') + 1,
    };
  }

  it('shows the first photo as the main one, loaded first, and the others lazily at their own size', async () => {
    const { gallery, thumbnails, current } = await showPhotos();
    const slides = [...gallery.querySelectorAll('li[id^="photo-"]')];
    expect(slides.map((slide) => slide.id)).toEqual(['photo-1', 'photo-2', 'photo-3']);
    const [first, ...others] = slides.map((slide) => slide.querySelector('img')!);
    expect(first).toHaveAttribute('alt', 'Velvet Lipstick');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('src', '/uploads/front.webp');
    for (const image of others) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1280', '1280']);
    }
    expect(others.map((image) => image.getAttribute('alt'))).toEqual(['Photo 2 of 3', 'Photo 3 of 3']);
    expect(thumbnails().map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Photo 1 of 3', '#photo-1'],
      ['Photo 2 of 3', '#photo-2'],
      ['Photo 3 of 3', '#photo-3'],
    ]);
    expect(current()).toBe(1);
  });

  it('moves with its buttons and the arrow keys, wrapping at either end, and scrolls the list to the photo', async () => {
    const { gallery, list, current } = await showPhotos();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(current()).toBe(2);
    expect(list.scrollLeft).toBe(400);
    await userEvent.click(within(gallery).getByRole('button', { name: 'Previous photo' }));
    await userEvent.click(within(gallery).getByRole('button', { name: 'Previous photo' }));
    expect(current()).toBe(3);
    expect(list.scrollLeft).toBe(800);
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(current()).toBe(1);
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(current()).toBe(3);
  });

  it('runs right to left in Arabic: the left arrow key goes to the next photo, the list scrolls to the left', async () => {
    const { messages, gallery, list, current } = await showPhotos('ar');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(current()).toBe(2);
    expect(list.scrollLeft).toBe(-400);
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(current()).toBe(1);
    await userEvent.click(within(gallery).getByRole('button', { name: messages.productDetail.nextPhoto }));
    expect(current()).toBe(2);
    expect(within(gallery).getAllByRole('link', { name: messages.productDetail.photoOf(3, 3) })).toHaveLength(1);
  });

  it('takes a swipe as the list snaps: the photo it stops on is current', async () => {
    const { list, current } = await showPhotos();
    list.scrollLeft = 800;
    fireEvent.scroll(list);
    expect(current()).toBe(3);
    list.scrollLeft = 400;
    fireEvent.scroll(list);
    expect(current()).toBe(2);
  });

  it('goes to a photo from its thumbnail without following the anchor', async () => {
    const { thumbnails, list, current } = await showPhotos();
    await userEvent.click(thumbnails()[2]!);
    expect(current()).toBe(3);
    expect(list.scrollLeft).toBe(800);
    expect(window.location.hash).toBe('');
  });

  it("shows a picked colour's photo, and the first one again when the colour is unpicked", async () => {
    const { list, current } = await showPhotos();
    await userEvent.click(screen.getByRole('button', { name: 'Rose Nude' }));
    expect(current()).toBe(3);
    expect(list.scrollLeft).toBe(800);
    await userEvent.click(screen.getByRole('button', { name: 'Rose Nude' }));
    expect(current()).toBe(1);
    expect(list.scrollLeft).toBe(0);
    // A colour without a photo of its own shows the first.
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Berry' }));
    expect(current()).toBe(1);
  });

  it('opens the current photo full screen, from its button or a tap on it, and closes with its button or Esc', async () => {
    const { gallery, current } = await showPhotos();
    const dialog = gallery.querySelector('dialog')!;
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog.querySelector('img')).toBeNull();

    await userEvent.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    await userEvent.click(within(gallery).getByRole('button', { name: 'View full screen' }));
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleName('Photo 2 of 3');
    const full = within(dialog).getByRole('img', { name: 'Photo 2 of 3' });
    expect(full).toHaveAttribute('src', '/uploads/side.webp');
    expect(full).toHaveAttribute('sizes', '100vw');
    // Pinch-zoom is the browser's: nothing stops a touch.
    expect(full.closest('[style*="touch-action"], [class*="touch-"]')).toBeNull();
    // Its arrow keys move through the photos too.
    fireEvent.keyDown(full, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/swatch.webp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog.querySelector('img')).toBeNull();

    await userEvent.click(within(gallery).getByRole('img', { name: 'Photo 3 of 3' }));
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/swatch.webp');
    expect(current()).toBe(3);
    // Esc is the browser's own for a modal dialog: it closes it, and the gallery hears it close.
    act(() => dialog.close());
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('shows a single photo as before: no gallery, buttons or thumbnails', async () => {
    mockFetch((url) => (url.pathname === '/api/products/p1' ? json(product({ ...photos('front') })) : undefined));
    show('/products/p1');
    await screen.findByRole('heading', { level: 1, name: 'Velvet Lipstick' });
    expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /photo|full screen/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Photo/ })).not.toBeInTheDocument();
    expect(document.querySelector('dialog')).toBeNull();
    const image = screen.getByRole('img', { name: 'Velvet Lipstick' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image.closest('a')).toBeNull();
  });
});
