import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_CONFIG, type ShopConfig } from '#contract/shop-defaults.js';
import { createRenderer } from '#web/entry-server.js';
import { hydrateServerPage } from '#web/test-support/hydrate.js';
import { loadPageCode } from '#web/routes/storefront-routes.js';
import { useCart } from '#web/shop/cart.js';
import { EMPTY_DELIVERY, useDelivery } from '#web/shop/delivery.js';
import { DELIVERY_OPTIONS } from '#web/shop/delivery-fixtures.js';
import { useFreshDeliveryOptions } from '#web/shop/delivery-options.js';
import { CATALOGUES, json, visit } from '#web/test-support/render.js';

// The cart as the server renders it: a visitor's cart lives in their browser, so the server sends the
// empty cart, and the browser shows the lines, the delivery choice and its figures once hydrated.

const shop: ShopConfig = { ...DEFAULT_SHOP_CONFIG, address: 'Hamra Street, Beirut', delivery: DELIVERY_OPTIONS };
const noApi = async () => json({ message: 'Not found' }, 404);

let hydrated: Root | undefined;

describe('the cart with delivery options, from the server', () => {
  beforeEach(() => {
    localStorage.clear();
    useCart.getState().clear();
    useDelivery.setState({ details: EMPTY_DELIVERY, optionId: null });
    useFreshDeliveryOptions.setState({ options: null });
  });
  afterEach(() => {
    act(() => hydrated?.unmount());
    hydrated = undefined;
    document.body.innerHTML = '';
    useCart.getState().clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each(['/cart', '/ar/cart'])('renders %s as the empty cart, with no choice to make', async (path) => {
    useCart.getState().add({ id: 'p1', name: 'Velvet Lipstick', price: 15, offerPrice: 12.5, image: null });
    const { html } = await createRenderer().render({ path, search: '', shop, base: 'https://shop.example' }, noApi);
    const root = document.createElement('div');
    root.innerHTML = html ?? '';
    const language = path.startsWith('/ar') ? 'ar' : 'en';
    expect(root.querySelector('main h1')).toHaveTextContent(CATALOGUES[language].cart.empty);
    expect(root.querySelector('input[type="radio"]')).toBeNull();
  });

  it('hydrates without a mismatch, then shows the choice with the first option and its fee', async () => {
    const { html, state } = await createRenderer().render({ path: '/cart', search: '', shop, base: 'https://shop.example' }, noApi);
    useCart.getState().add({ id: 'p1', name: 'Velvet Lipstick', price: 15, offerPrice: 12.5, image: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ lines: [], deliveryOptions: DELIVERY_OPTIONS })),
    );
    const container = document.createElement('div');
    container.innerHTML = html ?? '';
    document.body.append(container);
    visit('/cart');
    await loadPageCode('/cart');
    const { root, problems } = await hydrateServerPage(container, { state, shop, language: 'en' });
    hydrated = root;
    expect(problems).toEqual([]);
    expect(await screen.findByRole('radio', { name: 'Beirut $3.00' })).toBeChecked();
    expect(screen.getByTestId('cart-delivery')).toHaveTextContent('$3.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$15.50');
  });
});
