import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StockFilter } from '#contract/stock.js';
import { randomSource } from '#test/fixtures/random.js';
import { deleteItem, insertItem, updateItem, type ItemTable } from '../catalogue/item/repository.js';
import { catalogueTransaction } from '../catalogue/version.js';
import type { Db } from '../db/connect.js';
import { uuidv7 } from '../db/ids.js';
import { down as dropListOrder, up as addListOrder } from '../db/migrations/20261127000200_stock_list_order.js';
import { containsText, searchTextOf } from '../db/text.js';
import { wordsToFind } from '../search/matching.js';
import { useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { deleteLevelsOf, findLevelsOf, listAllTrackedLevels, listTrackedLevels, NO_COLOR } from './repository.js';
import { saveItemStock, type StockKind } from './service.js';

// The Stock page reads what each count carries of its item (tracking, folded name). These tests hold
// it to the answer of joining every count to its item, through renames, tracking switched off and on,
// colours changed while untracked, and deletions. ASCII names: SQL's lower() then folds them as the shop does.

const NAMES = [
  'Velvet',
  'velvet',
  'VELVET kohl',
  'Rouge',
  'rouge gloss',
  'Kohl',
  'A',
  'b',
  'Zest',
  'zeal',
  'Mascara',
  'mascara 2',
  '100% Matte',
  'a_b',
];
const COLORS = ['Berry shade', 'Plum shade', 'berry shade', 'Amber shade', 'Zinc shade', 'Olive shade'].map((name, k) => ({
  name,
  hexCode: `#00000${k}`,
}));
// Searches of several words in any order, short ones among them; '%' and '_' have no words and filter nothing.
const TERMS = [
  undefined,
  'velvet',
  'VEL',
  'rouge',
  'shade',
  'berry',
  'plum shade',
  'shade PLUM',
  'a',
  'ma',
  '%',
  '_',
  'zzz',
  'kohl amber',
  'amber ve',
  'ma a',
];
const FILTERS: StockFilter[] = ['all', 'low', 'out'];
const THRESHOLD = 3;
const LIMIT = 7;

interface Item {
  kind: StockKind;
  table: ItemTable;
  id: string;
  name: string;
  colors: typeof COLORS;
  tracked: boolean;
}

/** The words a search looks for; none filters nothing. */
function wordsOf(search: string | undefined): string[] | undefined {
  const words = wordsToFind(search ?? '');
  return words.length > 0 ? words : undefined;
}

/**
 * The list as the join to the items gives it: every count of a tracked item whose search text holds
 * every word of the search, by lower(name), colour name, id.
 */
async function joined(db: Db, search: string | undefined, filter: StockFilter) {
  const words = wordsOf(search) ?? [];
  const rows = await db
    .selectFrom('stock_levels')
    .leftJoin('products', (join) => join.onRef('products.id', '=', 'stock_levels.item_id').on('stock_levels.kind', '=', 'product'))
    .leftJoin('offers', (join) => join.onRef('offers.id', '=', 'stock_levels.item_id').on('stock_levels.kind', '=', 'offer'))
    .select((eb) => ['stock_levels.id', 'stock_levels.count', eb.fn.coalesce('products.name', 'offers.name').as('name')])
    .where((eb) => eb.or([eb('products.track_stock', '=', 1), eb('offers.track_stock', '=', 1)]))
    .$if(filter === 'low', (qb) => qb.where('stock_levels.count', '<=', THRESHOLD))
    .$if(filter === 'out', (qb) => qb.where('stock_levels.count', '=', 0))
    .where((eb) => eb.and(words.map((word) => containsText('stock_levels.search_text', word))))
    .orderBy(sql`lower(coalesce(products.name, offers.name))`)
    .orderBy('stock_levels.color_name')
    .orderBy('stock_levels.id')
    .execute();
  return rows.map((row) => `${row.id} ${row.name} ${row.count}`);
}

describe.each(engines)('the Stock page on %s', (engine) => {
  const shop = useTestApp(engine);
  const items: Item[] = [];
  const random = randomSource(1127);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const someColors = () => COLORS.filter(() => random() < 0.45);

  /** Saves an item as its form does: the item's row, then its counts in step, in one transaction. */
  const save = (item: Item, created: boolean) =>
    catalogueTransaction(shop.t.db, async (trx) => {
      const at = new Date().toISOString();
      const columns = {
        name: item.name,
        description: 'd',
        search_text: searchTextOf(item.name),
        price_cents: 100,
        offer_price_cents: null,
        track_stock: item.tracked ? 1 : 0,
      };
      const own = item.kind === 'product' ? { sold_out: 0, category_id: null, colors: JSON.stringify(item.colors) } : {};
      if (created) await insertItem(trx, item.table, { id: item.id, ...columns, ...own, image_id: null, created_at: at, updated_at: at });
      else await updateItem(trx, item.table, item.id, { ...columns, ...own, updated_at: at });
      const levels = new Map((await findLevelsOf(trx, item.kind, [item.id])).map((level) => [level.color_key, level.count]));
      const keys = item.colors.length > 0 ? item.colors.map((color) => color.hexCode.toUpperCase()) : [NO_COLOR];
      // Some counts typed in the dialog, 0 to 6 so that the low and out filters find some.
      const sent = keys
        .filter(() => random() < 0.6)
        .map((key) => ({ colorHex: key === NO_COLOR ? null : key, count: Math.floor(random() * 7), seen: levels.get(key) ?? null }));
      await saveItemStock(
        trx,
        { kind: item.kind, id: item.id, name: item.name, colors: item.colors, tracked: item.tracked },
        item.tracked ? sent : [],
        at,
        null,
      );
    });

  const expectSameAsJoined = async () => {
    const mismatches: string[] = [];
    for (const filter of FILTERS) {
      for (const search of TERMS) {
        const expected = await joined(shop.t.db, search, filter);
        const pages = Math.ceil(expected.length / LIMIT);
        for (const page of new Set([1, 2, Math.max(1, pages - 1), pages, pages + 1].filter((p) => p >= 1))) {
          const { rows, total } = await listTrackedLevels(shop.t.db, { words: wordsOf(search), filter, threshold: THRESHOLD }, page, LIMIT);
          const got = rows.map((row) => `${row.id} ${row.name} ${row.count}`);
          const want = expected.slice((page - 1) * LIMIT, page * LIMIT);
          if (total !== expected.length || got.join() !== want.join()) {
            mismatches.push(
              `${filter} ${JSON.stringify(search)} page ${page}: ${got.length} of ${total}, joined ${want.length} of ${expected.length}`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    const csv = (await listAllTrackedLevels(shop.t.db, { filter: 'all', threshold: THRESHOLD })).map(
      (row) => `${row.id} ${row.name} ${row.count}`,
    );
    expect(csv).toEqual(await joined(shop.t.db, undefined, 'all'));
  };

  beforeAll(async () => {
    // Enough counts that a common term ("shade") passes SQLite's read-by-rowid limit and takes the other paths.
    for (let k = 0; k < 260; k += 1) {
      const kind = k % 8 === 7 ? 'offer' : 'product';
      const item: Item = {
        kind,
        table: kind === 'product' ? 'products' : 'offers',
        id: uuidv7(),
        name: pick(NAMES),
        colors: kind === 'product' ? someColors() : [],
        tracked: random() < 0.85,
      };
      items.push(item);
      await save(item, true);
    }
  }, 120_000);

  it('lists, counts and pages what joining each count to its item would', async () => {
    const shades = await joined(shop.t.db, 'shade', 'all');
    expect(shades.length).toBeGreaterThan(500);
    await expectSameAsJoined();
  });

  it('still does after items are renamed, switched off and on, recoloured and deleted', async () => {
    for (let round = 0; round < 120; round += 1) {
      const item = pick(items);
      const change = random();
      if (change < 0.3) item.name = pick(NAMES);
      else if (change < 0.55) item.tracked = !item.tracked;
      else if (change < 0.8 && item.kind === 'product') item.colors = someColors();
      else if (change < 0.9) {
        items.splice(items.indexOf(item), 1);
        await catalogueTransaction(shop.t.db, async (trx) => {
          await deleteLevelsOf(trx, item.kind, item.id);
          await deleteItem(trx, item.table, item.id);
        });
        continue;
      }
      await save(item, false);
    }
    // The counts of items switched off stay (with colours removed meanwhile), and must not show.
    const stale = await shop.t.db.selectFrom('stock_levels').select('id').where('tracked', '=', 0).executeTakeFirst();
    expect(stale).toBeDefined();
    await expectSameAsJoined();
  }, 120_000);

  it('fills what each count carries of its item for the counts saved before it', async () => {
    const before = await listAllTrackedLevels(shop.t.db, { filter: 'all', threshold: THRESHOLD });
    await dropListOrder(shop.t.db);
    await addListOrder(shop.t.db);
    expect(await listAllTrackedLevels(shop.t.db, { filter: 'all', threshold: THRESHOLD })).toEqual(before);
    await expectSameAsJoined();
  }, 120_000);
});
