import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deviceName } from './accounts.js';
import { contactInputSchema } from './contact.js';
import { LIMITS, ORDER_LIMITS } from './constants.js';
import { centsToDollars, money } from './fields.js';
import { admin } from './messages/admin.js';
import { apiMessages, validation } from './messages/validation.js';
import { paginate } from './pagination.js';
import { productFieldsSchema, productListQuerySchema } from './product.js';
import { updatePasswordInputSchema } from './auth.js';
import { deliveryInputSchema } from './order.js';

const firstErrors = (error: z.ZodError) => Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message]));

describe('product fields', () => {
  const valid = { name: ' Lipstick ', description: 'Matte', price: '12.5', categoryId: 'c1' };

  it('trims text, turns dollars into cents and defaults the optional fields', () => {
    expect(productFieldsSchema.parse(valid)).toEqual({
      name: 'Lipstick',
      description: 'Matte',
      priceCents: 1250,
      offerPriceCents: null,
      categoryId: 'c1',
      soldOut: false,
      colors: [],
      // Left out, tracking stays as stored: a new product is not counted unless asked.
      trackStock: undefined,
      stock: [],
      // No French or Arabic given: none (English shows on those pages).
      nameFr: null,
      nameAr: null,
      descriptionFr: null,
      descriptionAr: null,
    });
  });

  it('parses colours from JSON text, normalises hex codes and accepts soldOut as text', () => {
    const parsed = productFieldsSchema.parse({
      ...valid,
      offerPrice: '9.99',
      soldOut: 'true',
      colors: JSON.stringify([{ name: ' Rose ', hexCode: '#ff00aa' }]),
    });
    expect(parsed.offerPriceCents).toBe(999);
    expect(parsed.soldOut).toBe(true);
    expect(parsed.colors).toEqual([{ name: 'Rose', hexCode: '#FF00AA', photo: null }]);
  });

  it('reads the photos as ids in order: absent keeps them, [] removes them, at most a few and each once', () => {
    expect(productFieldsSchema.parse(valid).photos).toBeUndefined();
    expect(productFieldsSchema.parse({ ...valid, photos: '' }).photos).toBeUndefined();
    expect(productFieldsSchema.parse({ ...valid, photos: '[]' }).photos).toEqual([]);
    expect(productFieldsSchema.parse({ ...valid, photos: '[" b ","a"]' }).photos).toEqual(['b', 'a']);
    const refused = (photos: string) => firstErrors(productFieldsSchema.safeParse({ ...valid, photos }).error!).photos;
    expect(refused('a')).toBe(validation.photosFormat);
    expect(refused('["a","a"]')).toBe(validation.photoTwice);
    expect(refused(JSON.stringify(Array.from({ length: LIMITS.photosMax + 1 }, (_, i) => `p${i}`)))).toBe(validation.photosTooMany);
    const colors = JSON.stringify([{ name: 'Rose', hexCode: '#FF00AA', photo: 'a' }]);
    expect(productFieldsSchema.parse({ ...valid, colors }).colors[0]!.photo).toBe('a');
  });

  it("returns the catalogue's messages, one per field", () => {
    const result = productFieldsSchema.safeParse({ name: ' ', description: '', price: '0', categoryId: '' });
    expect(result.success).toBe(false);
    expect(firstErrors(result.error!)).toEqual({
      name: validation.productNameRequired,
      description: validation.productDescriptionRequired,
      price: validation.validPrice,
      categoryId: validation.selectCategory,
    });
  });

  it.each(['-1', 'abc', '1e3', '12.345', '10000000', ' '])('refuses the price %j', (price) => {
    const result = productFieldsSchema.safeParse({ ...valid, price });
    expect(firstErrors(result.error!)).toEqual({ price: validation.validPrice });
  });

  it.each([
    ['١٢٫٥', 1250],
    ['۱۲.۵۰', 1250],
    ['٩٩', 9900],
  ])('reads a price typed with Arabic-Indic or Persian digits: %s', (price, cents) => {
    expect(productFieldsSchema.parse({ ...valid, price }).priceCents).toBe(cents);
  });

  it('refuses an offer price that is not below the price', () => {
    const result = productFieldsSchema.safeParse({ ...valid, offerPrice: '12.50' });
    expect(firstErrors(result.error!)).toEqual({ offerPrice: validation.offerPriceBelowPrice });
  });

  it('refuses colour names that differ only by case, bad hex codes and unknown fields', () => {
    const colors = JSON.stringify([
      { name: 'Red', hexCode: '#FF0000' },
      { name: 'red ', hexCode: '#EE0000' },
    ]);
    expect(productFieldsSchema.safeParse({ ...valid, colors }).error!.issues[0]!.message).toBe(validation.colorNameExists);
    const badHex = JSON.stringify([{ name: 'Red', hexCode: 'red' }]);
    expect(productFieldsSchema.safeParse({ ...valid, colors: badHex }).error!.issues[0]!.message).toBe(validation.colorHexFormat);
    expect(productFieldsSchema.safeParse({ ...valid, extra: 'x' }).success).toBe(false);
  });
});

