import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '#contract/order.js';
import type { ShopConfig } from '#contract/shop-defaults.js';
import { toast } from '#web/components/ui/toast.js';
import { useCart } from '#web/shop/cart.js';
import { useDelivery, EMPTY_DELIVERY } from '#web/shop/delivery.js';
import { beirut, DELIVERY_OPTIONS, mountLebanon } from '#web/shop/delivery-fixtures.js';
import { useFreshDeliveryOptions } from '#web/shop/delivery-options.js';
import { resendUnrecorded } from '#web/shop/unrecorded-orders.js';
import { frenchMessages } from '#web/i18n/french.js';
import { messageOf, serveCart, watchTabs } from '#web/test-support/cart-page.js';
import { orderLine, quoteLine, recordedOrder } from '#web/test-support/data.js';
import { CATALOGUES, json, renderInLanguage, renderRoute, TRANSLATED_SHOP, whatsappTextOf } from '#web/test-support/render.js';
import { CartPage } from './CartPage.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const lipstick = { id: 'p1', name: 'Velvet Lipstick', price: 15, offerPrice: 12.5, image: null };
const cream = { id: 'p2', name: 'Day Cream', price: 20, offerPrice: null, image: null };
const rose = { name: 'Rose Nude', hexCode: '#C98B8B' };

const priceUp = quoteLine({ price: 16, offerPrice: 14, unitPrice: 14, quantity: 2, lineTotal: 28 });
const creamSoldOut = quoteLine({
  id: 'p2',
  colorHex: null,
  colorName: null,
  status: 'soldOut',
  name: 'Day Cream',
  price: 20,
  offerPrice: null,
  unitPrice: null,
  lineTotal: null,
});

/** What the shop records for two lipsticks in Rose Nude at the $14 it now asks. */
const recorded = (overrides: Partial<Order> = {}) =>
  recordedOrder({
    lines: [orderLine({ colorHex: '#C98B8B', colorName: 'Rose Nude', shownColorName: 'Rose Nude', unitPrice: 14, lineTotal: 28 })],
    total: 28,
    grandTotal: 28,
    ...overrides,
  });

const show = () => renderRoute('/cart', <CartPage />, '/cart');

