import { describe, expect, it } from 'vitest';
import { LANGUAGES, pathIn } from '#contract/languages.js';
import { ORDER_STATUSES } from '#contract/order.js';
import { DEFAULT_SHOP_CONFIG, type ShopConfig } from '#contract/shop-defaults.js';
import { customerMessage as messageIn, customerMessageLink as linkIn, type MessagedOrder } from './customer-message.js';
import { loadCustomerWords } from './customer-words.js';
import { HOSTILE_NAME, HOSTILE_NAME_SHOWN } from '#test/fixtures/customer-text.js';

const CUSTOMER_WORDS = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (language) => [language, await loadCustomerWords(language)])),
);
const customerMessage = (order: MessagedOrder, shop: ShopConfig | undefined, origin: string) =>
  messageIn(order, shop, origin, CUSTOMER_WORDS[order.language]!);
const customerMessageLink = (order: MessagedOrder, shop: ShopConfig | undefined, origin: string) =>
  linkIn(order, shop, origin, CUSTOMER_WORDS[order.language]!);

const ORIGIN = 'https://shop.example';

const order = (overrides: Partial<MessagedOrder> = {}): MessagedOrder => ({
  reference: 'BB-7KQ2M',
  status: 'new',
  language: 'en',
  pageToken: 'tok-3n',
  deliveryOption: null,
  discount: null,
  grandTotal: 45.5,
  delivery: { name: 'Rima', phone: '03 123 456', address: 'Hamra, Beirut', note: null },
  ...overrides,
});

const beirut = { id: 'z-beirut', kind: 'zone', name: 'Beirut', fee: 3 } as const;
const pickup = { id: 'pickup', kind: 'pickup', name: 'Pick up at the shop', fee: 0 } as const;

const shop: ShopConfig = {
  ...DEFAULT_SHOP_CONFIG,
  address: 'Hamra Street, Beirut',
  translations: { fr: { address: 'Rue Hamra, Beyrouth' }, ar: { address: 'شارع الحمرا، بيروت' } },
  hours: {
    alwaysOpen: false,
    days: [
      ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
        day,
        open: true,
        opens: '09:00',
        closes: '21:00',
      })),
      { day: 'saturday', open: true, opens: '10:00', closes: '14:00' },
      { day: 'sunday', open: false, opens: '09:00', closes: '21:00' },
    ],
  },
  delivery: {
    zones: [
      {
        id: 'z-beirut',
        name: 'Beirut',
        fee: 3,
        freeOver: null,
        estimate: null,
        translations: { fr: { name: 'Beyrouth' }, ar: { name: 'بيروت' } },
      },
    ],
    pickup: true,
  },
};
const withPounds: ShopConfig = { ...shop, poundRate: { rate: 89_500, step: 1000, setAt: '2026-03-01T10:00:00Z' } };

