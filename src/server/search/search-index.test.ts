import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.js';
import { uuidv7 } from '../db/ids.js';
import { containsText, searchTextOf } from '../db/text.js';
import { deleteItem, insertItem, updateItem } from '../catalogue/item/repository.js';
import { listOffers } from '../offers/repository.js';
import { listProducts } from '../products/repository.js';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { matchesSearch, planSearch, type SearchedTable } from './matching.js';
import { randomSource } from '#test/fixtures/random.js';

const WORDS = [
  'Velvet', 'Lipstick', 'MATTE', 'Serum', 'cream', 'Hydrating', 'Mascara', 'rose', 'Oud', 'Argan',
  'Crème', 'Brûlée', 'Éclat', 'Sérum', 'Fraîcheur', 'Teint', 'Ölpflege', 'Ça', 'naïve', 'déjà',
  'عطر', 'كريم', 'أحمر', 'شفاه', 'مرطب', 'للوجه', 'ورد', 'زيت', 'الأرغان', 'بيروت',
  '💄', '😀', '🌹', '✨', '100%', 'SPF_50', 'back\\slash', '"quoted"', "it's", 'a_b', '50%off', 'x',
];

function phrase(random: () => number, words: number): string {
  return Array.from({ length: words }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
}

interface Item {
  id: string;
  name: string;
  description: string;
}

function generateItems(seed: number, count: number): Item[] {
  const random = randomSource(seed);
  return Array.from({ length: count }, () => ({
    id: uuidv7(),
    name: phrase(random, 1 + Math.floor(random() * 3)),
    // Half the rows share a tag, so some terms match more rows than others by far.
    description: phrase(random, Math.floor(random() * 12)) + (random() < 0.5 ? ' — Soin quotidien' : ''),
  }));
}

/** Terms cut from the data at every length from 1 to 6, upper-cased now and then, plus edge cases. */
function termsFor(items: Item[], seed: number): string[] {
  const random = randomSource(seed);
  const terms = new Set<string>([
    '%', '_', '\\', '%_', '"', "'", '""', '100%', '0%', '%o', 'a_b', 'a%b', 'k\\s', 'SLASH', '_5',
    'é', 'É', 'CRÈME', 'crème brû', 'ÇA', 'ع', 'عط', 'عطر', 'كريم مرطب', 'الأرغان', '💄', '💄 ', '😀 ✨',
    'ream', 'soin', 'SOIN Q', ' — ', 'e ', ' s', 'zzz', 'qqqq', 'لا يوجد', 'nothing-like-this', 'velvet lipstick', 'OUD',
  ]);
  for (let n = 0; n < 220; n += 1) {
    const item = items[Math.floor(random() * items.length)]!;
    const text = Array.from(random() < 0.5 ? item.name : item.description);
    if (text.length === 0) continue;
    const length = 1 + Math.floor(random() * 6);
    const from = Math.floor(random() * Math.max(1, text.length - length));
    let term = text.slice(from, from + length).join('').trim();
    if (random() < 0.3) term = term.toUpperCase();
    if (term) terms.add(term);
  }
  return [...terms];
}

const PLAIN_LIMIT = 10_000;

async function plainMatch(db: Db, table: SearchedTable, term: string): Promise<string[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where(containsText(`${table}.search_text`, term))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

async function indexedMatch(db: Db, table: SearchedTable, term: string): Promise<{ ids: string[]; total: number }> {
  const { rows, total } =
    table === 'products'
      ? await listProducts(db, { search: term }, PLAIN_LIMIT, 0)
      : await listOffers(db, { search: term }, PLAIN_LIMIT, 0);
  return { ids: rows.map((row) => row.id), total };
}

describe.each(engines)('indexed search on %s', (engine) => {
  let t: TestApp;
  let products: Item[];
  let offers: Item[];
  let terms: string[];

  const productRow = (item: Item, i: number) => ({
    id: item.id,
    name: item.name,
    description: item.description,
    search_text: searchTextOf(item.name, item.description),
    price_cents: 1000 + i,
    offer_price_cents: null,
    sold_out: 0,
    category_id: null,
    colors: '[]',
    image_id: null,
    created_at: new Date(Date.parse('2026-01-01T00:00:00Z') + i * 1000).toISOString(),
    updated_at: new Date(Date.parse('2026-01-01T00:00:00Z') + i * 1000).toISOString(),
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    // Enough rows that common terms pass SQLite's read-by-rowid limit and take the ordered index walk.
    products = generateItems(11, 1200);
    offers = generateItems(23, 150);
    await t.db.transaction().execute(async (trx) => {
      for (const [i, item] of products.entries()) await insertItem(trx, 'products', productRow(item, i));
      for (const [i, item] of offers.entries()) {
        const { sold_out: _s, category_id: _c, colors: _k, ...offer } = productRow(item, i);
        await insertItem(trx, 'offers', offer);
      }
    });
    terms = termsFor([...products, ...offers], 5);
  }, 120_000);
  afterAll(() => t.close());

  const expectSameAsPlain = async (table: SearchedTable) => {
    const mismatches: string[] = [];
    let matched = 0;
    for (const term of terms) {
      const plain = await plainMatch(t.db, table, term);
      const indexed = await indexedMatch(t.db, table, term);
      if (plain.length > 0) matched += 1;
      if (indexed.total !== plain.length || indexed.ids.join() !== plain.join()) {
        mismatches.push(`${JSON.stringify(term)}: plain ${plain.length}, indexed ${indexed.ids.length}/${indexed.total}`);
      }
    }
    expect(mismatches).toEqual([]);
    // The comparison means something only if most terms find rows and some find none.
    expect(matched).toBeGreaterThan(terms.length / 2);
    expect(matched).toBeLessThan(terms.length);
  };

  it('finds exactly what the plain substring match finds, for products and offers', async () => {
    expect(terms.length).toBeGreaterThan(150);
    // Both of SQLite's ways to a page (rowid reads for few matches, the ordered walk for many) are used.
    expect((await plainMatch(t.db, 'products', 'soin')).length).toBeGreaterThan(500);
    await expectSameAsPlain('products');
    await expectSameAsPlain('offers');
  });

  it('pages through matches as the plain match would, newest first', async () => {
    const mismatches: string[] = [];
    for (const term of terms.slice(0, 80)) {
      const plain = await plainMatch(t.db, 'products', term);
      for (const page of [1, 2, 7, Math.ceil(plain.length / 20)]) {
        const offset = (Math.max(page, 1) - 1) * 20;
        const { rows, total } = await listProducts(t.db, { search: term }, 20, offset);
        const expected = plain.slice(offset, offset + 20);
        if (total !== plain.length || rows.map((row) => row.id).join() !== expected.join()) {
          mismatches.push(`${JSON.stringify(term)} page ${page}: ${rows.length} of ${total}, plain ${expected.length} of ${plain.length}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("picks SQLite's way to a page from the number of matches and the page's depth", async () => {
    const many = (await plainMatch(t.db, 'products', 'soin')).length;
    const paths = [
      await planSearch(t.db, 'products', 10, 20),
      await planSearch(t.db, 'products', many, 1),
      await planSearch(t.db, 'products', many, many),
    ];
    // PostgreSQL has one way (its planner uses the trigram index for the LIKE).
    expect(paths).toEqual(engine === 'postgres' ? ['rowid', 'rowid', 'rowid'] : ['rowid', 'scan', 'indexWalk']);
  });

  it('keeps finding the same after updates and deletes', async () => {
    const random = randomSource(99);
    await t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 60; i += 1) {
        const item = products[Math.floor(random() * products.length)]!;
        const name = phrase(random, 2);
        const description = phrase(random, 5);
        await updateItem(trx, 'products', item.id, { name, description, search_text: searchTextOf(name, description) });
      }
      for (let i = 0; i < 40; i += 1) await deleteItem(trx, 'products', products[i * 7]!.id);
      for (let i = 0; i < 20; i += 1) {
        const item = offers[i * 3]!;
        const name = phrase(random, 3);
        await updateItem(trx, 'offers', item.id, { name, search_text: searchTextOf(name, item.description) });
      }
      for (let i = 0; i < 15; i += 1) await deleteItem(trx, 'offers', offers[i * 5 + 1]!.id);
    });
    await expectSameAsPlain('products');
    await expectSameAsPlain('offers');
  });

  it('takes %, _ and \\ in a term literally', async () => {
    for (const term of ['%', '_', '\\', '100%', 'a_b']) {
      const { ids } = await indexedMatch(t.db, 'products', term);
      const texts = await t.db.selectFrom('products').select(['id', 'search_text']).where('id', 'in', ids.length ? ids : ['-']).execute();
      expect(texts.length).toBe(ids.length);
      for (const row of texts) expect(row.search_text).toContain(term);
    }
  });

  it('uses the trigram index for terms of three characters or more', async () => {
    const term = 'velvet';
    if (engine === 'postgres') {
      // A few hundred rows are cheaper to scan; forbid that to prove the index serves this LIKE.
      const plan = await t.db.connection().execute(async (connection) => {
        await sql`set enable_seqscan = off`.execute(connection);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select id from products where ${containsText('products.search_text', term)}`.execute(connection);
        await sql`reset enable_seqscan`.execute(connection);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('products_search_trgm_idx');
    } else {
      const { rows } = await sql<{ detail: string }>`explain query plan select id from products where ${matchesSearch(t.db, 'products', term)}`.execute(t.db);
      expect(rows.map((row) => row.detail).join('\n')).toMatch(/product_search VIRTUAL TABLE INDEX/);
    }
  });
});