describe('list queries', () => {
  it('defaults page and limit, drops empty search and the "all" category', () => {
    expect(productListQuerySchema.parse({ search: '  ', categoryId: 'all' })).toEqual({
      page: 1,
      limit: 20,
      search: undefined,
      categoryId: undefined,
    });
  });

  it.each([{ page: '0' }, { page: 'x' }, { limit: '100000' }, { search: 'a'.repeat(10_000) }, { other: '1' }])('refuses %j', (query) => {
    expect(productListQuerySchema.safeParse(query).success).toBe(false);
  });

  it('paginates, including a page past the end', () => {
    expect(paginate(2, 10, 25)).toEqual({
      currentPage: 2,
      totalPages: 3,
      totalItems: 25,
      hasPrevious: true,
      hasNext: true,
      previousPage: 1,
      nextPage: 3,
    });
    expect(paginate(9, 10, 25)).toMatchObject({ hasNext: false, nextPage: null, previousPage: 3 });
    expect(paginate(1, 10, 0)).toMatchObject({ totalPages: 0, hasPrevious: false, hasNext: false });
  });
});

describe('contact and password inputs', () => {
  // These come from the storefront's English catalogue, which has their French and Arabic: still the server's words.
  it("keeps the visitor's form messages word for word", () => {
    expect([
      validation.contactNameRequired,
      validation.contactEmailInvalid,
      validation.contactMessageRequired,
      validation.contactMessageTooLong,
      validation.tooLong(30),
      validation.deliveryPhoneInvalid,
      apiMessages.invalidCharacters,
      apiMessages.orderItemsChanged,
    ]).toEqual([
      'Please enter your name',
      'Please enter a valid email address',
      'Please enter a message',
      `The message must be at most ${LIMITS.contactMessageMax} characters`,
      'Must be at most 30 characters',
      'Please enter a valid phone number (digits, spaces and + - ( ) only)',
      'Contains a character that is not allowed',
      'Some items in your cart have changed. Please check your cart and send the order again.',
    ]);
  });

  it.each([
    ['٠٣ ١٢٣ ٤٥٦', '03 123 456'],
    ['+٩٦١ ٧١ ١٢٣ ٤٥٦', '+961 71 123 456'],
    ['۰۳ ۱۲۳ ۴۵۶', '03 123 456'],
    ['(03) 123-456', '(03) 123-456'],
  ])("takes a customer's phone typed with any digits, stored with 0-9: %s", (phone, stored) => {
    expect(deliveryInputSchema.parse({ phone }).phone).toBe(stored);
  });

  it('still refuses a phone with letters', () => {
    expect(firstErrors(deliveryInputSchema.safeParse({ phone: '03 ABC ٤٥٦' }).error!)).toEqual({ phone: validation.deliveryPhoneInvalid });
  });

  it('checks the email is well formed', () => {
    const result = contactInputSchema.safeParse({ name: 'Rima', email: 'not-an-email', message: 'Hi' });
    expect(firstErrors(result.error!)).toEqual({ email: validation.contactEmailInvalid });
    expect(contactInputSchema.parse({ name: 'Rima', email: ' rima@example.com ', message: 'Hi' }).email).toBe('rima@example.com');
  });

  it('requires matching new passwords of at least 8 characters', () => {
    const base = { username: 'admin', oldPassword: 'old-password' };
    expect(firstErrors(updatePasswordInputSchema.safeParse({ ...base, newPassword: 'abcdefgh', confirmPassword: 'x' }).error!)).toEqual({
      confirmPassword: validation.passwordsDoNotMatch,
    });
    expect(firstErrors(updatePasswordInputSchema.safeParse({ ...base, newPassword: 'short', confirmPassword: 'short' }).error!)).toEqual({
      newPassword: validation.passwordTooShort,
    });
    expect(
      firstErrors(updatePasswordInputSchema.safeParse({ username: '', oldPassword: '', newPassword: '', confirmPassword: '' }).error!)
        .username,
    ).toBe(validation.fillAllFields);
  });
});

