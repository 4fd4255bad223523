import { describe, expect, it } from 'vitest';
import { CatalogueIndex, type SearchedItem } from './catalogue-index.js';
import { typoBudget, typos } from './typos.js';

let made = 0;
/** An item made later than the one before it (newer), English name unless told. */
function item(fields: Partial<SearchedItem> & { id: string }): SearchedItem {
  made += 1;
  const at = new Date(Date.UTC(2026, 0, 1) + made * 1000).toISOString();
  return {
    name: '',
    description: '',
    name_fr: null,
    name_ar: null,
    description_fr: null,
    description_ar: null,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}

/** An index of the items whose search returns every id, best first. */
function indexOf(...items: SearchedItem[]) {
  const index = new CatalogueIndex();
  for (const one of items) index.put(one);
  return {
    search: (text: string) => index.search(text)?.all(),
    suggest: (text: string) => index.suggest(text),
    index,
  };
}

describe('catalogue search index', () => {
  it('folds what is stored and what is typed alike: case, accents, ligatures, Arabic letters and digits', () => {
    const index = indexOf(
      item({ id: 'creme', name: 'Crème ÉCLAT', description: 'Sœur' }),
      item({ id: 'ahmar', name: 'أحمر شفاه', description: 'كريمة مرطّبة ٣٠ مل' }),
      item({ id: 'plain', name: 'احمر', description: 'كريمه' }),
    );
    expect(index.search('creme eclat')).toEqual(['creme']);
    expect(index.search('CRÈME soeur')).toEqual(['creme']);
    expect(index.search('أحمر')).toEqual(['plain', 'ahmar']);
    expect(index.search('احمر شفاه')).toEqual(['ahmar']);
    // ة and ه read alike (fold.ts), both ways; vowel marks dropped; ٣٠ is 30.
    expect(index.search('كريمه')).toEqual(['plain', 'ahmar']);
    expect(index.search('كريمة')).toEqual(['plain', 'ahmar']);
    expect(index.search('مرطبة 30')).toEqual(['ahmar']);
    expect(index.search('\u202bشفاه\u202c')).toEqual(['ahmar']);
  });

  it('needs every word, in any order, each in any name or description in any language', () => {
    const index = indexOf(
      item({ id: 'velvet', name: 'Velvet lipstick', description: 'Matte', name_fr: 'Rouge velours', description_ar: 'أحمر شفاه مخملي' }),
      item({ id: 'mascara', name: 'Mascara', description: 'Volume lipstick-proof' }),
    );
    expect(index.search('velours شفاه')).toEqual(['velvet']);
    expect(index.search('matte rouge lipstick')).toEqual(['velvet']);
    expect(index.search('lipstick')).toEqual(['velvet', 'mascara']);
    expect(index.search('velvet mascara')).toEqual([]);
  });

  it('forgives no typo under five letters, one from five, two from nine; a swap is one, a first letter two', () => {
    expect([4, 5, 8, 9, 12].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
    expect([typos('sreum', 'serum'), typos('verum', 'serum'), typos('serun', 'serum')]).toEqual([1, 2, 1]);
    const index = indexOf(
      item({ id: 'serum', name: 'Serum', description: 'Rose' }),
      item({ id: 'moist', name: 'Moisturizing gel', description: 'Daily' }),
    );
    expect(index.search('sreum daily')).toEqual([]);
    expect(index.search('sreum')).toEqual(['serum']);
    expect(index.search('serun rose')).toEqual(['serum']);
    // First letter wrong: two typos, too many for five letters.
    expect(index.search('verum')).toEqual([]);
    // Four letters: none forgiven (rise is not rose, nor does any word start with it).
    expect(index.search('rise')).toEqual([]);
    expect(index.search('moistorizng gel')).toEqual(['moist']);
    expect(index.search('moistrzng gel')).toEqual([]);
  });

  it('matches the last word as the start of a word, and only the last', () => {
    const index = indexOf(item({ id: 'velvet', name: 'Velvet lipstick', description: 'Matte finish' }));
    expect(index.search('velvet lip')).toEqual(['velvet']);
    expect(index.search('lip velvet')).toEqual([]);
    expect(index.search('mat')).toEqual(['velvet']);
    expect(index.search('finish mat')).toEqual(['velvet']);
  });

  it('reads Arabizi as the Arabic words it spells', () => {
    const index = indexOf(
      item({ id: 'ahmar', name: 'Lipstick', name_ar: 'أحمر شفاه' }),
      item({ id: 'asal', name: 'Honey mask', description_ar: 'قناع بالعسل' }),
      item({ id: 'mars', name: 'Mars red', description: 'Hamra' }),
    );
    expect(index.search('a7mar')).toEqual(['ahmar']);
    // No Latin word is ahmar, so it is read as Arabizi too.
    expect(index.search('ahmar')).toEqual(['ahmar']);
    expect(index.search('a7m')).toEqual(['ahmar']);
    expect(index.search('bil3asal')).toEqual(['asal']);
    expect(index.search('lipstick shifeh')).toEqual(['ahmar']);
    // A word that is Latin in the catalogue stays Latin: hamra finds the description, not أحمر.
    expect(index.search('hamra')).toEqual(['mars']);
  });

  it('ranks whole words before prefixes before typos, names before descriptions, earlier in a name first, then newest first', () => {
    const index = indexOf(
      item({ id: 'typo-name', name: 'Craem blush' }),
      item({ id: 'old-whole-name', name: 'Cream blush' }),
      item({ id: 'description', name: 'Blush', description: 'A cream' }),
      item({ id: 'prefix-name', name: 'Creamy blush' }),
      item({ id: 'prefix-description', name: 'Blush', description: 'Creamy' }),
      item({ id: 'later-in-name', name: 'Blush cream' }),
      item({ id: 'new-whole-name', name: 'Cream stick' }),
    );
    expect(index.search('cream')).toEqual([
      'new-whole-name',
      'old-whole-name',
      'later-in-name',
      'prefix-name',
      'description',
      'prefix-description',
      'typo-name',
    ]);
    // Cream is no longer the last word: creamy is one typo from it, in a name or in a description.
    expect(index.search('cream blush')).toEqual([
      'later-in-name',
      'old-whole-name',
      'description',
      'prefix-name',
      'typo-name',
      'prefix-description',
    ]);
  });

  it('finds an Arabic word with a particle joined to it, just after the word itself', () => {
    const index = indexOf(
      item({ id: 'toner', name: 'Toner', name_ar: 'ماء الورد' }),
      item({ id: 'cream', name: 'Day cream', name_ar: 'كريم نهاري بماء الورد' }),
      item({ id: 'oil', name: 'Oil', description_ar: 'زيت ورد' }),
    );
    expect(index.search('ماء الورد')).toEqual(['toner', 'cream']);
    // الورد in names, before ورد alone in a description.
    expect(index.search('ورد')).toEqual(['toner', 'cream', 'oil']);
  });

  it('ranks the Arabic word an Arabizi spelling is nearest first, among those with its consonants', () => {
    const index = indexOf(
      item({ id: 'lipstick', name: 'Lipstick', name_ar: 'أحمر شفاه' }),
      item({ id: 'blush', name: 'Blush', name_ar: 'حمرة خدود' }),
      item({ id: 'tint', name: 'Tint', name_ar: 'صبغة شفاه حمراء' }),
    );
    expect(index.search('a7mar')).toEqual(['lipstick', 'blush', 'tint']);
  });

  it('suggests up to three names near the words when nothing matches, nearest first, each name once', () => {
    const index = indexOf(
      item({ id: 'mascara', name: 'Mascara', name_fr: 'Mascara volume', name_ar: 'ماسكارا' }),
      item({ id: 'serum', name: 'Serum' }),
      item({ id: 'roses', name: 'Roses' }),
      item({ id: 'rose', name: 'Rose oil' }),
      item({ id: 'rosa', name: 'Rosa cream', name_fr: 'Crème Rosa' }),
      item({ id: 'rosy', name: 'Rosy cheeks' }),
    );
    expect(index.search('mazcarro')).toEqual([]);
    expect(index.suggest('mazcarro')).toEqual([
      { name: 'Mascara', translations: { fr: { name: 'Mascara volume' }, ar: { name: 'ماسكارا' } } },
    ]);
    expect(index.search('rosz')).toEqual([]);
    // One letter away, newest first; then Roses, two away, is left out.
    expect(index.suggest('rosz').map((suggestion) => suggestion.name)).toEqual(['Rosy cheeks', 'Rosa cream', 'Rose oil']);
    expect(index.suggest('zzzzzzzzzz')).toEqual([]);
  });

  it('pages the ranking: each page sorts only the scores it reaches, the same order as the whole', () => {
    const { index } = indexOf(
      ...Array.from({ length: 30 }, (_, n) =>
        item({ id: `i${n}`, name: n % 3 === 0 ? 'Rose oil' : n % 3 === 1 ? 'Oil of rose' : 'Oil', description: 'rose' }),
      ),
    );
    const ranking = index.search('rose')!;
    const all = ranking.all();
    expect(all).toHaveLength(30);
    expect([0, 7, 14, 21, 28].flatMap((offset) => ranking.page(offset, 7))).toEqual(all);
    expect(ranking.within((id) => id.endsWith('1')).all()).toEqual(all.filter((id) => id.endsWith('1')));
  });

  it('looks at the first ten words, as Meilisearch does', () => {
    const { search } = indexOf(item({ id: 'one', name: 'a b c d e f g h i j' }));
    expect(search('a b c d e f g h i j')).toEqual(['one']);
    expect(search('a b c d e f g h i j unknown')).toEqual(['one']);
    expect(search('unknown a b c d e f g h i j')).toEqual([]);
  });

  it('has no words to look for in punctuation, marks or invisible characters alone', () => {
    const index = indexOf(item({ id: 'one', name: '100% pure', description: 'a_b' }));
    for (const text of ['%', '_', '\\', '"\'', '\u064e\u0650', '\u200f\u202e', 'ـــ', ' — '])
      expect(index.search(text), text).toBeUndefined();
    expect(index.search('100%')).toEqual(['one']);
    expect(index.search('a_b')).toEqual(['one']);
  });

  it('forgets a removed item and finds a replaced one by its new words only, before and after compacting', () => {
    const { search, index } = indexOf(item({ id: 'a', name: 'Rose oil' }), item({ id: 'b', name: 'Rose water' }));
    index.put(item({ id: 'a', name: 'Argan oil' }));
    index.remove('b');
    expect([search('rose'), search('argan'), index.size, index.goneCount]).toEqual([[], ['a'], 1, 2]);
    index.compact();
    expect([search('rose'), search('argan oil'), search('oil'), index.size, index.goneCount]).toEqual([[], ['a'], ['a'], 1, 0]);
  });
});
