import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCart } from '#web/shop/cart.js';
import { json, mockFetch, renderRoute } from '#web/test-utils.js';
import { product } from '#web/test-data.js';
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

  it("crosses out a sold-out colour and says how many of the chosen colour are left, up to which the quantity goes", async () => {
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
    expect(screen.getByRole('group', { name: /^Color ?, Selected: Berry$/ })).toBeInTheDocument();
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
