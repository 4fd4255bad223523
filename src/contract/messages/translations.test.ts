import { describe, expect, expectTypeOf, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { admin } from './admin.js';
import { adminText as arabicAdminText } from './ar/admin.js';
import { apiMessagesText as arabicApiMessages, validationText as arabicValidation } from './ar/validation.js';
import { catalogues, type Catalogue } from './catalogues.js';
import { discountCodeValidationText as arabicDiscountCode } from './ar/discount-code-validation.js';
import { discountCodeValidation } from './discount-code-validation.js';
import { settingsMessages } from '../settings.js';
import { settingsMessagesText as arabicSettings } from './ar/settings-validation.js';
import { settingsMessagesText as frenchSettings } from './fr/settings-validation.js';
import { discountCodeValidationText as frenchDiscountCode } from './fr/discount-code-validation.js';
import * as arabicOrderUpdates from './ar/order-updates.js';
import { adminText as frenchAdminText } from './fr/admin.js';
import * as frenchOrderUpdates from './fr/order-updates.js';
import * as orderUpdates from './order-updates.js';
import { orderPageText as arabicOrderPage } from './ar/storefront/order-page.js';
import { orderPageText as frenchOrderPage } from './fr/storefront/order-page.js';
import { orderPageText } from './storefront/order-page.js';
import { discountCodeText as arabicDiscountCodeText } from './ar/storefront/discount-code.js';
import { discountCodeText as frenchDiscountCodeText } from './fr/storefront/discount-code.js';
import { discountCodeText } from './storefront/discount-code.js';
import { haveCodeText } from './storefront/discount-code-opener.js';
import { apiMessagesText as frenchApiMessages, validationText as frenchValidation } from './fr/validation.js';
import { apiMessages, validation } from './validation.js';
import { plural, type PluralCategory } from './translation.js';

// Every translation against the English it translates: the same modules, exports and keys all the
// way down, no blank words, the same parameters, and every argument the English shows shown too.

/** A catalogue's shape without its words: keys, array lengths and each function's parameters. */
type Signature<T> = T extends (...args: infer A) => unknown
  ? { parameters: A }
  : T extends string
    ? string
    : T extends object
      ? { -readonly [K in keyof T]: Signature<T[K]> }
      : T;

// TypeScript lets `satisfies` pass a function that takes fewer parameters; these compare exactly.
expectTypeOf<Signature<typeof catalogues.fr>>().toEqualTypeOf<Signature<Catalogue>>();
expectTypeOf<Signature<typeof catalogues.ar>>().toEqualTypeOf<Signature<Catalogue>>();
expectTypeOf<Signature<typeof frenchAdminText>>().toEqualTypeOf<Signature<typeof admin>>();
expectTypeOf<Signature<typeof arabicAdminText>>().toEqualTypeOf<Signature<typeof admin>>();
expectTypeOf<Signature<typeof frenchApiMessages>>().toEqualTypeOf<Signature<typeof apiMessages>>();
expectTypeOf<Signature<typeof arabicApiMessages>>().toEqualTypeOf<Signature<typeof apiMessages>>();
expectTypeOf<Signature<typeof frenchValidation>>().toEqualTypeOf<Signature<typeof validation>>();
expectTypeOf<Signature<typeof arabicValidation>>().toEqualTypeOf<Signature<typeof validation>>();
expectTypeOf<Signature<typeof frenchOrderUpdates>>().toEqualTypeOf<Signature<typeof orderUpdates>>();
expectTypeOf<Signature<typeof arabicOrderUpdates>>().toEqualTypeOf<Signature<typeof orderUpdates>>();
expectTypeOf<Signature<typeof frenchOrderPage>>().toEqualTypeOf<Signature<typeof orderPageText>>();
expectTypeOf<Signature<typeof arabicOrderPage>>().toEqualTypeOf<Signature<typeof orderPageText>>();
expectTypeOf<Signature<typeof frenchDiscountCodeText>>().toEqualTypeOf<Signature<typeof discountCodeText>>();
expectTypeOf<Signature<typeof arabicDiscountCodeText>>().toEqualTypeOf<Signature<typeof discountCodeText>>();
expectTypeOf<Signature<typeof frenchDiscountCode>>().toEqualTypeOf<Signature<typeof discountCodeValidation>>();
expectTypeOf<Signature<typeof arabicDiscountCode>>().toEqualTypeOf<Signature<typeof discountCodeValidation>>();

/**
 * The arguments each function is called with: numbers that fall in different plural forms (Arabic:
 * 7 few, 23 many, 101 other), each parameter a different one, then strings. A string where a number
 * is expected still lands in the text, which is all a placeholder needs.
 */
const CALLS: readonly (readonly (number | string)[])[] = [
  [7, 23, 101, 11],
  [23, 101, 7, 12],
  [101, 7, 23, 13],
  ['ZQX', 'ZQY', 'ZQW', 'ZQV'],
];
/** Only checked for words (Arabic writes 0, 1 and 2 as words: منتج واحد، منتجان). */
const SMALL_COUNTS = [0, 1, 2];

const BIDI_MARKS = /[\u200e\u200f\u2066-\u2069]/g;
const isBlank = (text: string) => text.replace(BIDI_MARKS, '').trim() === '';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
type Message = (...args: (number | string | string[])[]) => string;

/** Calls `message`; where the English takes a list (the files not added), each argument as a list of one. */
function callLike(message: Message, args: (number | string)[], english: Message): string {
  // A number given where a name is expected comes back as it was (`name || …`): it still reads.
  const asText = (text: unknown) => (typeof text === 'number' ? String(text) : text) as string;
  try {
    english(...args);
    return asText(message(...args));
  } catch {
    return asText(message(...args.map((arg) => [String(arg)])));
  }
}

function checkOutput(text: unknown, where: string, problems: string[]) {
  if (typeof text !== 'string') problems.push(`${where} returns ${typeof text}, not a string`);
  else if (isBlank(text)) problems.push(`${where} returns nothing to read`);
  else if (/undefined|NaN|\[object /.test(text)) problems.push(`${where} returns "${text}"`);
}

/** What differs between an English message (or object of them) and its translation. */
function compare(english: unknown, translated: unknown, path: string, problems: string[]): void {
  if (typeof english === 'string') {
    if (typeof translated !== 'string') problems.push(`${path} is ${typeof translated}, not a string`);
    else if (isBlank(translated)) problems.push(`${path} is blank`);
  } else if (typeof english === 'function') {
    if (typeof translated !== 'function') return void problems.push(`${path} is ${typeof translated}, not a function`);
    if (translated.length !== english.length) {
      problems.push(`${path} takes ${translated.length} parameters, English ${english.length}`);
    }
    for (const call of CALLS) {
      const args = call.slice(0, english.length);
      const where = `${path}(${args.join(', ')})`;
      const englishText = callLike(english as Message, args, english as Message);
      const text = callLike(translated as Message, args, english as Message);
      checkOutput(text, where, problems);
      if (typeof text !== 'string') continue;
      for (const arg of args) {
        const inEnglish = englishText.includes(String(arg));
        if (inEnglish !== text.includes(String(arg))) {
          problems.push(`${where}: ${arg} ${inEnglish ? 'missing from' : 'shown in'} "${text}" (English "${englishText}")`);
        }
      }
    }
    for (const count of SMALL_COUNTS) {
      const args = Array.from({ length: english.length }, () => count);
      checkOutput(callLike(translated as Message, args, english as Message), `${path}(${args.join(', ')})`, problems);
    }
  } else if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length) {
      return void problems.push(`${path} is not a list of ${english.length}`);
    }
    english.forEach((item, index) => compare(item, translated[index], `${path}[${index}]`, problems));
  } else if (isRecord(english)) {
    if (!isRecord(translated)) return void problems.push(`${path} is not an object`);
    for (const key of Object.keys(english)) {
      if (!(key in translated)) problems.push(`${path}.${key} is missing`);
      else compare(english[key], translated[key], `${path}.${key}`, problems);
    }
    for (const key of Object.keys(translated)) {
      if (!(key in english)) problems.push(`${path}.${key} is not in English`);
    }
  }
}

