import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart.js';
import type { Order } from '#contract/order.js';
import { orderLink, orderMessage, recordedOrderMessage, whatsappLink } from './whatsapp.js';
import { englishMessages as en } from '#web/i18n/english.js';

const item = (overrides: Partial<CartItem>): CartItem => ({
  id: 'p1',
  kind: 'product',
  name: 'Lipstick',
  price: 15,
  offerPrice: 12.5,
  image: null,
  quantity: 1,
  ...overrides,
});

function decodedText(link: string): string {
  const url = new URL(link);
  expect(url.origin + url.pathname).toBe('https://wa.me/96170123456');
  // URLSearchParams would turn '+' into a space: read the raw, percent-encoded value instead.
  const raw = link.slice(link.indexOf('?text=') + '?text='.length);
  expect(raw).not.toMatch(/[&#+\s]/);
  return decodeURIComponent(raw);
}

describe('WhatsApp order message', () => {
  it('lists each line with colour when there is one, quantity and line total, then the total', () => {
    const items = [
      item({ name: 'Velvet Lipstick', color: { name: 'Rose Nude', hexCode: '#C98B8B' }, quantity: 2 }),
      item({ id: 'o1', kind: 'offer', name: 'Summer Trio', price: 40, offerPrice: 30 }),
    ];
    expect(orderMessage(items, en)).toBe(
      [
        'Hello! I would like to place an order:',
        '',
        '1. Velvet Lipstick',
        'Color: Rose Nude',
        'Quantity: 2',
        'Subtotal: $25.00',
        '',
        '2. Summer Trio',
        'Quantity: 1',
        'Subtotal: $30.00',
        '',
        'Items: 3',
        'Total: $55.00',
      ].join('\n'),
    );
  });

  it('says the cart is empty', () => {
    expect(orderMessage([], en)).toBe('Your cart is empty.');
    expect(decodedText(orderLink('96170123456', [], en))).toBe('Your cart is empty.');
  });

  it('survives Arabic, emoji, &, #, + and line breaks in names', () => {
    const name = 'أحمر شفاه 💄 Rose & Co #1 + gloss\nsecond line <img src=x onerror=alert(1)>';
    const items = [item({ name, color: { name: 'وردي & #FF+', hexCode: '#FF00AA' } })];
    const text = decodedText(orderLink('96170123456', items, en));
    expect(text).toBe(orderMessage(items, en));
    expect(text).toContain(`1. ${name}\nColor: وردي & #FF+\n`);
  });

  it('builds the chat link with the greeting, keeping only digits of the number', () => {
    const link = whatsappLink('+961 70 123 456', 'Hello! مرحبا 👋 Q&A #1');
    expect(decodedText(link)).toBe('Hello! مرحبا 👋 Q&A #1');
  });

  it("names the recorded order's reference first, then the shop's lines and total, then the delivery details given", () => {
    const order: Order = {
      id: 'ord1',
      reference: 'BB-7KQ2M',
      status: 'new',
      channel: 'website',
      createdAt: '2026-11-25T10:00:00.000Z',
      lines: [
        { kind: 'product', itemId: 'p1', name: 'Velvet Lipstick', colorHex: '#C98B8B', colorName: 'Rose Nude', unitPrice: 14, quantity: 2, lineTotal: 28 },
        { kind: 'offer', itemId: 'o1', name: 'Summer Trio', colorHex: null, colorName: null, unitPrice: 30, quantity: 1, lineTotal: 30 },
      ],
      itemCount: 3,
      total: 58,
      delivery: { name: 'Rana Haddad', phone: '+961 70 123 456', address: null, note: 'After 5 pm' },
    };
    expect(recordedOrderMessage(order, en)).toBe(
      [
        'Order BB-7KQ2M',
        'Hello! I would like to place an order:',
        '',
        '1. Velvet Lipstick',
        'Color: Rose Nude',
        'Quantity: 2',
        'Subtotal: $28.00',
        '',
        '2. Summer Trio',
        'Quantity: 1',
        'Subtotal: $30.00',
        '',
        'Items: 3',
        'Total: $58.00',
        '',
        'Delivery:',
        'Name: Rana Haddad',
        'Phone: +961 70 123 456',
        'Note: After 5 pm',
      ].join('\n'),
    );
  });

  it("builds the browser's own message, without a reference, with the delivery details when the shop cannot record the order", () => {
    const delivery = { name: null, phone: null, address: 'Hamra, Makdessi St.', note: null };
    expect(orderMessage([item({ quantity: 2 })], en, { delivery })).toBe(
      ['Hello! I would like to place an order:', '', '1. Lipstick', 'Quantity: 2', 'Subtotal: $25.00', '', 'Items: 2', 'Total: $25.00', '', 'Delivery:', 'Address: Hamra, Makdessi St.'].join('\n'),
    );
    expect(orderMessage([item({})], en, { delivery: { name: null, phone: null, address: null, note: null } })).not.toContain('Delivery:');
  });
});
