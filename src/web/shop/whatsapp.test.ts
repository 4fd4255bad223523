import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart.js';
import type { Order } from '#contract/order.js';
import { orderLink, orderMessage, recordedOrderMessage, whatsappLink } from './whatsapp.js';
import { englishMessages as en } from '#web/i18n/english.js';
import { frenchMessages as fr } from '#web/i18n/french.js';
import { arabicMessages as ar } from '#web/i18n/arabic.js';
import { discountCodeText as arabicCode } from '#contract/messages/ar/storefront/discount-code.js';
import { discountCodeText as frenchCode } from '#contract/messages/fr/storefront/discount-code.js';
import { discountCodeText as englishCode } from '#contract/messages/storefront/discount-code.js';
import { orderLine, recordedOrder } from '#web/test-support/data.js';
import { beirut, mountLebanon } from './delivery-fixtures.js';
import { CUSTOMER_TEXT_MAX } from '#contract/customer-text.js';
import { HOSTILE_NAME, HOSTILE_NAME_SHOWN } from '#test/fixtures/customer-text.js';

/** The shop's address, which the link to a recorded order's page starts with. */
const ORIGIN = 'https://shop.example';

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

/** The text as read, without the marks that keep typed words in their own direction. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');

/** Each language's quotation marks around what the customer typed. */
const QUOTES = { en: (text: string) => `“${text}”`, fr: (text: string) => `«\u00a0${text}\u00a0»`, ar: (text: string) => `«${text}»` };

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
    const order = recordedOrder({
      lines: [
        orderLine({ colorHex: '#C98B8B', colorName: 'Rose Nude', shownColorName: 'Rose Nude', unitPrice: 14, lineTotal: 28 }),
        orderLine({
          kind: 'offer',
          itemId: 'o1',
          name: 'Summer Trio',
          shownName: 'Summer Trio',
          unitPrice: 30,
          quantity: 1,
          lineTotal: 30,
        }),
      ],
      itemCount: 3,
      total: 58,
      grandTotal: 58,
      delivery: { name: 'Rana Haddad', phone: '+961 70 123 456', address: null, note: 'After 5 pm' },
    });
    expect(recordedOrderMessage(order, en, ORIGIN)).toBe(
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
        'Name: \u2068“\u2068Rana Haddad\u2069”\u2069',
        'Phone: \u2068“\u2068+961 70 123 456\u2069”\u2069',
        'Note: \u2068“\u2068After 5 pm\u2069”\u2069',
        '',
        'Order page:',
        'https://shop.example/order/page-token',
      ].join('\n'),
    );
  });

  it("builds the browser's own message, without a reference, with the delivery details when the shop cannot record the order", () => {
    const delivery = { name: null, phone: null, address: 'Hamra, Makdessi St.', note: null };
    expect(orderMessage([item({ quantity: 2 })], en, { delivery })).toBe(
      [
        'Hello! I would like to place an order:',
        '',
        '1. Lipstick',
        'Quantity: 2',
        'Subtotal: $25.00',
        '',
        'Items: 2',
        'Total: $25.00',
        '',
        'Delivery:',
        'Address: \u2068“\u2068Hamra, Makdessi St.\u2069”\u2069',
      ].join('\n'),
    );
    expect(orderMessage([item({})], en, { delivery: { name: null, phone: null, address: null, note: null } })).not.toContain('Delivery:');
  });

  it('quotes and isolates what the customer typed in every language, so an Arabic name or address keeps its line in order', () => {
    const delivery = { name: 'رنا حداد', phone: '+961 70 123 456', address: 'الحمرا، شارع المقدسي 3', note: 'بعد الساعة 5' };
    const expected = {
      en: ['Name: “رنا حداد”', 'Phone: “+961 70 123 456”', 'Address: “الحمرا، شارع المقدسي 3”', 'Note: “بعد الساعة 5”'],
      fr: [
        'Nom\u00a0: «\u00a0رنا حداد\u00a0»',
        'Téléphone\u00a0: «\u00a0+961 70 123 456\u00a0»',
        'Adresse\u00a0: «\u00a0الحمرا، شارع المقدسي 3\u00a0»',
        'Remarque\u00a0: «\u00a0بعد الساعة 5\u00a0»',
      ],
      ar: ['الاسم: «رنا حداد»', 'الهاتف: «+961 70 123 456»', 'العنوان: «الحمرا، شارع المقدسي 3»', 'ملاحظة: «بعد الساعة 5»'],
    };
    for (const [language, messages] of [
      ['en', en],
      ['fr', fr],
      ['ar', ar],
    ] as const) {
      const message = orderMessage([item({})], messages, { delivery, language });
      expect(plain(message).endsWith(expected[language].join('\n'))).toBe(true);
      // Each typed text in an isolate of its own, inside the line's.
      expect(message).toContain(`\u2068${language === 'fr' ? '«\u00a0' : language === 'ar' ? '«' : '“'}\u2068رنا حداد\u2069`);
    }
  });

  it("keeps a customer's name, address and note to one quoted line each, cut, in every language and both messages", () => {
    const delivery = { name: HOSTILE_NAME, phone: '03\n123 456', address: `Hamra\n\n${'Street '.repeat(40)}`, note: 'Ring\r\ntwice\u202e' };
    const order = recordedOrder({ delivery });
    for (const [language, messages] of [
      ['en', en],
      ['fr', fr],
      ['ar', ar],
    ] as const) {
      for (const message of [
        orderMessage([item({})], messages, { delivery, language }),
        recordedOrderMessage(order, messages, ORIGIN, undefined, undefined, { language, items: [] }),
      ]) {
        expect(message).not.toContain('\n\nIMPORTANT');
        expect(message).not.toContain('evil.example');
        expect(message).not.toContain('\u202e');
        const block = message.split('\n\n').find((part) => part.startsWith(messages.orderMessage.deliveryHeading))!;
        const [, name, phone, address, note] = block.split('\n');
        expect(plain(name!)).toBe(messages.orderMessage.deliveryName(QUOTES[language](HOSTILE_NAME_SHOWN)).replace(/[\u2068\u2069]/g, ''));
        expect(plain(phone!)).toContain('03 123 456');
        // Cut at its bound: "Hamra " and 144 characters of the streets, the ellipsis last.
        expect(plain(address!)).toContain(`“Hamra ${'Street '.repeat(40).slice(0, CUSTOMER_TEXT_MAX.address - 7)}…`.slice(1));
        expect(plain(note!)).toContain('Ring twice');
      }
    }
  });
});

