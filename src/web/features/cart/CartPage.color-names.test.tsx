import { getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isolate } from '#contract/messages/translation.js';
import type { Order, QuoteLine } from '#contract/order.js';
import type { Language } from '#web/i18n/messages.js';
import { useCart } from '#web/shop/cart.js';
import { CATALOGUES, json, renderInLanguage, whatsappTextOf } from '#web/test-support/render.js';
import { CartPage } from './CartPage.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const lipstick = {
  id: 'p1',
  name: 'Velvet Cream Lipstick',
  translations: { fr: { name: 'Rouge Velours' }, ar: { name: 'أحمر شفاه مخملي' } },
  price: 15,
  offerPrice: null,
  image: null,
};
const softPink = { name: 'Soft Pink', hexCode: '#FFC0CB', translations: { fr: { name: 'Rose tendre' }, ar: {} } };

// The French words hold no-break spaces, which the default matching would turn into plain ones.
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

function show(language: Language) {
  // The shop cannot be reached: the page keeps the lines as they are.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ message: 'Not found' }, 404)),
  );
  useCart.getState().add(lipstick, softPink);
  renderInLanguage(language, '/cart', <CartPage />);
  return CATALOGUES[language];
}

describe("a cart line's colour in the page's language", () => {
  beforeEach(() => {
    localStorage.clear();
    useCart.getState().clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the English name for the order and the translations beside it', () => {
    show('fr');
    expect(useCart.getState().items[0]!.color).toEqual(softPink);
  });

  it.each([
    ['fr', 'Rouge Velours', 'Rose tendre'],
    ['ar', 'أحمر شفاه مخملي', 'Soft Pink'],
    ['en', 'Velvet Cream Lipstick', 'Soft Pink'],
  ] as const)('names the colour in %s, English where none is given, in the line and its message', async (language, itemName, colorName) => {
    const messages = show(language);
    expect(await screen.findByText(messages.cart.color(isolate(colorName)), asWritten)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: colorName })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.cart.remove(`${itemName} (${colorName})`) })).toBeInTheDocument();
    const text = whatsappTextOf(screen.getByRole('link', { name: messages.cart.orderViaWhatsapp }).getAttribute('href'))!;
    expect(text).toContain(messages.whatsapp.item(1, itemName));
    expect(text).toContain(messages.whatsapp.color(colorName));
  });

  it('shows markup in a name as text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Not found' }, 404)),
    );
    useCart.getState().add(lipstick, { ...softPink, translations: { fr: { name: '<b>Rose</b>' }, ar: {} } });
    renderInLanguage('fr', '/cart', <CartPage />);
    expect(await screen.findByText(CATALOGUES.fr.cart.color(isolate('<b>Rose</b>')), asWritten)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it("names the recorded order's line as the customer saw it, after the order's reference", async () => {
    const line: QuoteLine = {
      kind: 'product',
      id: 'p1',
      colorHex: '#FFC0CB',
      quantity: 1,
      status: 'available',
      name: 'Velvet Cream Lipstick',
      translations: null,
      price: 15,
      offerPrice: null,
      image: null,
      imageSrcset: null,
      imageWidth: null,
      imageHeight: null,
      colorName: 'Soft Pink',
      unitPrice: 15,
      lineTotal: 15,
      left: null,
    };
    // The shop records the English names, and the French ones the customer saw.
    const recordedLine: Order['lines'][number] = {
      kind: 'product',
      itemId: 'p1',
      name: 'Velvet Cream Lipstick',
      colorHex: '#FFC0CB',
      colorName: 'Soft Pink',
      shownName: 'Rouge Velours',
      shownColorName: 'Rose tendre',
      unitPrice: 15,
      quantity: 1,
      lineTotal: 15,
    };
    const empty = { name: null, phone: null, address: null, note: null };
    const order: Order = {
      id: 'ord1',
      reference: 'BB-7KQ2M',
      status: 'new',
      channel: 'website',
      createdAt: '2026-11-27T10:00:00.000Z',
      lines: [recordedLine],
      itemCount: 1,
      total: 15,
      deliveryOption: null,
      discount: null,
      grandTotal: 15,
      delivery: empty,
      pageToken: 'page-token',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://shop.test').pathname;
        if (path === '/api/cart/quote') return json({ lines: [line] });
        if (path === '/api/orders') return json(order, 201);
        return json({ message: 'Not found' }, 404);
      }),
    );
    const tab = { location: { href: '' }, opener: {} as unknown, closed: false, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab as unknown as Window),
    );
    useCart.getState().add(lipstick, softPink);
    renderInLanguage('fr', '/cart', <CartPage />);
    await userEvent.click(await screen.findByRole('link', { name: CATALOGUES.fr.cart.orderViaWhatsapp }));
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    const text = whatsappTextOf(tab.location.href)!;
    expect(text.split('\n')[0]).toBe(CATALOGUES.fr.orderMessage.reference('BB-7KQ2M'));
    expect(text).toContain(`1. Rouge Velours\n${CATALOGUES.fr.whatsapp.color('Rose tendre')}`);
  });
});