/** Every string of a catalogue, and every function's text for CALLS, with where it comes from. */
function* texts(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (typeof node === 'function') {
    for (const args of CALLS) yield [`${path}(…)`, callLike(node as Message, args.slice(0, node.length), node as Message)];
  } else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) yield* texts(value, `${path}.${key}`);
  }
}

const modules = Object.keys(catalogues.en) as (keyof Catalogue)[];
const translations = LANGUAGES.filter((locale) => locale !== 'en');

describe.each(translations)('the %s catalogue', (locale) => {
  const catalogue: Record<string, unknown> = catalogues[locale];

  it('has every English module and no other', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...modules].sort());
  });

  it.each(modules)('%s: the same exports and keys, no blank words, the same placeholders', (module) => {
    const english: Record<string, unknown> = catalogues.en[module];
    const translated = catalogue[module] as Record<string, unknown>;
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    const problems: string[] = [];
    for (const name of Object.keys(english)) compare(english[name], translated[name], `${module}: ${name}`, problems);
    expect(problems).toEqual([]);
  });
});

// The admin panel's words and the server's messages it shows, against their English the same way.
// The shop's messages and receipt to its customers, which the panel writes in the customer's language, with them;
// the discount codes' messages too (the Codes form's, and the one a customer reads when their code stopped applying).
const ADMIN_CATALOGUES = {
  fr: {
    admin: frenchAdminText,
    validation: frenchValidation,
    api: frenchApiMessages,
    orderUpdates: frenchOrderUpdates,
    discountCode: frenchDiscountCode,
    settings: frenchSettings,
  },
  ar: {
    admin: arabicAdminText,
    validation: arabicValidation,
    api: arabicApiMessages,
    orderUpdates: arabicOrderUpdates,
    discountCode: arabicDiscountCode,
    settings: arabicSettings,
  },
} as const;
const ENGLISH_ADMIN = {
  admin,
  validation,
  api: apiMessages,
  orderUpdates,
  discountCode: discountCodeValidation,
  settings: settingsMessages,
};

