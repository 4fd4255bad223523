import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { randomSource } from '#test/fixtures/random.js';
import { listOrdersPage } from '../orders/repository.js';
import { foldForSearch } from '../search/fold.js';
import { matchesWords, wordsToFind } from '../search/matching.js';
import { listTrackedLevels } from '../stock/repository.js';
import { engines } from '../test-support/engines.js';
import { useMigratedDatabase } from '../test-support/migrated-database.js';
import type { Db } from './connect.js';
import * as searchFold from './migrations/20261127000800_search_fold.js';

/** How search_text was folded before this migration. */
const earlierFold = (text: string): string => text.normalize('NFKC').toLocaleLowerCase();

describe('folding the earlier fold again', () => {
  // The migration folds stored text, not the originals (an order's text is not kept apart): that
  // gives the same only if the new fold of the earlier fold's output is the new fold of its input.
  it('gives what folding the original gives, for every character', () => {
    const differ: string[] = [];
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const text = String.fromCodePoint(code);
      if (foldForSearch(earlierFold(text)) !== foldForSearch(text)) differ.push(code.toString(16));
    }
    expect(differ).toEqual([]);
  }, 60_000);

  it('and for mixed text: letters beside their marks, final sigma, ligatures, presentation forms, digits, bidi controls', () => {
    const ranges = [
      [0x20, 0x7e],
      [0xa0, 0x24f],
      [0x300, 0x36f],
      [0x370, 0x3ff],
      [0x1e00, 0x1eff],
      [0x600, 0x6ff],
      [0x200b, 0x200f],
      [0x202a, 0x202e],
      [0x2066, 0x2069],
      [0xfb00, 0xfb06],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfeff],
      [0xff00, 0xffef],
    ];
    const random = randomSource(20261127);
    const character = () => {
      const [from, to] = ranges[Math.floor(random() * ranges.length)]!;
      return String.fromCodePoint(from! + Math.floor(random() * (to! - from! + 1)));
    };
    const differ: string[] = [];
    for (let n = 0; n < 20_000; n += 1) {
      const text = Array.from({ length: 1 + Math.floor(random() * 8) }, character).join('');
      if (foldForSearch(earlierFold(text)) !== foldForSearch(text)) differ.push(JSON.stringify(text));
    }
    expect(differ).toEqual([]);
  });
});

/** Names as customers and the owner type them: hamza, vowel marks, ة, accents, ligatures, full-width letters, Arabic-Indic digits, bidi controls. */
const NAMES = [
  'أحمد الخطيب',
  'فاطِمَة حداد',
  'إيمان مؤمن',
  'مَرْيَم',
  '\u202bليلى\u202c سعد',
  'Zoé Ghanem',
  'Œuvre Nour',
  'Ｒｉｍａ Haddad',
  'Crème Brûlée',
  'أحمر شفاه مخملي',
  'Rouge à lèvres',
  'زيت الأرغان ١٠٠٪',
  'plain ascii',
];

