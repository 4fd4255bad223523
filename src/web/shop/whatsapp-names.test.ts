import { describe, expect, it } from 'vitest';
import type { Order } from '#contract/order.js';
import { arabicMessages as ar } from '#web/i18n/arabic.js';
import { englishMessages as en } from '#web/i18n/english.js';
import { frenchMessages as fr } from '#web/i18n/french.js';
import type { CartItem } from './cart.js';
import { orderMessage, recordedOrderMessage } from './whatsapp.js';

// The customer's message names each item and colour as the customer saw them, in the page's language;
// the recorded order keeps the English names the owner's inbox uses.

const lipstick: CartItem = {
  id: 'p1',
  kind: 'product',
  name: 'Velvet Cream Lipstick',
  translations: { fr: { name: 'Rouge Velours' }, ar: { name: 'أحمر شفاه مخملي' } },
  price: 15,
  offerPrice: 15,
  image: null,
  color: { name: 'Soft Pink', hexCode: '#FFC0CB', translations: { fr: { name: 'Rose tendre' }, ar: {} } },
  quantity: 2,
};
// A line added before translations existed, or with none given: English stands in.
const cream: CartItem = {
  id: 'p2',
  kind: 'product',
  name: 'Day Cream',
  price: 20,
  offerPrice: 20,
  image: null,
  color: { name: 'Cocoa', hexCode: '#6B4226' },
  quantity: 1,
};

const order: Order = {
  id: 'ord1',
  reference: 'BB-7KQ2M',
  status: 'new',
  channel: 'website',
  createdAt: '2026-11-27T10:00:00.000Z',
  lines: [
    {
      kind: 'product',
      itemId: 'p1',
      name: 'Velvet Cream Lipstick',
      colorHex: '#FFC0CB',
      colorName: 'Soft Pink',
      shownName: 'Rouge Velours',
      shownColorName: 'Rose tendre',
      unitPrice: 15,
      quantity: 2,
      lineTotal: 30,
    },
    {
      kind: 'product',
      itemId: 'p2',
      name: 'Day Cream',
      colorHex: '#6B4226',
      colorName: 'Cocoa',
      shownName: 'Day Cream',
      shownColorName: 'Cocoa',
      unitPrice: 20,
      quantity: 1,
      lineTotal: 20,
    },
  ],
  itemCount: 3,
  total: 50,
  deliveryOption: null,
  discount: null,
  grandTotal: 50,
  delivery: { name: null, phone: null, address: null, note: null },
  pageToken: 'page-token',
};

describe("the order message in the customer's words", () => {
  it('names the items and colours in French, English where none is given', () => {
    const text = orderMessage([lipstick, cream], fr, { language: 'fr' });
    expect(text).toContain(`1. Rouge Velours\n${fr.whatsapp.color('Rose tendre')}`);
    expect(text).toContain(`2. Day Cream\n${fr.whatsapp.color('Cocoa')}`);
    expect(text).not.toContain('Velvet Cream Lipstick');
  });

  it('names them in Arabic, isolated in the line; an untranslated colour is English', () => {
    const text = orderMessage([lipstick], ar, { language: 'ar' });
    expect(text).toContain(ar.whatsapp.item(1, 'أحمر شفاه مخملي'));
    expect(text).toContain('\u2068أحمر شفاه مخملي\u2069');
    expect(text).toContain(ar.whatsapp.color('Soft Pink'));
    expect(text).toContain('\u2068Soft Pink\u2069');
  });

  it('keeps the English names without a language, and on the English page', () => {
    for (const text of [orderMessage([lipstick], en), orderMessage([lipstick], en, { language: 'en' })]) {
      expect(text).toContain('1. Velvet Cream Lipstick\nColor: Soft Pink');
    }
  });

  it("names a recorded order's lines as the cart showed them, after its reference, matched by item and colour", () => {
    const text = recordedOrderMessage(order, fr, 'https://shop.example', undefined, undefined, {
      language: 'fr',
      items: [cream, lipstick],
    });
    expect(text.split('\n')[0]).toBe(fr.orderMessage.reference('BB-7KQ2M'));
    expect(text).toContain(`1. Rouge Velours\n${fr.whatsapp.color('Rose tendre')}`);
    expect(text).toContain(`2. Day Cream\n${fr.whatsapp.color('Cocoa')}`);
    // The order itself keeps the English.
    expect(order.lines[0]!.name).toBe('Velvet Cream Lipstick');
  });

  it("keeps a recorded line's English name when the cart has no line of that item in that colour", () => {
    const otherColour: CartItem = { ...lipstick, color: { name: 'Berry', hexCode: '#7A1F3D' } };
    const text = recordedOrderMessage(order, ar, 'https://shop.example', undefined, undefined, { language: 'ar', items: [otherColour] });
    expect(text).toContain(ar.whatsapp.item(1, 'Velvet Cream Lipstick'));
    expect(text).toContain(ar.whatsapp.color('Soft Pink'));
  });

  it("links a recorded order to its page in the cart's language; the browser's own message, without a reference, to none", () => {
    const french = recordedOrderMessage(order, fr, 'https://shop.example', undefined, undefined, { language: 'fr', items: [lipstick] });
    expect(french.split('\n\n').at(-1)).toBe('Page de la commande\u00a0:\nhttps://shop.example/fr/order/page-token');
    const arabic = recordedOrderMessage(order, ar, 'https://shop.example', undefined, undefined, { language: 'ar', items: [lipstick] });
    expect(arabic.split('\n\n').at(-1)).toBe('صفحة الطلب:\nhttps://shop.example/ar/order/page-token');
    expect(orderMessage([lipstick], fr, { language: 'fr' })).not.toContain('/order/');
  });
});