describe.each(translations)('the %s admin catalogue', (locale) => {
  it.each(Object.keys(ENGLISH_ADMIN))('%s: the same keys, no blank words, the same placeholders', (part) => {
    const problems: string[] = [];
    const key = part as keyof typeof ENGLISH_ADMIN;
    compare(ENGLISH_ADMIN[key], ADMIN_CATALOGUES[locale][key], `${locale} ${part}`, problems);
    expect(problems).toEqual([]);
  });
});

// An order's own page has its words apart from the catalogues (they come with its code): the same way.
const ORDER_PAGE = { fr: frenchOrderPage, ar: arabicOrderPage } as const;

describe.each(translations)("the %s words of an order's page", (locale) => {
  it('the same keys, no blank words, the same placeholders', () => {
    const problems: string[] = [];
    compare(orderPageText, ORDER_PAGE[locale], `${locale} order page`, problems);
    expect(problems).toEqual([]);
  });
});

// The cart's discount code has its words apart too (they come with its field), and the button that opens
// it its own phrase in each language.
const DISCOUNT_CODE = { fr: frenchDiscountCodeText, ar: arabicDiscountCodeText } as const;

describe.each(translations)("the %s words of the cart's discount code", (locale) => {
  it('the same keys, no blank words, the same placeholders', () => {
    const problems: string[] = [];
    compare(discountCodeText, DISCOUNT_CODE[locale], `${locale} discount code`, problems);
    compare(haveCodeText.en, haveCodeText[locale], `${locale} discount code button`, problems);
    expect(problems).toEqual([]);
  });
});

describe('French typography', () => {
  const all = [
    ...texts(catalogues.fr, 'fr'),
    ...texts(ADMIN_CATALOGUES.fr, 'fr admin'),
    ...texts(ORDER_PAGE.fr, 'fr order page'),
    ...texts(DISCOUNT_CODE.fr, 'fr discount code'),
    ...texts(haveCodeText.fr, 'fr discount code button'),
  ];

  it('sets a no-break space before : ; ! ? and never a plain one (a web address’s https: aside)', () => {
    // A time's colon (09:00, HH:MM) is no punctuation.
    const punctuation = (text: string) => text.replaceAll('https://', '').replace(/\b(?:\d{2}|HH):(?:\d{2}|MM)\b/g, '');
    expect(all.filter(([, text]) => /(^|[^\u00a0\u202f])[:;!?]/.test(punctuation(text)))).toEqual([]);
  });

  it('writes the apostrophe as ’', () => {
    expect(all.filter(([, text]) => text.includes("'"))).toEqual([]);
  });
});

