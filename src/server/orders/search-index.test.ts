import { beforeAll, describe, expect, it } from 'vitest';
import { randomSource } from '#test/fixtures/random.js';
import { uuidv7 } from '../db/ids.js';
import { containsText } from '../db/text.js';
import { foldForSearch } from '../search/fold.js';
import { countIndexedMatches, planSearch, wordsToFind } from '../search/matching.js';
import { useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { listOrdersPage } from './repository.js';

// The order list's search through the trigram index finds, counts and pages exactly what a LIKE for
// every word would, whichever way SQLite takes to the page, on SQLite and PostgreSQL.

/** Order texts as customers give them: names in Latin and Arabic (spelt with and without hamza, ة and vowel marks), phones, references. */
const ORDER_NAMES = [
  'Rima Haddad',
  'Nour Khoury',
  'Maya Saad',
  'أحمد الخطيب',
  'احمد سعد',
  'فاطمة حداد',
  'فاطِمه نور',
  'Zoé Ghanem',
  'Joëlle Rizk',
  'Layal',
];

/** Searches of one to three words, in both orders, long and short, some with nothing to find. */
const ORDER_SEARCHES = [
  'rima',
  'rima haddad',
  'haddad rima',
  'rima 12',
  '12 rima',
  'ri 12',
  'a 1',
  '7',
  'احمد',
  'أحمد سعد',
  'سعد احمد',
  'فاطمه',
  'فاطمة نور',
  'zoe',
  'joelle 70',
  'nour 3',
  'nour 71',
  'bb 2',
  '961',
  'layal 9 8',
  'haddad 5 nowhere',
  'khoury nour 4',
  'ma',
  'aa',
  'سع',
  'بب',
];

describe.each(engines)('the order search on %s', (engine) => {
  const shop = useTestApp(engine);
  const ORDERS = 1500;

  beforeAll(async () => {
    const random = randomSource(1125);
    // Enough orders that a common word passes SQLite's read-by-rowid limit and takes the other paths.
    const rows = Array.from({ length: ORDERS }, (_, i) => {
      const reference = `BB-${String(i).padStart(5, '0')}`;
      // Half the customers are a Nour: a word the index finds in more rows than SQLite reads by rowid.
      const name = `${random() < 0.5 ? 'Nour ' : ''}${ORDER_NAMES[Math.floor(random() * ORDER_NAMES.length)]} ${Math.floor(random() * 200)}`;
      const phone = `${70 + Math.floor(random() * 9)}${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`;
      const at = new Date(Date.parse('2026-01-01T00:00:00Z') + i * 1000).toISOString();
      return {
        id: uuidv7(),
        reference,
        idempotency_key: uuidv7(),
        request_hash: 'h',
        status: 'new',
        customer_name: name,
        customer_phone: phone,
        address: null,
        note: null,
        sent_without_reference: 0,
        item_count: 1,
        total_cents: 100,
        delivery_option_id: null,
        delivery_option_kind: null,
        delivery_option_name: null,
        search_text: foldForSearch([reference, name, phone].join('\n')),
        created_at: at,
        created_day: at.slice(0, 10),
        updated_at: at,
      };
    });
    for (let at = 0; at < rows.length; at += 250)
      await shop.t.db
        .insertInto('orders')
        .values(rows.slice(at, at + 250))
        .execute();
  }, 120_000);

  /** Every order holding each folded word, newest first, read by LIKE alone. */
  const plainOrders = async (words: string[]) =>
    (
      await shop.t.db
        .selectFrom('orders')
        .select('id')
        .where((eb) => eb.and(words.map((word) => containsText('orders.search_text', word))))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => row.id);

  it('finds, counts and pages what LIKE finds for every word, whichever way SQLite reads the page', async () => {
    expect((await plainOrders(['rima'])).length).toBeGreaterThan(100);
    expect((await plainOrders(['1'])).length).toBeGreaterThan(500);
    expect((await plainOrders(['nour'])).length).toBeGreaterThan(500);
    const mismatches: string[] = [];
    let matched = 0;
    for (const search of ORDER_SEARCHES) {
      const words = wordsToFind(search);
      const plain = await plainOrders(words);
      if (plain.length > 0) matched += 1;
      for (const page of new Set([1, 2, 7, Math.max(1, Math.ceil(plain.length / 20)), Math.ceil(plain.length / 20) + 1])) {
        const { rows, total } = await listOrdersPage(shop.t.db, { search: words }, page, 20);
        const expected = plain.slice((page - 1) * 20, page * 20);
        if (total !== plain.length || rows.map((row) => row.id).join() !== expected.join()) {
          mismatches.push(
            `${JSON.stringify(search)} page ${page}: ${rows.length} of ${total}, plain ${expected.length} of ${plain.length}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(matched).toBeGreaterThan(ORDER_SEARCHES.length / 2);
    expect(matched).toBeLessThan(ORDER_SEARCHES.length);
  });

  it("plans SQLite's way to a page from the rows each path reads when a word is too short for the index", async () => {
    const counted = await countIndexedMatches(shop.t.db, 'orders', wordsToFind('rima 12'));
    const all = await countIndexedMatches(shop.t.db, 'orders', wordsToFind('rima haddad'));
    if (engine === 'postgres') {
      expect([counted, all]).toEqual([undefined, undefined]);
      return;
    }
    const rima = (await plainOrders(['rima'])).length;
    expect(counted).toEqual({ count: rima, exact: false });
    expect(all).toEqual({ count: (await plainOrders(['rima', 'haddad'])).length, exact: true });
    expect(await countIndexedMatches(shop.t.db, 'orders', ['12', 'a'])).toBeUndefined();
    // Few matches, but more rows to read by rowid than the limit: the walk of the ordered index.
    expect(await planSearch(shop.t.db, 'orders', 10, 20, 600)).toBe('indexWalk');
    expect(await planSearch(shop.t.db, 'orders', 10, 20)).toBe('rowid');
    // A short word beside a common one: the common one's matches are too many to read by rowid.
    const nour = await countIndexedMatches(shop.t.db, 'orders', wordsToFind('nour 3'));
    expect(nour!.count).toBeGreaterThan(500);
    expect(await planSearch(shop.t.db, 'orders', (await plainOrders(['nour', '3'])).length, 20, nour!.count)).not.toBe('rowid');
  });
});
