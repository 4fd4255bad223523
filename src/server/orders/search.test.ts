import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH } from '#contract/constants.js';
import { apiMessages } from '#contract/messages/validation.js';
import { bearer, useSignedInShop } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { multipart } from '../test-support/multipart.js';

// The owner's order search folds what is typed as the stored text is folded, and finds the orders
// holding every word of it, in any order, in the reference, the customer's name or the phone digits.

const CUSTOMERS = {
  ahmad: { name: 'أحمد الخطيب', phone: '+961 70 123 456' },
  fatima: { name: 'فاطمة حداد', phone: '03 705 864' },
  rimaHaddad: { name: 'Rima Haddad', phone: '+961 71 701 299' },
  rimaKhoury: { name: 'Rima Khoury', phone: '+961 76 555 111' },
  zoe: { name: 'Zoé Ghanem', phone: '+961 81 444 333' },
  noName: { name: '', phone: '' },
};
type Customer = keyof typeof CUSTOMERS;

describe.each(engines)('the order search on %s', (engine) => {
  const shop = useSignedInShop(engine);
  const placed = {} as Record<Customer, string>;

  beforeAll(async () => {
    const body = multipart({ name: 'Velvet Lipstick', description: 'Matte', price: '24.5', categoryId: shop.categoryId });
    const product = await shop.t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...bearer(shop.token), ...body.headers },
      payload: body.payload,
    });
    expect(product.statusCode, product.body).toBeLessThan(300);
    for (const [customer, delivery] of Object.entries(CUSTOMERS)) {
      const payload = {
        idempotencyKey: randomUUID(),
        lines: [{ kind: 'product', id: product.json().id, colorHex: null, quantity: 1 }],
        delivery,
      };
      const response = await shop.t.app.inject({ method: 'POST', url: '/api/orders', payload });
      expect(response.statusCode, response.body).toBe(201);
      placed[customer as Customer] = response.json().id;
    }
  });

  const list = (search: string) =>
    shop.t.app.inject({ method: 'GET', url: `/api/orders?search=${encodeURIComponent(search)}`, headers: bearer(shop.token) });
  const found = async (search: string) => {
    const response = await list(search);
    expect(response.statusCode, response.body).toBe(200);
    const ids: string[] = response.json().data.map((row: { id: string }) => row.id);
    return Object.entries(placed)
      .filter(([, id]) => ids.includes(id))
      .map(([customer]) => customer);
  };

  it('finds an Arabic name typed without hamza, with vowel marks, or with ة as ه', async () => {
    for (const typed of ['احمد', 'أحمد', 'أَحْمَد', 'إحمد', 'احـمـد', 'الخطيب']) expect(await found(typed), typed).toEqual(['ahmad']);
    for (const typed of ['فاطمه', 'فاطمة', 'فاطِمَة', 'فاطمه حداد']) expect(await found(typed), typed).toEqual(['fatima']);
  });

  it('finds every word of the search in any order, across the name and the phone digits', async () => {
    for (const typed of ['rima haddad', 'haddad rima', 'HADDAD   Rima', 'rima 7012', '7012 rima', 'haddad, rima'])
      expect(await found(typed), typed).toEqual(['rimaHaddad']);
    expect(await found('rima')).toEqual(['rimaHaddad', 'rimaKhoury']);
    expect(await found('حداد فاطمه')).toEqual(['fatima']);
    expect(await found('الخطيب احمد')).toEqual(['ahmad']);
    expect(await found('rima nowhere')).toEqual([]);
    // Latin without its accents, and with them.
    expect(await found('zoe')).toEqual(['zoe']);
    expect(await found('ZOÉ ghanem')).toEqual(['zoe']);
  });

  it('reads Arabic-Indic digits as the phone digits they are', async () => {
    for (const typed of ['٧٠٥٨٦٤', '۷۰۵۸۶۴', '٠٣ ٧٠٥ ٨٦٤', '٠٣-٧٠٥-٨٦٤', '03 705 864', '705864'])
      expect(await found(typed), typed).toEqual(['fatima']);
    expect(await found('+٩٦١ ٧٠ ١٢٣ ٤٥٦')).toEqual(['ahmad']);
    expect(await found('rima ٧٠١٢')).toEqual(['rimaHaddad']);
  });

  it('lists every order for a search without words, and refuses one over the limit with 400, never a 500', async () => {
    const all = (await list('')).json().pagination.totalItems;
    expect(all).toBe(Object.keys(CUSTOMERS).length);
    // Punctuation, LIKE's wildcards, quotes, vowel marks, tatweel, bidi and zero-width characters alone: no words, no filter.
    const wordless = [
      ' ',
      '   ',
      '-',
      '%',
      '_',
      '\\',
      '"',
      "'",
      '%_\\"\'',
      '()+-',
      '\u064e\u0650\u0652',
      'ـــ',
      '\u200f\u202b\u202c',
      '\u200b\ufeff',
      '*',
      '"%"',
    ];
    for (const search of wordless) {
      const response = await list(search);
      expect(response.statusCode, JSON.stringify(search)).toBe(200);
      expect(response.json().pagination.totalItems, JSON.stringify(search)).toBe(all);
    }
    // Wildcards and quotes beside a word are separators: the word alone is looked for.
    expect(await found('%rima%')).toEqual(['rimaHaddad', 'rimaKhoury']);
    expect(await found('"haddad" \'rima\'')).toEqual(['rimaHaddad']);
    expect(await found('\u202bاحمد\u202c')).toEqual(['ahmad']);

    const longest = 'ا'.repeat(MAX_SEARCH_LENGTH);
    for (const search of [longest, '٧'.repeat(MAX_SEARCH_LENGTH), 'ii ll '.repeat(MAX_SEARCH_LENGTH / 6)]) {
      const response = await list(search);
      expect(response.statusCode, search.slice(0, 10)).toBe(200);
      expect(response.json().data).toEqual([]);
    }
    expect(await found('rima '.repeat(MAX_SEARCH_LENGTH / 5))).toEqual(['rimaHaddad', 'rimaKhoury']);
    const tooLong = await list(`${longest}ب`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.search).toBe(`search must be at most ${MAX_SEARCH_LENGTH} characters`);
    // NUL is refused in any field, as no engine stores it.
    const nul = await list('rima\u0000');
    expect([nul.statusCode, nul.json().errors.search]).toEqual([400, apiMessages.invalidCharacters]);
    const filtered = await shop.t.app.inject({
      method: 'GET',
      url: `/api/orders?status=new&search=${encodeURIComponent('haddad rima')}`,
      headers: bearer(shop.token),
    });
    expect(filtered.json().data.map((row: { id: string }) => row.id)).toEqual([placed.rimaHaddad]);
  });
});