describe('WhatsApp order message with a delivery option', () => {
  const rate = { rate: 89_500, step: 1000, setAt: '2026-11-24T22:30:00.000Z' };
  const lipsticks = [item({ name: 'Velvet Lipstick', quantity: 2 })];
  const lines = ['1. Velvet Lipstick', 'Quantity: 2', 'Subtotal: $25.00'];
  const recorded = (overrides: Partial<Order>) =>
    recordedOrder({ deliveryOption: { id: 'zone-beirut', kind: 'zone', name: 'Beirut', fee: 3 }, grandTotal: 28, ...overrides });

  it("names the items' total, the option and its fee, and ends with the total with delivery, in pounds too", () => {
    const message = orderMessage(lipsticks, en, {
      shop: { orderGreeting: 'Hello! My order:', poundRate: rate },
      deliveryOption: { choice: { kind: 'zone', zone: beirut }, name: 'Beirut' },
    });
    expect(message).toBe(
      [
        'Hello! My order:',
        '',
        ...lines,
        '',
        'Items: 2',
        'Items total: $25.00',
        'Delivery (Beirut): $3.00',
        'Total: $28.00',
        'Total in pounds: LBP 2,506,000 (indicative)',
      ].join('\n'),
    );
  });

  it('says Free at the threshold exactly, and for pickup', () => {
    const fifty = [item({ offerPrice: 25, quantity: 2 })];
    expect(orderMessage(fifty, en, { deliveryOption: { choice: { kind: 'zone', zone: beirut }, name: 'Beirut' } })).toContain(
      'Items total: $50.00\nDelivery (Beirut): Free\nTotal: $50.00',
    );
    const underFifty = [item({ offerPrice: 24.99, quantity: 1 }), item({ id: 'p2', offerPrice: 25 })];
    expect(orderMessage(underFifty, en, { deliveryOption: { choice: { kind: 'zone', zone: beirut }, name: 'Beirut' } })).toContain(
      'Items total: $49.99\nDelivery (Beirut): $3.00\nTotal: $52.99',
    );
    expect(orderMessage(lipsticks, en, { deliveryOption: { choice: { kind: 'pickup' }, name: en.orderMessage.pickup } })).toContain(
      'Items total: $25.00\nDelivery (Pick up at the shop): Free\nTotal: $25.00',
    );
  });

  it("takes a recorded order's fee and total with delivery from the shop, named in the page's language", () => {
    // The shop's figures, even where the browser would have worked out another.
    const order = recorded({ deliveryOption: { id: 'zone-beirut', kind: 'zone', name: 'Beirut', fee: 4 }, grandTotal: 29 });
    expect(
      recordedOrderMessage(order, fr, ORIGIN, { orderGreeting: 'Bonjour\u202f! Ma commande\u202f:', poundRate: rate }, 'Beyrouth'),
    ).toBe(
      [
        'Commande BB-7KQ2M',
        'Bonjour\u202f! Ma commande\u202f:',
        '',
        fr.whatsapp.item(1, 'Velvet Lipstick'),
        fr.whatsapp.quantity(2),
        fr.whatsapp.lineTotal('$25.00'),
        '',
        fr.whatsapp.totalItems(2),
        'Total des articles\u00a0: $25.00',
        'Livraison (Beyrouth)\u00a0: $4.00',
        'Total\u00a0: $29.00',
        fr.pounds.orderTotal(fr.pounds.amount('2,596,000')),
        '',
        'Page de la commande\u00a0:',
        'https://shop.example/order/page-token',
      ].join('\n'),
    );
  });

  it('names the option in Arabic, isolated, with the fee and the total with delivery last', () => {
    const order = recorded({ deliveryOption: { id: 'zone-mount', kind: 'zone', name: 'Mount Lebanon', fee: 5 }, grandTotal: 30 });
    // The totals, before the link to the order's page.
    const totals = recordedOrderMessage(order, ar, ORIGIN, { orderGreeting: 'مرحبًا! طلبي:', poundRate: null }, 'جبل لبنان')
      .split('\n\n')
      .at(-2);
    expect(totals).toBe(
      [
        ar.whatsapp.totalItems(2),
        'مجموع المنتجات: \u2068$25.00\u2069',
        'التوصيل (\u2068جبل لبنان\u2069): \u2068$5.00\u2069',
        'الإجمالي: \u2068$30.00\u2069',
      ].join('\n'),
    );
    const pickup = recorded({ deliveryOption: { id: 'pickup', kind: 'pickup', name: 'Pick up at the shop', fee: 0 }, grandTotal: 25 });
    expect(recordedOrderMessage(pickup, ar, ORIGIN)).toContain('التوصيل (\u2068الاستلام من المتجر\u2069): \u2068مجاني\u2069');
  });

  it("keeps the order's English name for a zone the cart does not list any more", () => {
    expect(
      recordedOrderMessage(
        recorded({ deliveryOption: { id: 'zone-gone', kind: 'zone', name: 'Tripoli', fee: 6 }, grandTotal: 31 }),
        en,
        ORIGIN,
      ),
    ).toContain('Delivery (Tripoli): $6.00\nTotal: $31.00');
  });

  it('is the message as before without an option', () => {
    const plain = ['Hello! I would like to place an order:', '', ...lines, '', 'Items: 2', 'Total: $25.00'].join('\n');
    expect(orderMessage(lipsticks, en)).toBe(plain);
    expect(orderMessage(lipsticks, en, { deliveryOption: null })).toBe(plain);
    expect(recordedOrderMessage(recorded({ deliveryOption: null, grandTotal: 25 }), en, ORIGIN)).toBe(
      `Order BB-7KQ2M\n${plain}\n\nOrder page:\nhttps://shop.example/order/page-token`,
    );
    expect(
      orderMessage(lipsticks, fr, { deliveryOption: { choice: { kind: 'zone', zone: mountLebanon }, name: 'Mount Lebanon' } }),
    ).toContain('Livraison (Mount Lebanon)\u00a0: $5.00\nTotal\u00a0: $30.00');
  });
});