describe('colours', () => {
  it('refuses unknown keys in a colour', () => {
    const colors = JSON.stringify([{ name: 'Red', hexCode: '#FF0000', onload: 'alert(1)' }]);
    const result = productFieldsSchema.safeParse({
      name: 'Lipstick',
      description: 'Matte',
      price: '12',
      categoryId: 'c1',
      colors,
    });
    expect(result.success).toBe(false);
  });

  const product = { name: 'Lipstick', description: 'Matte', price: '12', categoryId: 'c1' };
  const parseColors = (colors: unknown[]) => productFieldsSchema.safeParse({ ...product, colors: JSON.stringify(colors) });

  it("takes a colour's French and Arabic names trimmed, an empty or absent one as none", () => {
    const parsed = parseColors([
      { name: 'Soft Pink', hexCode: '#FFC0CB', translations: { fr: { name: ' Rose tendre ' }, ar: { name: 'وردي ناعم' } } },
      { name: 'Cocoa', hexCode: '#6B4226', translations: { fr: { name: '  ' }, ar: {} } },
      { name: 'Nude', hexCode: '#E3BC9A', translations: { fr: { name: 'Nude' } } },
      { name: 'Red', hexCode: '#FF0000' },
    ]);
    expect(parsed.data!.colors.map((color) => color.translations)).toEqual([
      { fr: { name: 'Rose tendre' }, ar: { name: 'وردي ناعم' } },
      undefined,
      { fr: { name: 'Nude' }, ar: {} },
      undefined,
    ]);
    // The response's shape, sent back as read, is taken as it is.
    expect(parseColors([{ name: 'Red', hexCode: '#FF0000', soldOut: false, left: null, translations: { fr: {}, ar: {} } }]).success).toBe(
      true,
    );
  });

  it("refuses a colour translation over the name's limit, not text, or with unknown keys", () => {
    const tooLong = 'x'.repeat(LIMITS.colorNameMax + 1);
    const refused = (translations: unknown) => parseColors([{ name: 'Red', hexCode: '#FF0000', translations }]);
    expect(refused({ fr: { name: tooLong } }).error!.issues[0]!.message).toBe(validation.tooLong(LIMITS.colorNameMax));
    expect(refused({ fr: { name: 'x'.repeat(LIMITS.colorNameMax) } }).success).toBe(true);
    expect(refused({ ar: { name: 5 } }).success).toBe(false);
    expect(refused({ de: { name: 'Rot' } }).success).toBe(false);
    expect(refused({ fr: { name: 'Rouge', onload: 'alert(1)' } }).success).toBe(false);
    expect(refused('Rouge').success).toBe(false);
  });
});

describe('money', () => {
  it('takes every whole number of cents an order can add up to, and no fraction of a cent', () => {
    const largestOrderCents = ORDER_LIMITS.linesMax * ORDER_LIMITS.quantityMax * LIMITS.priceMaxCents;
    for (let cents = largestOrderCents - 2000; cents <= largestOrderCents; cents += 1) {
      expect(money.safeParse(centsToDollars(cents)).success, String(cents)).toBe(true);
    }
    for (const cents of [0, 1, 1999, 2 ** 31 - 1, 2 ** 31]) expect(money.safeParse(centsToDollars(cents)).success).toBe(true);
    for (const dollars of [19.999, 0.001, 21474836.475]) expect(money.safeParse(dollars).success, String(dollars)).toBe(false);
  });
});

describe("an order's delivery details", () => {
  it('takes null as not given, as a response gives it back, and says too long only of a text too long', () => {
    expect(deliveryInputSchema.parse({ name: null, phone: null, address: null, note: null })).toEqual({
      name: null,
      phone: null,
      address: null,
      note: null,
    });
    expect(deliveryInputSchema.parse({ name: '  Rima ', note: '' })).toMatchObject({ name: 'Rima', note: null });
    const tooLong = deliveryInputSchema.safeParse({ note: 'x'.repeat(ORDER_LIMITS.deliveryNoteMax + 1) });
    expect(tooLong.success ? null : firstErrors(tooLong.error)).toEqual({ note: validation.tooLong(ORDER_LIMITS.deliveryNoteMax) });
  });
});

describe("a session's device", () => {
  it('words the browser and the system, the one alone when only one is known, else says it is unknown', () => {
    const name = (browser: string | null, system: string | null) => deviceName({ browser, system }, admin.accounts);
    expect(name('Chrome', 'Android')).toBe('Chrome on Android');
    expect(name('Firefox', null)).toBe('Firefox');
    expect(name(null, 'Windows')).toBe('Windows');
    expect(name(null, null)).toBe(admin.accounts.unknownDevice);
  });
});