/** The text as read, without the marks that keep typed words in their own direction. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');

describe('the message to the customer', () => {
  it('says a new order was received and will be confirmed, with the link to its page', () => {
    expect(customerMessage(order(), shop, ORIGIN)).toBe(
      [
        'Hello “\u2068Rima\u2069”!\nWe have received your order BB-7KQ2M. We will confirm it soon.',
        'Follow your order here:\nhttps://shop.example/order/tok-3n',
      ].join('\n\n'),
    );
  });

  it('says a confirmed order is on its way soon, with the delivery option, its fee and the total, and the pounds when the shop shows them', () => {
    const confirmed = order({ status: 'confirmed', deliveryOption: beirut, grandTotal: 48.5 });
    expect(customerMessage(confirmed, withPounds, ORIGIN)).toBe(
      [
        'Hello “\u2068Rima\u2069”!\nYour order BB-7KQ2M is confirmed. It will be on its way to you soon.',
        'Delivery (Beirut): $3.00\nTotal: $48.50\nTotal in pounds: LBP 4,341,000 (indicative)',
        'Follow your order here:\nhttps://shop.example/order/tok-3n',
      ].join('\n\n'),
    );
    expect(customerMessage(confirmed, shop, ORIGIN)).not.toContain('LBP');
    expect(customerMessage({ ...confirmed, deliveryOption: { ...beirut, fee: 0 } }, shop, ORIGIN)).toContain('Delivery (Beirut): Free');
  });

  it('names the discount code before the total, with all it took off: items and delivery', () => {
    const discounted = order({
      status: 'confirmed',
      deliveryOption: beirut,
      discount: { code: 'LAYAL15', items: 6.75, delivery: 0 },
      grandTotal: 41.75,
    });
    expect(customerMessage(discounted, withPounds, ORIGIN)).toContain(
      'Delivery (Beirut): $3.00\nDiscount code LAYAL15: -$6.75\nTotal: $41.75\nTotal in pounds: LBP 3,737,000 (indicative)',
    );
    const freeDelivery = { ...discounted, discount: { code: 'FREESHIP', items: 0, delivery: 3 }, grandTotal: 45 };
    expect(customerMessage(freeDelivery, shop, ORIGIN)).toContain(
      'Delivery (Beirut): $3.00\nDiscount code FREESHIP: -$3.00\nTotal: $45.00',
    );
    expect(customerMessage({ ...discounted, language: 'fr' }, shop, ORIGIN)).toContain(
      'Livraison (Beyrouth)\u00a0: $3.00\nCode promo LAYAL15\u00a0: -$6.75\nTotal\u00a0: $41.75',
    );
    const arabic = customerMessage({ ...discounted, language: 'ar' }, shop, ORIGIN);
    expect(arabic).toContain('رمز الخصم \u2068LAYAL15\u2069: \u2068-$6.75\u2069\n');
    // Only a confirmed order tells its totals.
    expect(customerMessage({ ...discounted, status: 'new' }, shop, ORIGIN)).not.toContain('LAYAL15');
  });

  it('says a confirmed order without a delivery option is confirmed, with its total', () => {
    expect(customerMessage(order({ status: 'confirmed' }), shop, ORIGIN)).toBe(
      [
        'Hello “\u2068Rima\u2069”!\nYour order BB-7KQ2M is confirmed.',
        'Total: $45.50',
        'Follow your order here:\nhttps://shop.example/order/tok-3n',
      ].join('\n\n'),
    );
  });

  it("says a confirmed pickup is ready, with the total and the shop's address and hours", () => {
    expect(customerMessage(order({ status: 'confirmed', deliveryOption: pickup }), shop, ORIGIN)).toBe(
      [
        'Hello “\u2068Rima\u2069”!\nYour order BB-7KQ2M is ready for pickup at the shop.',
        'Total: $45.50',
        'Address: Hamra Street, Beirut\nOpening hours:\nMon–Fri 09:00–21:00\nSat 10:00–14:00\nSun Closed',
        'Follow your order here:\nhttps://shop.example/order/tok-3n',
      ].join('\n\n'),
    );
  });

  it('thanks for a delivered order, or one picked up, and says when it was cancelled', () => {
    expect(customerMessage(order({ status: 'delivered', deliveryOption: beirut }), shop, ORIGIN)).toMatch(
      /^Hello “\u2068Rima\u2069”!\nYour order BB-7KQ2M has been delivered\. Thank you for shopping with us!\n\nFollow your order here:\n/,
    );
    expect(customerMessage(order({ status: 'delivered', deliveryOption: pickup }), shop, ORIGIN)).toContain(
      'Your order BB-7KQ2M has been picked up. Thank you for shopping with us!',
    );
    expect(customerMessage(order({ status: 'cancelled' }), shop, ORIGIN)).toContain(
      'Your order BB-7KQ2M has been cancelled. If you have a question, just reply to this message.',
    );
  });

  it('says hello without a name when the customer gave none', () => {
    expect(customerMessage(order({ delivery: { name: ' ', phone: '03 123 456', address: null, note: null } }), shop, ORIGIN)).toMatch(
      /^Hello!\n/,
    );
  });

  it('writes in French to a customer who ordered in French, the zone and the address in French, the link to the French page', () => {
    const french = order({ language: 'fr', status: 'confirmed', deliveryOption: beirut, grandTotal: 48.5 });
    expect(customerMessage(french, withPounds, ORIGIN)).toBe(
      [
        'Bonjour «\u00a0\u2068Rima\u2069\u00a0»\u202f!\nVotre commande BB-7KQ2M est confirmée. Elle sera bientôt en route.',
        'Livraison (Beyrouth)\u00a0: $3.00\nTotal\u00a0: $48.50\nTotal en livres libanaises\u00a0: 4,341,000\u00a0L.L. (à titre indicatif)',
        'Suivez votre commande ici\u00a0:\nhttps://shop.example/fr/order/tok-3n',
      ].join('\n\n'),
    );
    const pickedUp = customerMessage({ ...french, deliveryOption: pickup, grandTotal: 45.5 }, shop, ORIGIN);
    expect(pickedUp).toContain('Votre commande BB-7KQ2M est prête\u00a0: vous pouvez la retirer à la boutique.');
    expect(pickedUp).toContain('Adresse\u00a0: Rue Hamra, Beyrouth\nHoraires\u00a0:\n');
  });

  it('writes in Arabic to a customer who ordered in Arabic, each line right to left, the link to the Arabic page', () => {
    const arabic = order({ language: 'ar', status: 'new', delivery: { name: 'ريما', phone: '03 123 456', address: null, note: null } });
    const message = customerMessage(arabic, shop, ORIGIN);
    expect(plain(message)).toBe(
      [
        'مرحبًا «ريما»!\nاستلمنا طلبك رقم BB-7KQ2M، وسنؤكّده لك قريبًا.',
        'تابع طلبك على هذه الصفحة:\nhttps://shop.example/ar/order/tok-3n',
      ].join('\n\n'),
    );
    expect(message).toContain('\u2068BB-7KQ2M\u2069');
    const ready = customerMessage({ ...arabic, status: 'confirmed', deliveryOption: pickup }, withPounds, ORIGIN);
    expect(plain(ready)).toContain('طلبك رقم BB-7KQ2M جاهز للاستلام من المتجر.');
    expect(plain(ready)).toContain('العنوان: شارع الحمرا، بيروت');
    const lines = ready.split('\n').filter((line) => line && !line.startsWith('https://'));
    expect(lines.filter((line) => !/^[\u0600-\u06ff]/.test(line))).toEqual([]);
  });

  it('names a zone the shop has since deleted by the name the order kept', () => {
    const gone = order({
      language: 'fr',
      status: 'confirmed',
      deliveryOption: { ...beirut, id: 'z-gone', name: 'Jounieh' },
      grandTotal: 48.5,
    });
    expect(customerMessage(gone, shop, ORIGIN)).toContain('Livraison (Jounieh)\u00a0: $3.00');
  });

  it('is a message without the shop’s address while the settings load', () => {
    const message = customerMessage(order({ status: 'confirmed', deliveryOption: pickup }), undefined, ORIGIN);
    expect(message).not.toContain('Address');
    expect(message).toContain('Total: $45.50');
  });
});

/** The name as each language quotes it, isolated inside the marks. */
const QUOTED_RIMA = { en: '“\u2068Rima\u2069”', fr: '«\u00a0\u2068Rima\u2069\u00a0»', ar: '«\u2068Rima\u2069»' } as const;