describe('Arabic writing', () => {
  const all = [
    ...texts(catalogues.ar, 'ar'),
    ...texts(ADMIN_CATALOGUES.ar, 'ar admin'),
    ...texts(ORDER_PAGE.ar, 'ar order page'),
    ...texts(DISCOUNT_CODE.ar, 'ar discount code'),
    ...texts(haveCodeText.ar, 'ar discount code button'),
  ];
  const { orderMessageText } = catalogues.ar['cart-order'];
  const { whatsappText } = catalogues.ar['storefront/whatsapp'];
  const { poundsText } = catalogues.ar['storefront/pounds'];

  it('keeps Latin digits and Arabic punctuation (، ؟ ؛)', () => {
    expect(all.filter(([, text]) => /[\u0660-\u0669\u06f0-\u06f9]/.test(text))).toEqual([]);
    expect(all.filter(([, text]) => /[,;?]/.test(text))).toEqual([]);
  });

  it('starts every line of the order message with an Arabic word, so the chat sets it right to left', () => {
    const lines = [
      whatsappText.emptyCart,
      whatsappText.orderIntro,
      whatsappText.item(1, 'Velvet Lipstick'),
      whatsappText.color('Nude 02'),
      whatsappText.quantity(3),
      whatsappText.lineTotal('$25.00'),
      whatsappText.totalItems(3),
      whatsappText.total('$25.00'),
      poundsText.orderTotal(poundsText.amount('2,237,500')),
      orderMessageText.reference('BB-7KQ2M'),
      orderMessageText.deliveryHeading,
      orderMessageText.deliveryName('Rana'),
      orderMessageText.deliveryPhone('+961 3 123 456'),
      orderMessageText.deliveryAddress('Hamra, Beirut'),
      orderMessageText.deliveryNote('After 5 pm'),
      orderMessageText.itemsTotal('$25.00'),
      orderMessageText.deliveryFee('بيروت', '$3.00'),
      orderMessageText.orderPage('https://shop.example/ar/order/t0k3n'),
      DISCOUNT_CODE.ar.messageLine('LAYAL15', '$6.75'),
    ];
    // A link stands alone on the line after its words: the chat makes a link of it.
    const starts = lines.map((line) => line.split('\n')[0]!);
    expect(starts.filter((line) => !/^[\u0600-\u06ff]/.test(line))).toEqual([]);
  });

  it("starts every line of the shop's messages to a customer with an Arabic word", () => {
    const { orderUpdateText, receiptText } = arabicOrderUpdates;
    const messages = [
      orderUpdateText.hello,
      orderUpdateText.helloName('Rima'),
      ...(['received', 'confirmed', 'confirmedDelivery', 'readyForPickup', 'delivered', 'pickedUp', 'cancelled'] as const).map((status) =>
        orderUpdateText[status]('BB-7KQ2M'),
      ),
      orderUpdateText.address('Hamra Street, Beirut'),
      orderUpdateText.hours,
      orderUpdateText.orderPage('https://shop.example/ar/order/t0k3n').split('\n')[0]!,
      orderUpdateText.discount('LAYAL15', '$6.75'),
    ];
    expect(messages.filter((line) => !/^[\u0600-\u06ff]/.test(line))).toEqual([]);
    expect(orderUpdateText.received('BB-7KQ2M')).toContain('\u2068BB-7KQ2M\u2069');
    expect(orderUpdateText.address('Hamra Street, Beirut')).toBe('العنوان: \u2068Hamra Street, Beirut\u2069');
    // The link is the line's whole text: no mark of direction ends up in it.
    expect(orderUpdateText.orderPage('https://shop.example/ar/order/t0k3n').split('\n')[1]).toBe('https://shop.example/ar/order/t0k3n');
    for (const line of [receiptText.order('BB-7KQ2M'), receiptText.colour('Nude 02'), receiptText.delivery('Beirut')]) {
      expect(line).toMatch(/^[\u0600-\u06ff].*\u2068[^\u2069]+\u2069/);
    }
  });

  it('isolates dollar amounts beside Arabic words, which would otherwise read « 4.50$ »', () => {
    const { cartText } = catalogues.ar['storefront/cart'];
    const { cartOrderText } = catalogues.ar['cart-order'];
    for (const line of [
      cartText.save('$4.50'),
      whatsappText.lineTotal('$4.50'),
      whatsappText.total('$4.50'),
      poundsText.rateNote('89,500', '1/11'),
      cartOrderText.freeFrom('$4.50'),
      cartOrderText.freeOver('$4.50', '$1.00'),
      cartOrderText.freeOver('$10.00', '$4.50'),
      orderMessageText.itemsTotal('$4.50'),
      orderMessageText.deliveryFee('بيروت', '$4.50'),
    ]) {
      expect(line).toMatch(/\u2068\$[^\u2069]*4.50?[^\u2069]*\u2069|\u2068\$1 = 89,500\u2069/);
    }
  });

  it('isolates a discount code and its amount, minus included, so « -$6.75 » keeps its order', () => {
    expect(DISCOUNT_CODE.ar.messageLine('LAYAL15', '$6.75')).toBe('رمز الخصم \u2068LAYAL15\u2069: \u2068-$6.75\u2069');
    expect(arabicOrderUpdates.orderUpdateText.discount('LAYAL15', '$6.75')).toBe('رمز الخصم \u2068LAYAL15\u2069: \u2068-$6.75\u2069');
    expect(DISCOUNT_CODE.ar.row('LAYAL15')).toContain('\u2068LAYAL15\u2069');
    expect(DISCOUNT_CODE.ar.minimum('$40.00', '$15.00')).toMatch(/\u2068\$40\.00\u2069.*\u2068\$15\.00\u2069/);
  });

  it('isolates what the customer typed inside the order message', () => {
    expect(orderMessageText.deliveryPhone('+961 3 123 456')).toBe('الهاتف: \u2068+961 3 123 456\u2069');
    for (const line of [
      whatsappText.item(1, 'ZQX'),
      whatsappText.color('ZQX'),
      orderMessageText.reference('ZQX'),
      orderMessageText.deliveryName('ZQX'),
      orderMessageText.deliveryAddress('ZQX'),
      orderMessageText.deliveryNote('ZQX'),
    ]) {
      expect(line).toContain('\u2068ZQX\u2069');
    }
  });

  it('counts in the six forms', () => {
    const { cartText } = catalogues.ar['storefront/cart'];
    expect([0, 1, 2, 3, 11, 100].map((count) => cartText.subtotal(count))).toEqual([
      'المجموع الفرعي (لا منتجات)',
      'المجموع الفرعي (منتج واحد)',
      'المجموع الفرعي (منتجان)',
      'المجموع الفرعي (3 منتجات)',
      'المجموع الفرعي (11 منتجًا)',
      'المجموع الفرعي (100 منتج)',
    ]);
  });
});

