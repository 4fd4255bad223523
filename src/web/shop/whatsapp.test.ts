import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart.js';
import { orderLink, orderMessage, whatsappLink } from './whatsapp.js';

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
    expect(orderMessage(items)).toBe(
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
    expect(orderMessage([])).toBe('Your cart is empty.');
    expect(decodedText(orderLink('96170123456', []))).toBe('Your cart is empty.');
  });

  it('survives Arabic, emoji, &, #, + and line breaks in names', () => {
    const name = 'أحمر شفاه 💄 Rose & Co #1 + gloss\nsecond line <img src=x onerror=alert(1)>';
    const items = [item({ name, color: { name: 'وردي & #FF+', hexCode: '#FF00AA' } })];
    const text = decodedText(orderLink('96170123456', items));
    expect(text).toBe(orderMessage(items));
    expect(text).toContain(`1. ${name}\nColor: وردي & #FF+\n`);
  });

  it('builds the chat link with the greeting, keeping only digits of the number', () => {
    const link = whatsappLink('+961 70 123 456', 'Hello! مرحبا 👋 Q&A #1');
    expect(decodedText(link)).toBe('Hello! مرحبا 👋 Q&A #1');
  });
});