describe('the message in each language for each status', () => {
  const news = { new: 'received', confirmed: 'confirmedDelivery', delivered: 'delivered', cancelled: 'cancelled' } as const;
  it.each(LANGUAGES.flatMap((language) => ORDER_STATUSES.map((status) => [language, status] as const)))(
    '%s, %s: the news in that language, and the link to the page in it last',
    (language, status) => {
      const { updates } = CUSTOMER_WORDS[language]!;
      const message = customerMessage(order({ language, status, deliveryOption: beirut, grandTotal: 48.5 }), shop, ORIGIN);
      const blocks = message.split('\n\n');
      expect(blocks[0]).toBe(`${updates.helloName(QUOTED_RIMA[language])}\n${updates[news[status]]('BB-7KQ2M')}`);
      expect(blocks.at(-1)).toBe(updates.orderPage(`${ORIGIN}${pathIn(language, '/order/tok-3n')}`));
      // Only a confirmed order tells its total.
      expect(message.includes('48.50')).toBe(status === 'confirmed');
    },
  );
});

describe("the customer's name in the message", () => {
  it.each(LANGUAGES.flatMap((language) => ORDER_STATUSES.map((status) => [language, status] as const)))(
    '%s, %s: a name with line breaks is one quoted line, cut, and writes no paragraph of its own',
    (language, status) => {
      const hostile = order({ language, status, delivery: { name: HOSTILE_NAME, phone: '70 666 666', address: null, note: null } });
      const message = customerMessage(hostile, shop, ORIGIN);
      expect(message).not.toContain('\n\nIMPORTANT');
      expect(message).not.toContain('evil.example');
      const { updates } = CUSTOMER_WORDS[language]!;
      const quoted = { en: `“${HOSTILE_NAME_SHOWN}”`, fr: `«\u00a0${HOSTILE_NAME_SHOWN}\u00a0»`, ar: `«${HOSTILE_NAME_SHOWN}»` }[language];
      // The first line is the greeting with the quoted name, the shop's news on the next.
      const [hello, news] = plain(message).split('\n');
      expect(hello).toBe(plain(updates.helloName(quoted)));
      expect(news).toContain('BB-7KQ2M');
    },
  );
});

describe('the WhatsApp link to the customer', () => {
  it("opens a chat with the customer's number in international digits, the message ready", () => {
    const link = customerMessageLink(
      order({ delivery: { name: null, phone: '+33 6 12 34 56 78', address: null, note: null } }),
      shop,
      ORIGIN,
    );
    const url = new URL(link!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/33612345678');
    expect(url.searchParams.get('text')).toBe(
      'Hello!\nWe have received your order BB-7KQ2M. We will confirm it soon.\n\nFollow your order here:\nhttps://shop.example/order/tok-3n',
    );
  });

  it('is none without a phone', () => {
    expect(customerMessageLink(order({ delivery: { name: 'Rima', phone: null, address: null, note: null } }), shop, ORIGIN)).toBeNull();
  });
});