describe.each(engines)('the search fold migration on %s', (engine) => {
  const openDatabase = useMigratedDatabase(engine);

  it('folds every stored search_text again, so folded searches find rows stored with the earlier fold', async () => {
    const db = await openDatabase();
    // More rows than the migration reads at a time, each table's text folded as the shop did before.
    const rows = 1300;
    const nameOf = (i: number) => `${NAMES[i % NAMES.length]} ${i}`;
    const at = (i: number) => new Date(Date.parse('2026-11-01T00:00:00Z') + i * 1000).toISOString();
    const id = (prefix: string, i: number) => `${prefix}-${String(i).padStart(5, '0')}`;
    await db.transaction().execute(async (trx) => {
      for (let from = 0; from < rows; from += 100) {
        const batch = Array.from({ length: 100 }, (_, k) => from + k);
        await trx
          .insertInto('products')
          .values(
            batch.map((i) => ({
              id: id('p', i),
              name: nameOf(i),
              description: 'Soin',
              search_text: earlierFold(`${nameOf(i)}\nSoin`),
              price_cents: 100,
              offer_price_cents: null,
              sold_out: 0,
              category_id: null,
              colors: '[]',
              image_id: null,
              created_at: at(i),
              updated_at: at(i),
            })),
          )
          .execute();
        await trx
          .insertInto('orders')
          .values(
            batch.map((i) => ({
              id: id('o', i),
              reference: `BB-${String(i).padStart(5, '0')}`,
              idempotency_key: id('k', i),
              request_hash: 'h',
              status: 'new',
              customer_name: nameOf(i),
              customer_phone: `70 ${100000 + i}`,
              address: null,
              note: null,
              sent_without_reference: 0,
              item_count: 1,
              total_cents: 100,
              delivery_option_id: null,
              delivery_option_kind: null,
              delivery_option_name: null,
              search_text: earlierFold(`BB-${String(i).padStart(5, '0')}\n${nameOf(i)}\n70${100000 + i}`),
              created_at: at(i),
              created_day: '2026-11-01',
              updated_at: at(i),
            })),
          )
          .execute();
        // One count in three belongs to an untracked item: stock_search must not hold it, before or after.
        await trx
          .insertInto('stock_levels')
          .values(
            batch.map((i) => ({
              id: id('s', i),
              kind: 'product',
              item_id: id('p', i),
              color_key: '#000001',
              color_name: 'Rose Poudré',
              count: 5,
              search_text: earlierFold(`${nameOf(i)}\nRose Poudré`),
              updated_at: at(i),
              tracked: i % 3 === 0 ? 0 : 1,
              sort_name: earlierFold(nameOf(i)),
              last_change_seq: 0,
            })),
          )
          .execute();
      }
      await trx
        .insertInto('offers')
        .values(
          NAMES.map((name, i) => ({
            id: id('f', i),
            name,
            description: 'Duo',
            search_text: earlierFold(`${name}\nDuo`),
            price_cents: 100,
            offer_price_cents: 90,
            image_id: null,
            created_at: at(i),
            updated_at: at(i),
          })),
        )
        .execute();
    });
    const ordersFound = async (search: string) =>
      (await listOrdersPage(db, { search: wordsToFind(search) }, 1, 10_000)).rows.map((row) => row.id);
    expect(await ordersFound('احمد')).toEqual([]);

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration's own signature
    await searchFold.up(db as unknown as Kysely<any>);

    const byName = (prefix: string, name: string) =>
      Array.from({ length: rows }, (_, i) => i)
        .filter((i) => NAMES[i % NAMES.length] === name)
        .map((i) => id(prefix, i));
    const newestFirst = (ids: string[]) => [...ids].reverse();
    expect(await ordersFound('احمد')).toEqual(newestFirst(byName('o', 'أحمد الخطيب')));
    expect(await ordersFound('الخطيب أَحْمَد')).toEqual(newestFirst(byName('o', 'أحمد الخطيب')));
    expect(await ordersFound('فاطمه')).toEqual(newestFirst(byName('o', 'فاطِمَة حداد')));
    expect(await ordersFound('ايمان مومن')).toEqual(newestFirst(byName('o', 'إيمان مؤمن')));
    expect(await ordersFound('ليلى')).toEqual(newestFirst(byName('o', '\u202bليلى\u202c سعد')));
    expect(await ordersFound('haddad rima')).toEqual(newestFirst(byName('o', 'Ｒｉｍａ Haddad')));
    expect(await ordersFound('oeuvre')).toEqual(newestFirst(byName('o', 'Œuvre Nour')));
    expect(await ordersFound('zoe 1292')).toEqual([id('o', 1292)]);
    expect(await ordersFound('١٠٠٧٤٢')).toEqual([id('o', 742)]);

    const productsFound = async (search: string) =>
      (
        await db
          .selectFrom('products')
          .select('id')
          .where(matchesWords(db, 'products', wordsToFind(search)))
          .orderBy('created_at', 'desc')
          .execute()
      ).map((row) => row.id);
    expect(await productsFound('creme brulee')).toEqual(newestFirst(byName('p', 'Crème Brûlée')));
    expect(await productsFound('احمر شفاه')).toEqual(newestFirst(byName('p', 'أحمر شفاه مخملي')));
    expect(await productsFound('الارغان ١٠٠')).toEqual(newestFirst(byName('p', 'زيت الأرغان ١٠٠٪')));

    const levelsFound = async (search: string) =>
      (await listTrackedLevels(db, { words: wordsToFind(search), filter: 'all', threshold: 3 }, 1, 100)).rows.map((row) => row.id).sort();
    const tracked = (ids: string[]) => ids.filter((level) => Number(level.slice(2)) % 3 !== 0).sort();
    expect(await levelsFound('poudre levres')).toEqual(tracked(byName('s', 'Rouge à lèvres')));
    expect(await levelsFound('احمر poudre')).toEqual(tracked(byName('s', 'أحمر شفاه مخملي')));

    // The stored text is what the shop writes today for the same names.
    const stored = await db
      .selectFrom('orders')
      .select(['id', 'search_text'])
      .where('id', 'in', [id('o', 0), id('o', 1), id('o', 4)])
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.search_text)).toEqual([
      'bb-00000\nاحمد الخطيب 0\n70100000',
      'bb-00001\nفاطمه حداد 1\n70100001',
      'bb-00004\nليلي سعد 4\n70100004',
    ]);
    await expectIndexesInStep(db, engine);
  }, 120_000);

  it('leaves text already folded as it is', async () => {
    const db = await openDatabase();
    const text = foldForSearch('Crème أحمر ١٠٠');
    await db
      .insertInto('offers')
      .values({
        id: 'f-1',
        name: 'x',
        description: 'x',
        search_text: text,
        price_cents: 1,
        offer_price_cents: 1,
        image_id: null,
        created_at: 'a',
        updated_at: 'a',
      })
      .execute();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration's own signature
    await searchFold.up(db as unknown as Kysely<any>);
    expect((await db.selectFrom('offers').select('search_text').executeTakeFirstOrThrow()).search_text).toBe(text);
  });
});

/**
 * On SQLite, each trigram index holds exactly its table's text as it is now: FTS5's integrity check
 * compares product_search, offer_search and order_search with their tables; stock_search holds the
 * tracked counts only, so its matches are compared with theirs word by word.
 */
async function expectIndexesInStep(db: Db, engine: string): Promise<void> {
  if (engine === 'postgres') return;
  for (const index of ['product_search', 'offer_search', 'order_search']) {
    await sql`insert into ${sql.table(index)} (${sql.table(index)}, rank) values ('integrity-check', 1)`.execute(db);
  }
  for (const word of [
    'احمد',
    'أحمد',
    'فاطمه',
    'فاطِمَة',
    'poudre',
    'poudré',
    'levres',
    'ليلي',
    'ليلى',
    'oeuvre',
    'œuvre',
    'rima',
    'ｒｉｍａ',
  ]) {
    const { rows: indexed } = await sql<{
      rowid: number;
    }>`select rowid from stock_search where stock_search match ${`"${word}"`} order by rowid`.execute(db);
    const { rows: scanned } = await sql<{
      rowid: number;
    }>`select rowid from stock_levels where tracked = 1 and instr(search_text, ${word}) > 0 order by rowid`.execute(db);
    expect(
      indexed.map((row) => row.rowid),
      word,
    ).toEqual(scanned.map((row) => row.rowid));
  }
}
