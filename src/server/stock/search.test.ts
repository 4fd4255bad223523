import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH } from '#contract/constants.js';
import { apiMessages } from '#contract/messages/validation.js';
import { bearer, useSignedInShop } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { multipart } from '../test-support/multipart.js';

// The Stock page's search folds what is typed as the stored names are folded, and lists the counts
// whose item and colour names hold every word of it, in any order, in the page's usual order.

const ITEMS = [
  { name: 'Velvet Lipstick', colors: ['Berry', 'Plum'], tracked: true },
  { name: 'Rouge à lèvres Crème', colors: ['Rose Poudré', 'Framboise'], tracked: true },
  { name: 'أحمر شفاه مخملي', colors: ['وردي', 'أحمر داكن'], tracked: true },
  { name: 'Berry Balm', colors: [], tracked: true },
  { name: 'Velvet Hidden', colors: ['Berry'], tracked: false },
];

describe.each(engines)('the Stock search on %s', (engine) => {
  const shop = useSignedInShop(engine);

  beforeAll(async () => {
    for (const item of ITEMS) {
      const colors = item.colors.map((name, k) => ({ name, hexCode: `#00000${k}` }));
      const stock =
        colors.length > 0
          ? colors.map((color) => ({ colorHex: color.hexCode, count: 4, seen: null }))
          : [{ colorHex: null, count: 4, seen: null }];
      const fields = {
        name: item.name,
        description: 'd',
        price: '10',
        categoryId: shop.categoryId,
        colors: JSON.stringify(colors),
        trackStock: String(item.tracked),
        stock: JSON.stringify(item.tracked ? stock : []),
      };
      const body = multipart(fields);
      const response = await shop.t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...bearer(shop.token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
  });

  const list = (search: string, filter = 'all') =>
    shop.t.app.inject({
      method: 'GET',
      url: `/api/stock?filter=${filter}&limit=100&search=${encodeURIComponent(search)}`,
      headers: bearer(shop.token),
    });
  /** The rows listed, as item/colour, in the page's order. */
  const found = async (search: string, filter = 'all') => {
    const response = await list(search, filter);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((row: { name: string; colorName: string | null }) => `${row.name}/${row.colorName ?? ''}`);
  };

  it("finds a count by its item's and colour's words in any order", async () => {
    for (const typed of ['velvet berry', 'berry velvet', 'BERRY   Velvet', 'lipstick, berry', 'ber vel'])
      expect(await found(typed), typed).toEqual(['Velvet Lipstick/Berry']);
    expect(await found('berry')).toEqual(['Berry Balm/', 'Velvet Lipstick/Berry']);
    expect(await found('plum lipstick')).toEqual(['Velvet Lipstick/Plum']);
    expect(await found('velvet')).toEqual(['Velvet Lipstick/Berry', 'Velvet Lipstick/Plum']);
    expect(await found('velvet berry', 'low')).toEqual([]);
    expect(await found('velvet berry', 'out')).toEqual([]);
    expect(await found('velvet nowhere')).toEqual([]);
  });

  it('finds French without its accents, and Arabic without hamza or with vowel marks', async () => {
    expect(await found('levres creme')).toEqual(['Rouge à lèvres Crème/Framboise', 'Rouge à lèvres Crème/Rose Poudré']);
    expect(await found('poudre rose')).toEqual(['Rouge à lèvres Crème/Rose Poudré']);
    expect(await found('CRÈME framboise')).toEqual(['Rouge à lèvres Crème/Framboise']);
    expect(await found('احمر')).toEqual(['أحمر شفاه مخملي/أحمر داكن', 'أحمر شفاه مخملي/وردي']);
    expect(await found('داكن احمر')).toEqual(['أحمر شفاه مخملي/أحمر داكن']);
    expect(await found('أَحْمَر وردي')).toEqual(['أحمر شفاه مخملي/وردي']);
  });

  it('forgives a typo and reads Arabizi when nothing has every word as typed: the items the catalogue search finds, tracked ones only', async () => {
    expect(await found('velvat')).toEqual(['Velvet Lipstick/Berry', 'Velvet Lipstick/Plum']);
    expect(await found('lipstik')).toEqual(['Velvet Lipstick/Berry', 'Velvet Lipstick/Plum']);
    expect(await found('a7mar')).toEqual(['أحمر شفاه مخملي/أحمر داكن', 'أحمر شفاه مخملي/وردي']);
    expect(await found('velvat', 'out')).toEqual([]);
    // Exact words first: a colour's name as typed still narrows the list to that colour.
    expect(await found('velvet plum')).toEqual(['Velvet Lipstick/Plum']);
    expect(await found('zzzzqx')).toEqual([]);
  });

  it('lists every count for a search without words, and refuses one over the limit with 400, never a 500', async () => {
    const all = (await list('')).json().pagination.totalItems;
    expect(all).toBe(7);
    const wordless = [
      ' ',
      '-',
      '%',
      '_',
      '\\',
      '"',
      "'",
      '%_\\"\'',
      '\u064e\u0650\u0652',
      'ـــ',
      '\u200f\u202b\u202c',
      '\u200b\ufeff',
      '"%"',
    ];
    for (const search of wordless) {
      const response = await list(search);
      expect(response.statusCode, JSON.stringify(search)).toBe(200);
      expect(response.json().pagination.totalItems, JSON.stringify(search)).toBe(all);
    }
    expect(await found('%plum%')).toEqual(['Velvet Lipstick/Plum']);
    expect(await found('\u202bاحمر\u202c داكن')).toEqual(['أحمر شفاه مخملي/أحمر داكن']);
    expect(await found('velvet '.repeat(MAX_SEARCH_LENGTH / 7))).toEqual(['Velvet Lipstick/Berry', 'Velvet Lipstick/Plum']);
    expect(await found('ا'.repeat(MAX_SEARCH_LENGTH))).toEqual([]);

    const tooLong = await list('a'.repeat(MAX_SEARCH_LENGTH + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.search).toBe(`search must be at most ${MAX_SEARCH_LENGTH} characters`);
    const nul = await list('plum\u0000');
    expect([nul.statusCode, nul.json().errors.search]).toEqual([400, apiMessages.invalidCharacters]);
  });
});