describe('the cart checked against the shop', () => {
  beforeEach(() => {
    localStorage.clear();
    useCart.getState().clear();
    useDelivery.setState({ details: EMPTY_DELIVERY });
    useCart.getState().add(lipstick, rose);
    useCart.getState().add(lipstick, rose);
    useCart.getState().add(cream);
    vi.mocked(toast.error).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a new price over the old one, marks a sold-out line, and leaves it out of the total', async () => {
    const calls = serveCart({ quote: () => json({ lines: [priceUp, creamSoldOut] }) });
    show();
    expect(await screen.findByText('Price updated')).toBeInTheDocument();
    expect(screen.getByText('$12.50').tagName).toBe('S');
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByText('1 item is not available and will not be ordered')).toBeInTheDocument();
    expect(screen.getByText('Subtotal (2 items)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$28.00');
    // The sold-out line stays, with its remove button.
    expect(screen.getByRole('button', { name: 'Remove Day Cream' })).toBeInTheDocument();
    expect(useCart.getState().items).toHaveLength(2);
    expect(useCart.getState().items[0]!.offerPrice).toBe(14);
    // One request with every line: ids, colours and quantities, never a price.
    expect(calls).toEqual([
      {
        path: '/api/cart/quote',
        body: {
          lines: [
            { kind: 'product', id: 'p1', colorHex: '#C98B8B', quantity: 2 },
            { kind: 'product', id: 'p2', colorHex: null, quantity: 1 },
          ],
        },
      },
    ]);
    // The note stays on this visit, even after the cart changes and is checked again.
    await userEvent.click(screen.getAllByRole('button', { name: 'Increase quantity' })[0]!);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(screen.getByText('Price updated')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Order via WhatsApp' });
    expect(messageOf(link.getAttribute('href')!)).not.toContain('Day Cream');
  });

  it('lowers a line to what is left rather than dropping it, and stops its + there, as the product page does', async () => {
    // Two of the colour left: the cart holds three (a + too many, or a count that went down since).
    useCart.getState().increase('p1', '#C98B8B');
    const left = 2;
    const calls = serveCart({
      quote: () => {
        const quantity = useCart.getState().items[0]!.quantity;
        const line =
          quantity > left
            ? quoteLine({ quantity, status: 'notEnough', left, lineTotal: 12.5 * quantity })
            : quoteLine({ quantity, left, lineTotal: 12.5 * quantity });
        return json({
          lines: [
            line,
            quoteLine({
              id: 'p2',
              colorHex: null,
              colorName: null,
              name: 'Day Cream',
              price: 20,
              offerPrice: null,
              unitPrice: 20,
              lineTotal: 20,
            }),
          ],
        });
      },
    });
    show();
    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
    await waitFor(() => expect(useCart.getState().items[0]!.quantity).toBe(2));
    expect(screen.queryByText('Not included in your order')).not.toBeInTheDocument();
    expect(screen.queryByText(/not available and will not be ordered/)).not.toBeInTheDocument();
    expect(screen.getByText('Subtotal (3 items)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$45.00');
    const [increase] = screen.getAllByRole('button', { name: 'Increase quantity' });
    expect(increase).toBeDisabled();
    // The shop was asked again for the lowered line, and said it fits.
    await waitFor(() =>
      expect(calls.at(-1)!.body.lines).toEqual([
        { kind: 'product', id: 'p1', colorHex: '#C98B8B', quantity: 2 },
        { kind: 'product', id: 'p2', colorHex: null, quantity: 1 },
      ]),
    );
  });

  it('names a deleted item and a colour that is gone', async () => {
    serveCart({
      quote: () =>
        json({
          lines: [
            quoteLine({ quantity: 2, status: 'colorUnavailable', colorName: null, unitPrice: null, lineTotal: null }),
            quoteLine({
              id: 'p2',
              colorHex: null,
              status: 'unavailable',
              name: null,
              price: null,
              offerPrice: null,
              colorName: null,
              unitPrice: null,
              lineTotal: null,
            }),
          ],
        }),
    });
    show();
    expect(await screen.findByText('This colour is no longer available')).toBeInTheDocument();
    expect(screen.getByText('No longer available')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$0.00');
    expect(screen.getByRole('link', { name: 'Order via WhatsApp' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('works as before, with a quiet note, when the shop cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    show();
    expect(await screen.findByText('Prices are those shown when the items were added.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$45.00');
    expect(screen.queryByText('Price updated')).not.toBeInTheDocument();
  });

  it("names a line in the page's language, keeping its translated name through the shop's check", async () => {
    useCart.getState().clear();
    useCart.getState().add({ ...cream, translations: { fr: { name: 'Crème de jour' }, ar: {} } });
    const checked = quoteLine({
      id: 'p2',
      colorHex: null,
      colorName: null,
      name: 'Day Cream SPF 30',
      price: 20,
      offerPrice: null,
      unitPrice: 20,
      lineTotal: 20,
    });
    serveCart({ quote: () => json({ lines: [checked] }) });
    renderRoute('/cart', <CartPage />, '/cart', { language: 'fr', messages: frenchMessages });
    expect(await screen.findByRole('heading', { name: 'Crème de jour' })).toBeInTheDocument();
    await waitFor(() => expect(useCart.getState().items[0]!.name).toBe('Day Cream SPF 30'));
    expect(screen.getByRole('heading', { name: 'Crème de jour' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: frenchMessages.cart.remove('Crème de jour') })).toBeInTheDocument();
  });

  it('stops a line at 99 and says so', async () => {
    serveCart({
      quote: () =>
        json({
          lines: [
            quoteLine({ quantity: 98 }),
            quoteLine({ id: 'p2', colorHex: null, colorName: null, price: 20, offerPrice: null, unitPrice: 20 }),
          ],
        }),
    });
    useCart.setState({ items: useCart.getState().items.map((item) => (item.id === 'p1' ? { ...item, quantity: 98 } : item)) });
    show();
    const increase = screen.getAllByRole('button', { name: 'Increase quantity' })[0]!;
    expect(screen.queryByText('Up to 99 per item')).not.toBeInTheDocument();
    await userEvent.click(increase);
    expect(increase).toBeDisabled();
    expect(screen.getByText('Up to 99 per item')).toBeInTheDocument();
    expect(useCart.getState().items[0]!.quantity).toBe(99);
  });
});

describe('Clear Cart', () => {
  beforeEach(() => {
    localStorage.clear();
    useCart.getState().clear();
    useCart.getState().add(lipstick, rose);
    useCart.getState().add(cream);
    serveCart({
      quote: () =>
        json({
          lines: [
            quoteLine({}),
            quoteLine({
              id: 'p2',
              colorHex: null,
              colorName: null,
              name: 'Day Cream',
              price: 20,
              offerPrice: null,
              unitPrice: 20,
              lineTotal: 20,
            }),
          ],
        }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks first; Keep my items keeps them', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear your cart?' });
    expect(dialog).toHaveAccessibleDescription('The 2 items in it will be removed.');
    expect(within(dialog).getByRole('button', { name: 'Keep my items' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my items' }));
    expect(useCart.getState().items).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('empties the cart once confirmed, then shows and focuses the empty cart', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear Cart' }));
    expect(useCart.getState().items).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toHaveFocus();
  });
});

describe('ordering via WhatsApp', () => {
  beforeEach(() => {
    localStorage.clear();
    useCart.getState().clear();
    useDelivery.setState({ details: EMPTY_DELIVERY });
    useCart.getState().add(lipstick, rose);
    useCart.getState().add(lipstick, rose);
    vi.mocked(toast.error).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('records the order with the delivery details, then opens WhatsApp with its reference and the shop’s prices', async () => {
    const calls = serveCart({
      quote: () => json({ lines: [priceUp] }),
      order: () => json(recorded({ delivery: { name: 'Rana Haddad', phone: '+961 70 123 456', address: null, note: null } }), 201),
    });
    const { tab, open } = watchTabs();
    show();
    await screen.findByText('Price updated');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Rana Haddad');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '+961 70 123 456');
    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));
    await waitFor(() => expect(tab.location.href).not.toBe(''));

    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    const order = calls.find((call) => call.path === '/api/orders')!;
    expect(order.body).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      lines: [{ kind: 'product', id: 'p1', colorHex: '#C98B8B', quantity: 2 }],
      delivery: { name: 'Rana Haddad', phone: '+961 70 123 456' },
      language: 'en',
    });
    const text = messageOf(tab.location.href);
    expect(text.split('\n')[0]).toBe('Order BB-7KQ2M');
    expect(text).toContain('Subtotal: $28.00');
    expect(text).toContain('Delivery:\nName: \u2068“\u2068Rana Haddad\u2069”\u2069\nPhone: \u2068“\u2068+961 70 123 456\u2069”\u2069');
    // Last, the order's own page, on this shop.
    expect(text.split('\n\n').at(-1)).toBe(`Order page:\n${window.location.origin}/order/page-token`);
    // Kept for the next order.
    expect(JSON.parse(localStorage.getItem('delivery-details')!).state.details.name).toBe('Rana Haddad');
  });

  it('records the order on a page served over plain HTTP, where crypto.randomUUID does not exist', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array) });
    const calls = serveCart({ quote: () => json({ lines: [priceUp] }), order: () => json(recorded(), 201) });
    const { tab } = watchTabs();
    show();
    await screen.findByText('Price updated');
    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));
    await waitFor(() => expect(tab.location.href).not.toBe(''));

    const order = calls.find((call) => call.path === '/api/orders')!;
    expect(order.body.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(messageOf(tab.location.href).split('\n')[0]).toBe('Order BB-7KQ2M');
    expect(localStorage.getItem('unrecorded-orders')).toBeNull();
  });

  it('refuses a phone number the server would refuse, with its message, and sends nothing', async () => {
    const calls = serveCart({ quote: () => json({ lines: [quoteLine({ quantity: 2 })] }) });
    const { open } = watchTabs();
    show();
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), 'call me');
    expect(screen.getByText('Please enter a valid phone number (digits, spaces and + - ( ) only)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
    expect(open).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.path === '/api/orders')).toEqual([]);
  });

  it('makes one order from a double click', async () => {
    let respond: (response: Response) => void = () => {};
    const calls = serveCart({
      quote: () => json({ lines: [quoteLine({ quantity: 2 })] }),
      order: () => new Promise<Response>((resolve) => (respond = resolve)),
    });
    const { tab } = watchTabs();
    show();
    const link = screen.getByRole('link', { name: 'Order via WhatsApp' });
    await userEvent.dblClick(link);
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/orders')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Preparing your order…' })).toHaveAttribute('aria-disabled', 'true');
    respond(json(recorded(), 201));
    await waitFor(() => expect(tab.location.href).toContain(encodeURIComponent('Order BB-7KQ2M')));
    expect(calls.filter((call) => call.path === '/api/orders')).toHaveLength(1);
  });

  it('sends the same cart as the same order: a second tap, even after coming back, reopens it with its reference; a new cart starts afresh', async () => {
    const keys: unknown[] = [];
    const calls = serveCart({
      quote: () => json({ lines: [quoteLine({ quantity: 2 })] }),
      // The shop returns the order a key already made (200) as it made it.
      order: (body) => {
        keys.push(body.idempotencyKey);
        return json(recorded(), keys.indexOf(body.idempotencyKey) === keys.length - 1 ? 201 : 200);
      },
    });
    const { tab } = watchTabs();
    const first = show();
    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));
    await waitFor(() => expect(tab.location.href).toContain(encodeURIComponent('Order BB-7KQ2M')));
    const status = (await screen.findByText('Your order is in WhatsApp')).closest<HTMLElement>('[role="status"]')!;
    expect(status).toHaveTextContent('Order BB-7KQ2M. If the message has not gone yet, open it again: it stays one order.');
    expect(within(status).getByRole('link', { name: 'See your order' })).toHaveAttribute('href', '/order/page-token');
    // The items stay until the customer chooses.
    expect(useCart.getState().items).toHaveLength(1);

    // Back from WhatsApp: the page opens again from what the browser kept.
    first.unmount();
    tab.location.href = '';
    show();
    // The link to the order's page is kept with the cart.
    expect(await screen.findByRole('link', { name: 'See your order' })).toHaveAttribute('href', '/order/page-token');
    await userEvent.click(await screen.findByRole('link', { name: 'Open the order in WhatsApp again' }));
    await waitFor(() => expect(tab.location.href).toContain(encodeURIComponent('Order BB-7KQ2M')));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    await userEvent.click(screen.getByRole('button', { name: 'Start a new cart' }));
    expect(useCart.getState().items).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toHaveFocus();
    useCart.getState().add(lipstick, rose);
    useCart.getState().add(lipstick, rose);
    await userEvent.click(await screen.findByRole('link', { name: 'Order via WhatsApp' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
    expect(calls.filter((call) => call.path === '/api/orders')).toHaveLength(3);
  });

  it('makes a new order, not the sent one, once the cart changes', async () => {
    const keys: unknown[] = [];
    serveCart({
      quote: () => json({ lines: [quoteLine({ quantity: useCart.getState().items[0]!.quantity })] }),
      order: (body) => {
        keys.push(body.idempotencyKey);
        return json(recorded(), 201);
      },
    });
    const { tab } = watchTabs();
    show();
    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    await screen.findByText('Your order is in WhatsApp');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.queryByText('Your order is in WhatsApp')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('on 409 updates the cart from the response and says to check it, without opening WhatsApp', async () => {
    let quotes = 0;
    serveCart({
      quote: () => {
        quotes += 1;
        return json({ lines: [quoteLine({ quantity: 2 })] });
      },
      order: () =>
        json(
          {
            message: 'Some items in your cart have changed. Please check your cart and send the order again.',
            lines: [quoteLine({ quantity: 2, status: 'soldOut', unitPrice: null, lineTotal: null })],
          },
          409,
        ),
    });
    const { tab } = watchTabs();
    show();
    await waitFor(() => expect(quotes).toBe(1));
    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Some items in your cart have changed. Please check your cart and send the order again.');
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('still opens WhatsApp with the browser’s message when the shop fails, and records it once on a later visit', async () => {
    const calls = serveCart({
      quote: () => json({ lines: [quoteLine({ quantity: 2 })] }),
      order: () => json({ message: 'Internal Server Error' }, 500),
    });
    const { tab } = watchTabs();
    useDelivery.setState({ details: { ...EMPTY_DELIVERY, address: 'Hamra' } });
    show();
    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    const text = messageOf(tab.location.href);
    expect(text.startsWith('Hello! I would like to place an order:')).toBe(true);
    expect(text).toContain('Subtotal: $25.00');
    expect(text).toContain('Delivery:\nAddress: \u2068“\u2068Hamra');
    // Not stored, so no page to link to.
    expect(text).not.toContain('Order page');
    expect(text).not.toContain('/order/');
    const sent = calls.find((call) => call.path === '/api/orders')!.body;
    const kept = JSON.parse(localStorage.getItem('unrecorded-orders')!) as Array<Record<string, unknown>>;
    expect(kept).toEqual([
      { idempotencyKey: sent.idempotencyKey, lines: sent.lines, delivery: { address: 'Hamra' }, language: 'en', at: expect.any(String) },
    ]);
    expect(await screen.findByText('Your order is in WhatsApp')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See your order' })).not.toBeInTheDocument();

    // Later: the shop responds; the same key goes again, marked as sent without a reference, once.
    const later = serveCart({ order: () => json(recorded(), 201) });
    await resendUnrecorded();
    await resendUnrecorded();
    expect(later).toEqual([
      {
        path: '/api/orders',
        body: {
          idempotencyKey: sent.idempotencyKey,
          lines: sent.lines,
          delivery: { address: 'Hamra' },
          language: 'en',
          sentWithoutReference: true,
        },
      },
    ]);
    expect(localStorage.getItem('unrecorded-orders')).toBeNull();
  });

  it('keeps an unrecorded order while the shop stays unreachable', async () => {
    localStorage.setItem(
      'unrecorded-orders',
      JSON.stringify([
        {
          idempotencyKey: '0193b9e2-6a2f-7c3e-9d41-2f5a8b7c6d10',
          lines: [{ kind: 'product', id: 'p1', colorHex: null, quantity: 1 }],
          at: new Date().toISOString(),
        },
      ]),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await resendUnrecorded();
    expect(JSON.parse(localStorage.getItem('unrecorded-orders')!)).toHaveLength(1);
  });
});

describe("the cart in the page's language", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useCart.getState().clear();
    useDelivery.setState({ details: EMPTY_DELIVERY });
    localStorage.clear();
  });

  it.each([
    ['fr', 'Bonjour\u202f! Ma commande\u202f:'],
    ['ar', 'مرحبًا! طلبي:'],
    ['en', 'Hello! My order:'],
  ] as const)("opens with the owner's line in %s", async (language, greeting) => {
    serveCart({});
    useCart.getState().clear();
    useCart.getState().add(cream);
    renderInLanguage(language, '/cart', <CartPage />, TRANSLATED_SHOP);
    const link = await screen.findByRole('link', { name: CATALOGUES[language].cart.orderViaWhatsapp });
    expect(whatsappTextOf(link.getAttribute('href'))!.split('\n')[0]).toBe(greeting);
  });

  it.each(['fr', 'ar'] as const)("shows the delivery form's messages in %s", async (language) => {
    serveCart({ quote: () => json({ lines: [] }) });
    useCart.getState().clear();
    useCart.getState().add(cream);
    useDelivery.setState({ details: { ...EMPTY_DELIVERY, note: 'x'.repeat(501) } });
    renderInLanguage(language, '/cart', <CartPage />);
    const messages = CATALOGUES[language].cartOrder;
    await userEvent.type(screen.getByRole('textbox', { name: messages.deliveryPhone }), 'call me');
    expect(screen.getByRole('textbox', { name: messages.deliveryPhone })).toHaveAccessibleDescription(messages.deliveryPhoneInvalid);
    expect(screen.getByRole('textbox', { name: messages.deliveryNote })).toHaveAccessibleDescription(
      CATALOGUES[language].common.tooLong(500),
    );
    expect(screen.queryByText(/Please enter a valid phone number|Must be at most/)).not.toBeInTheDocument();
  });

  it('says in Arabic that the cart changed when the shop responds 409 in English', async () => {
    serveCart({
      quote: () => json({ lines: [quoteLine({ quantity: 2 })] }),
      order: () =>
        json(
          {
            message: 'Some items in your cart have changed. Please check your cart and send the order again.',
            lines: [quoteLine({ quantity: 2, status: 'soldOut', unitPrice: null, lineTotal: null })],
          },
          409,
        ),
    });
    useCart.getState().add(lipstick, rose);
    useCart.getState().add(lipstick, rose);
    vi.mocked(toast.error).mockClear();
    watchTabs();
    renderInLanguage('ar', '/cart', <CartPage />);
    await userEvent.click(await screen.findByRole('link', { name: CATALOGUES.ar.cart.orderViaWhatsapp }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(CATALOGUES.ar.cartOrder.itemsChanged));
  });
});

describe('the delivery options', () => {
  const shop: ShopConfig = { ...TRANSLATED_SHOP, address: 'Hamra Street, Beirut', delivery: DELIVERY_OPTIONS };
  const withRate: ShopConfig = { ...shop, poundRate: { rate: 89_500, step: 1000, setAt: '2026-11-24T22:30:00.000Z' } };
  const available = (quantity: number, unitPrice = 12.5) =>
    quoteLine({ quantity, unitPrice, offerPrice: unitPrice, lineTotal: unitPrice * quantity });
  const showIn = (language: 'en' | 'fr' | 'ar', config: ShopConfig = shop) => renderInLanguage(language, '/cart', <CartPage />, config);
  const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));
  const deliveryRow = () => screen.getByTestId('cart-delivery');

  beforeEach(() => {
    localStorage.clear();
    useCart.getState().clear();
    useDelivery.setState({ details: EMPTY_DELIVERY, optionId: null });
    useFreshDeliveryOptions.setState({ options: null });
    useCart.getState().add(lipstick, rose);
    useCart.getState().add(lipstick, rose);
    vi.mocked(toast.error).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('are not there when the shop offers none: no choice, no delivery row', async () => {
    serveCart({ quote: () => json({ lines: [available(2)], deliveryOptions: { zones: [], pickup: false } }) });
    showIn('en', TRANSLATED_SHOP);
    await screen.findByTestId('cart-total');
    expect(screen.queryByRole('group', { name: 'Delivery option' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-delivery')).not.toBeInTheDocument();
    expect(summary().queryByText('Delivery')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$25.00');
    expect(screen.getByRole('textbox', { name: 'Area / address in Beirut' })).toBeInTheDocument();
  });

  it('list each zone with its fee and estimate, then pickup with the address and hours; the first is chosen until one is picked, and the pick is remembered', async () => {
    serveCart({ quote: () => json({ lines: [available(2)], deliveryOptions: DELIVERY_OPTIONS }) });
    const { unmount } = showIn('en');
    const choice = screen.getByRole('group', { name: 'Delivery option' });
    const radios = within(choice).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[0]).toBeChecked();
    expect(radios[0]).toHaveAccessibleName('Beirut $3.00');
    expect(radios[0]).toHaveAccessibleDescription('Same day Free over $50.00');
    expect(radios[1]).toHaveAccessibleName('Mount Lebanon $5.00');
    expect(radios[1]).toHaveAccessibleDescription('1–2 days');
    expect(radios[2]).toHaveAccessibleName('Pick up at the shop Free');
    expect(radios[2]).toHaveAccessibleDescription('Hamra Street, Beirut Open 24/7');
    // Zones beyond Beirut: the address is asked without 'in Beirut'.
    expect(screen.getByRole('textbox', { name: 'Area / address' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Mount Lebanon/ }));
    expect(screen.getByRole('radio', { name: /Mount Lebanon/ })).toBeChecked();
    expect(deliveryRow()).toHaveTextContent('$5.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$30.00');
    expect(JSON.parse(localStorage.getItem('delivery-details')!).state.optionId).toBe('zone-mount');
    unmount();

    showIn('en');
    expect(screen.getByRole('radio', { name: /Mount Lebanon/ })).toBeChecked();
  });

  it('show the fee, what is missing to deliver free, and the total with delivery, each in pounds too', async () => {
    serveCart({ quote: () => json({ lines: [available(2)], deliveryOptions: DELIVERY_OPTIONS }) });
    showIn('en', withRate);
    await screen.findByTestId('cart-delivery');
    expect(summary().getByText('Subtotal (2 items)')).toBeInTheDocument();
    expect(deliveryRow()).toHaveTextContent('$3.00');
    expect(summary().getByText('Free over $50.00: add $25.00 more')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$28.00');
    // $25, $3 and $28 at 89,500 to the dollar, each to the nearest 1,000.
    for (const pounds of ['LBP 2,238,000', 'LBP 269,000', 'LBP 2,506,000'])
      expect(summary().getByRole('button', { name: `About ${pounds}` })).toBeInTheDocument();
  });

  it("give the pounds one keyboard stop, the total's, though every amount shows them", async () => {
    serveCart({ quote: () => json({ lines: [available(2)], deliveryOptions: DELIVERY_OPTIONS }) });
    showIn('en', withRate);
    await screen.findByTestId('cart-delivery');
    const pounds = screen.getAllByRole('button', { name: /^About LBP/ });
    // The line's, the subtotal's, the fee's and the total's.
    expect(pounds).toHaveLength(4);
    const tabbable = pounds.filter((button) => button.tabIndex >= 0);
    expect(tabbable.map((button) => button.textContent)).toEqual(['About LBP 2,506,000']);
    // A tap still shows the rate on any of them.
    await userEvent.click(pounds[0]!);
    expect(pounds[0]).toHaveAttribute('aria-expanded', 'true');
  });

  it('deliver free at the threshold exactly, and charge one cent under it', async () => {
    useCart.setState({ items: useCart.getState().items.map((item) => ({ ...item, offerPrice: 25 })) });
    serveCart({ quote: () => json({ lines: [available(2, 25)], deliveryOptions: DELIVERY_OPTIONS }) });
    const { unmount } = showIn('en');
    await waitFor(() => expect(deliveryRow()).toHaveTextContent('Free'));
    expect(screen.queryByText(/add .* more/)).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$50.00');
    unmount();

    useCart.setState({ items: [{ ...useCart.getState().items[0]!, offerPrice: 49.99, quantity: 1 }] });
    serveCart({ quote: () => json({ lines: [available(1, 49.99)], deliveryOptions: DELIVERY_OPTIONS }) });
    showIn('en');
    await waitFor(() => expect(deliveryRow()).toHaveTextContent('$3.00'));
    expect(screen.getByText('Free over $50.00: add $0.01 more')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$52.99');
  });

  it('charge nothing for pickup, and leave sold-out lines out of the figures', async () => {
    useCart.getState().add(cream);
    useDelivery.setState({ optionId: 'pickup' });
    serveCart({ quote: () => json({ lines: [available(2), creamSoldOut], deliveryOptions: DELIVERY_OPTIONS }) });
    showIn('en');
    await screen.findByText('Sold out');
    expect(screen.getByRole('radio', { name: /Pick up at the shop/ })).toBeChecked();
    expect(deliveryRow()).toHaveTextContent('Free');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$25.00');
    await userEvent.click(screen.getByRole('radio', { name: /Beirut/ }));
    // $25 of lipsticks, not $45 with the cream: Beirut is not free yet.
    expect(deliveryRow()).toHaveTextContent('$3.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$28.00');
  });

  it("come from the shop's response once it is in, with a note when they differ from the page's; a choice that went is replaced by the first", async () => {
    useDelivery.setState({ optionId: 'pickup' });
    const now = { zones: [{ ...beirut, fee: 4 }, mountLebanon], pickup: false };
    serveCart({ quote: () => json({ lines: [available(2)], deliveryOptions: now }) });
    showIn('en');
    // The page's options first.
    expect(screen.getByRole('radio', { name: /Pick up at the shop/ })).toBeChecked();
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Pick up at the shop/ })).not.toBeInTheDocument());
    expect(screen.getByText('The delivery options have changed since the page was opened.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('radio', { name: /Beirut/ })).toBeChecked();
    expect(deliveryRow()).toHaveTextContent('$4.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$29.00');
  });

  it("say nothing when the shop's options are the page's", async () => {
    serveCart({ quote: () => json({ lines: [available(2)], deliveryOptions: DELIVERY_OPTIONS }) });
    showIn('en');
    await waitFor(() => expect(useFreshDeliveryOptions.getState().options).not.toBeNull());
    expect(screen.queryByText('The delivery options have changed since the page was opened.')).not.toBeInTheDocument();
  });

  it("go with the order as the chosen option's id, never a fee; the message has the shop's fee and total, the option named in the page's language", async () => {
    const calls = serveCart({
      quote: () => json({ lines: [available(2)], deliveryOptions: DELIVERY_OPTIONS }),
      order: () =>
        json(
          recorded({
            lines: [{ ...recorded().lines[0]!, unitPrice: 12.5, lineTotal: 25 }],
            total: 25,
            deliveryOption: { id: 'zone-beirut', kind: 'zone', name: 'Beirut', fee: 3 },
            grandTotal: 28,
          }),
          201,
        ),
    });
    const { tab } = watchTabs();
    showIn('fr');
    await waitFor(() => expect(calls).toHaveLength(1));
    await userEvent.click(screen.getByRole('link', { name: CATALOGUES.fr.cart.orderViaWhatsapp }));
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    const order = calls.find((call) => call.path === '/api/orders')!;
    expect(order.body).toEqual({
      idempotencyKey: expect.any(String),
      lines: [{ kind: 'product', id: 'p1', colorHex: '#C98B8B', quantity: 2 }],
      deliveryOption: 'zone-beirut',
      language: 'fr',
    });
    expect(JSON.stringify(order.body)).not.toMatch(/fee|total/i);
    const text = messageOf(tab.location.href);
    expect(text).toContain('Total des articles\u00a0: $25.00\nLivraison (Beyrouth)\u00a0: $3.00\nTotal\u00a0: $28.00');
    // The order's page in the language the customer ordered in.
    expect(text.split('\n\n').at(-1)).toBe(`Page de la commande\u00a0:\n${window.location.origin}/fr/order/page-token`);
    // Within the page's language: the router puts /fr before it.
    expect(await screen.findByRole('link', { name: CATALOGUES.fr.cartOrder.seeOrder })).toHaveAttribute('href', '/order/page-token');
  });

  it('make a new order key when the option changes', async () => {
    const calls = serveCart({
      quote: () => json({ lines: [available(2)], deliveryOptions: DELIVERY_OPTIONS }),
      order: () => json({ message: 'Internal Server Error' }, 500),
    });
    const { tab } = watchTabs();
    showIn('en');
    const link = screen.getByRole('link', { name: 'Order via WhatsApp' });
    await userEvent.click(link);
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    await userEvent.click(screen.getByRole('radio', { name: /Pick up at the shop/ }));
    tab.location.href = '';
    await userEvent.click(link);
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    const [first, second] = calls.filter((call) => call.path === '/api/orders').map((call) => call.body);
    expect([first!.deliveryOption, second!.deliveryOption]).toEqual(['zone-beirut', 'pickup']);
    expect(first!.idempotencyKey).not.toBe(second!.idempotencyKey);
  });

  it("stop the order when the chosen option's fee changed since the cart showed it", async () => {
    let quotes = 0;
    const calls = serveCart({
      quote: () => {
        quotes += 1;
        const options = quotes === 1 ? DELIVERY_OPTIONS : { ...DELIVERY_OPTIONS, zones: [{ ...beirut, freeOver: 100 }, mountLebanon] };
        return json({ lines: [available(2)], deliveryOptions: options });
      },
      order: () => json(recorded(), 201),
    });
    const { tab } = watchTabs();
    showIn('en');
    await waitFor(() => expect(quotes).toBe(1));
    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The delivery options have changed. Please check your choice and send the order again.'),
    );
    expect(tab.close).toHaveBeenCalled();
    expect(calls.filter((call) => call.path === '/api/orders')).toEqual([]);
    expect(await screen.findByText('Free over $100.00: add $75.00 more')).toBeInTheDocument();
    expect(screen.getByText('The delivery options have changed since the page was opened.')).toBeInTheDocument();
  });

  it('on 409 with the options now, says they changed in the page’s language and shows them', async () => {
    useDelivery.setState({ optionId: 'pickup' });
    serveCart({
      quote: () => json({ lines: [available(2)], deliveryOptions: DELIVERY_OPTIONS }),
      order: () =>
        json(
          {
            message: 'The delivery options have changed. Please check your choice and send the order again.',
            deliveryOptions: { zones: [beirut], pickup: false },
          },
          409,
        ),
    });
    const { tab } = watchTabs();
    showIn('ar');
    await waitFor(() => expect(useFreshDeliveryOptions.getState().options).not.toBeNull());
    await userEvent.click(screen.getByRole('link', { name: CATALOGUES.ar.cart.orderViaWhatsapp }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(CATALOGUES.ar.cartOrder.optionsChanged));
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /بيروت/ })).toBeChecked();
    expect(screen.getByText(CATALOGUES.ar.cartOrder.optionsUpdated)).toBeInTheDocument();
  });

  it('keep the option in an order the shop could not record, and in its message with the fee worked out by the browser', async () => {
    const calls = serveCart({
      quote: () => json({ lines: [available(2)], deliveryOptions: DELIVERY_OPTIONS }),
      order: () => json({ message: 'Internal Server Error' }, 500),
    });
    const { tab } = watchTabs();
    showIn('en', withRate);
    await userEvent.click(screen.getByRole('radio', { name: /Mount Lebanon/ }));
    await userEvent.click(screen.getByRole('link', { name: 'Order via WhatsApp' }));
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    expect(messageOf(tab.location.href)).toContain(
      'Items: 2\nItems total: $25.00\nDelivery (Mount Lebanon): $5.00\nTotal: $30.00\nTotal in pounds: LBP 2,685,000 (indicative)',
    );
    const sent = calls.find((call) => call.path === '/api/orders')!.body;
    const kept = JSON.parse(localStorage.getItem('unrecorded-orders')!) as Array<Record<string, unknown>>;
    expect(kept).toEqual([
      { idempotencyKey: sent.idempotencyKey, lines: sent.lines, deliveryOption: 'zone-mount', language: 'en', at: expect.any(String) },
    ]);

    const later = serveCart({ order: () => json(recorded(), 201) });
    await resendUnrecorded();
    expect(later).toEqual([
      {
        path: '/api/orders',
        body: {
          idempotencyKey: sent.idempotencyKey,
          lines: sent.lines,
          deliveryOption: 'zone-mount',
          language: 'en',
          sentWithoutReference: true,
        },
      },
    ]);
  });

  it('read in Arabic: the names, the fee and what is missing, the amounts isolated', async () => {
    serveCart({ quote: () => json({ lines: [available(2)], deliveryOptions: DELIVERY_OPTIONS }) });
    showIn('ar');
    const messages = CATALOGUES.ar.cartOrder;
    expect(screen.getByRole('group', { name: messages.deliveryOption })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /بيروت/ })).toHaveAccessibleName('بيروت $3.00');
    expect(screen.getByRole('radio', { name: /بيروت/ })).toHaveAccessibleDescription(`في اليوم نفسه ${messages.freeFrom('$50.00')}`);
    expect(screen.getByRole('radio', { name: /جبل لبنان/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: new RegExp(messages.pickup) })).toBeInTheDocument();
    expect(screen.getByText(messages.freeOver('$50.00', '$25.00'))).toBeInTheDocument();
    expect(messages.freeOver('$50.00', '$25.00')).toContain('\u2068$25.00\u2069');
    expect(screen.getByText(messages.deliveryRow)).toBeInTheDocument();
  });
});
