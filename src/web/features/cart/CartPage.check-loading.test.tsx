import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { toast } from '#web/components/ui/toast.js';
import { englishMessages } from '#web/i18n/english.js';
import { useCart } from '#web/shop/cart.js';
import { EMPTY_DELIVERY, useDelivery } from '#web/shop/delivery.js';
import { json, renderRoute } from '#web/test-support/render.js';
import { CartPage } from './CartPage.js';

// The delivery details' check (with zod) loads after the cart shows its lines, not with the page.
// Here it arrives only when the test lets it: a click on the order button before then waits for it.

const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});
vi.mock('#web/shop/delivery-check.js', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});
vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

it('waits for the check when the order button is clicked before it has loaded, and refuses bad details then', async () => {
  localStorage.clear();
  useDelivery.setState({ details: EMPTY_DELIVERY });
  useCart.getState().add({ id: 'p1', name: 'Velvet Lipstick', price: 15, offerPrice: 12.5, image: null });
  const orders: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://shop.test').pathname;
      if (path === '/api/orders') orders.push(init?.body);
      return json({ message: 'Service unavailable' }, 503);
    }),
  );
  const tab = { location: { href: '' }, opener: {} as unknown, closed: false, close: vi.fn() };
  const open = vi.fn(() => tab as unknown as Window);
  vi.stubGlobal('open', open);
  renderRoute('/cart', <CartPage />, '/cart');

  const phone = screen.getByRole('textbox', { name: 'Phone' });
  await userEvent.type(phone, 'call me');
  // Not checked yet: no message, and the order's own link leaves the details out.
  expect(phone).not.toHaveAttribute('aria-invalid');
  const order = screen.getByRole('link', { name: 'Order via WhatsApp' });
  await userEvent.click(order);
  // The tab opens on the click itself (made later, browsers block it), and the click waits.
  expect(open).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: 'Preparing your order…' })).toHaveAttribute('aria-disabled', 'true');

  gate.open();
  await waitFor(() => expect(tab.close).toHaveBeenCalledTimes(1));
  expect(toast.error).toHaveBeenCalledWith(englishMessages.cartOrder.deliveryInvalid);
  await waitFor(() => expect(phone).toHaveFocus());
  expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(orders).toEqual([]);
  expect(tab.location.href).toBe('');
});