describe('plural', () => {
  const categories: PluralCategory[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
  const named = Object.fromEntries(categories.map((category) => [category, category])) as Record<PluralCategory, string>;

  it('picks Arabic’s six forms: 0, 1, 2, 3–10, 11–99, 100+', () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => plural('ar', count, named))).toEqual(categories);
    expect([10, 99, 101, 103, 111].map((count) => plural('ar', count, named))).toEqual(['few', 'many', 'other', 'few', 'many']);
  });

  it('treats 0 and 1 as singular in French', () => {
    expect([0, 1, 2, 23].map((count) => plural('fr', count, named))).toEqual(['one', 'one', 'other', 'other']);
  });

  it('falls back to other for a form not given', () => {
    expect(plural('ar', 3, { one: 'one', other: 'other' })).toBe('other');
    expect(plural('fr', 1_000_000, { one: 'one', other: 'other' })).toBe('other');
  });
});

describe('one word for a colour', () => {
  it.each(LANGUAGES)('%s: the receipt, the order dialog, the cart and the WhatsApp message name a shade alike', (language) => {
    const receipt = { en: orderUpdates, fr: frenchOrderUpdates, ar: arabicOrderUpdates }[language].receiptText;
    const dialog = { en: admin, fr: frenchAdminText, ar: arabicAdminText }[language].orders;
    const cart = catalogues[language]['storefront/cart'].cartText;
    const whatsapp = catalogues[language]['storefront/whatsapp'].whatsappText;
    // Isolates aside: a page isolates the name with an element of its own.
    const said = [receipt.colour('Rose'), dialog.colour('Rose'), cart.color('Rose'), whatsapp.color('Rose')].map((text) =>
      text.replace(/[\u2066-\u2069]/g, ''),
    );
    expect(new Set(said).size, said.join(' | ')).toBe(1);
  });
});