describe('WhatsApp order message with a discount code', () => {
  const lipsticks = [item({ name: 'Velvet Lipstick', quantity: 3 })];
  const rate = { rate: 89_500, step: 1000, setAt: '2026-11-24T22:30:00.000Z' };
  // The code's line comes with the code field's words, in the page's language.
  const withCode = { en: { ...en, discountLine: englishCode.messageLine }, fr: { ...fr, discountLine: frenchCode.messageLine } };
  const arWithCode = { ...ar, discountLine: arabicCode.messageLine };
  const recorded = (overrides: Partial<Order>) =>
    recordedOrder({
      lines: [orderLine({ quantity: 3, lineTotal: 37.5 })],
      itemCount: 3,
      total: 37.5,
      deliveryOption: { id: 'zone-beirut', kind: 'zone', name: 'Beirut', fee: 3 },
      discount: { code: 'LAYAL15', items: 5.63, delivery: 0 },
      grandTotal: 34.87,
      ...overrides,
    });

  it('names the code and what it takes off before the total, which is less it, in pounds too', () => {
    const message = orderMessage(lipsticks, withCode.en, {
      shop: { orderGreeting: 'Hello! My order:', poundRate: rate },
      deliveryOption: { choice: { kind: 'zone', zone: beirut }, name: 'Beirut' },
      discount: { code: 'LAYAL15', amount: 5.63 },
    });
    expect(message.split('\n\n').at(-1)).toBe(
      [
        'Items: 3',
        'Items total: $37.50',
        'Delivery (Beirut): $3.00',
        'Discount code LAYAL15: -$5.63',
        'Total: $34.87',
        'Total in pounds: LBP 3,121,000 (indicative)',
      ].join('\n'),
    );
  });

  it("writes the items' total before the code's line when the shop offers no delivery options", () => {
    expect(
      orderMessage(lipsticks, withCode.en, { discount: { code: 'SPRING5', amount: 5 } })
        .split('\n\n')
        .at(-1),
    ).toBe(['Items: 3', 'Items total: $37.50', 'Discount code SPRING5: -$5.00', 'Total: $32.50'].join('\n'));
  });

  it("takes a recorded order's discount from the shop: the items' part and the fee for free delivery", () => {
    expect(recordedOrderMessage(recorded({}), withCode.en, ORIGIN)).toContain(
      'Delivery (Beirut): $3.00\nDiscount code LAYAL15: -$5.63\nTotal: $34.87',
    );
    const freeDelivery = recorded({ discount: { code: 'FREESHIP', items: 0, delivery: 3 }, grandTotal: 37.5 });
    expect(recordedOrderMessage(freeDelivery, withCode.en, ORIGIN)).toContain(
      'Delivery (Beirut): $3.00\nDiscount code FREESHIP: -$3.00\nTotal: $37.50',
    );
  });

  it('says it in French', () => {
    expect(recordedOrderMessage(recorded({}), withCode.fr, ORIGIN, undefined, 'Beyrouth')).toContain(
      'Livraison (Beyrouth)\u00a0: $3.00\nCode promo LAYAL15\u00a0: -$5.63\nTotal\u00a0: $34.87',
    );
  });

  it('says it in Arabic, starting with an Arabic word, the code and the amount isolated', () => {
    const totals = recordedOrderMessage(recorded({}), arWithCode, ORIGIN, undefined, 'بيروت').split('\n\n').at(-2)!;
    expect(totals.split('\n')).toEqual([
      ar.whatsapp.totalItems(3),
      'مجموع المنتجات: \u2068$37.50\u2069',
      'التوصيل (\u2068بيروت\u2069): \u2068$3.00\u2069',
      'رمز الخصم \u2068LAYAL15\u2069: \u2068-$5.63\u2069',
      'الإجمالي: \u2068$34.87\u2069',
    ]);
  });

  it('has no line for a code that takes nothing off (free delivery with pickup), and is the message as before without one', () => {
    const pickup = { choice: { kind: 'pickup' } as const, name: en.orderMessage.pickup };
    expect(orderMessage(lipsticks, withCode.en, { deliveryOption: pickup, discount: { code: 'FREESHIP', amount: 0 } })).toBe(
      orderMessage(lipsticks, en, { deliveryOption: pickup }),
    );
    expect(orderMessage(lipsticks, withCode.en)).toBe(orderMessage(lipsticks, en));
  });
});
