// Stock counts for a made-up catalogue, written straight into the database in big batches, for the
// benchmarks. Rows carry what the shop's own writes would give them (colour keys in upper case, the
// item's and colour's names folded into search_text, the item's tracking and folded name, a history
// that ends at the count), so the Stock page reads them exactly as it reads real ones.
import type { Insertable } from 'kysely';
import type { Db } from '#server/db/connect.js';
import { uuidv7 } from '#server/db/ids.js';
import type { StockChangesTable, StockLevelsTable } from '#server/db/schema.js';
import { foldText, searchTextOf } from '#server/db/text.js';
import { randomSource } from '#test/fixtures/random.js';
import { fillCatalogue, type BenchColor } from './catalogue.js';
import { orderReference } from './orders.js';

/** Colour names no product name holds, so a search for one finds it by its colour alone. */
const PALETTE: BenchColor[] = [
  ['Cherry', '#B2103C'],
  ['Dusty pink', '#D8A1A4'],
  ['Caramel', '#A86B32'],
  ['Espresso', '#4B3025'],
  ['Champagne', '#F1DDB8'],
  ['Peach', '#F6B38E'],
  ['Lilac', '#C3A6D8'],
  ['Bronze', '#A0692C'],
  ['Taupe', '#8B7D6B'],
  ['Fuchsia', '#D0197F'],
  ['Sand', '#D9C29A'],
  ['Olive', '#6B6B2E'],
  ['Teal', '#1F7A7A'],
  ['Ivory', '#F5EEDC'],
  ['Berry', '#7A1F45'],
].map(([name, hexCode]) => ({ name: name!, hexCode: hexCode! }));
export const COLORS_PER_PRODUCT = 5;
/** A colour one product in three has: the Stock page's search by colour. */
export const COMMON_COLOR = 'lilac';
/** A kind of product one in twenty is: the Stock page's search by name. */
export const SEARCHED_KIND = 'mascara';
/** Every this many counts has a long history, pages of it in the history dialog. */
const BUSY_EVERY = 1000;
const BUSY_CHANGES = 60;
const INSERT_ROWS = 2000;

/** Five distinct colours of the palette, a different set from one product to the next. */
export const stockColorsOf = (index: number): BenchColor[] =>
  Array.from({ length: COLORS_PER_PRODUCT }, (_, k) => PALETTE[(index + k * 3) % PALETTE.length]!);

export interface FilledStock {
  productIds: string[];
  counts: number;
  changes: number;
  /** A count with a long history. */
  busyLevelId: string;
}

/** 5 % out, 10 % at 1 to 3 (low at the default threshold), the rest 4 to 150. */
function countOf(random: () => number): number {
  const roll = random();
  if (roll < 0.05) return 0;
  if (roll < 0.15) return 1 + Math.floor(random() * 3);
  return 4 + Math.floor(random() * 147);
}

/**
 * `changes` changes that end at `count`, oldest first, made backwards from it: orders confirmed
 * (taking 1 to 3) and cancelled (putting them back), stocktakes; the first count typed in the item's
 * dialog before them.
 */
function historyTo(random: () => number, count: number, changes: number) {
  const steps: Array<{ before: number; after: number; reason: string }> = [];
  let after = count;
  for (let k = 0; k < changes; k += 1) {
    const roll = random();
    const quantity = 1 + Math.floor(random() * 3);
    let step;
    if (roll < 0.6) step = { before: after + quantity, after, reason: 'confirmed' };
    else if (roll < 0.75 && after >= quantity) step = { before: after - quantity, after, reason: 'cancelled' };
    else {
      const before = Math.floor(random() * 60);
      step = { before: before === after ? before + 1 : before, after, reason: 'counted' };
    }
    steps.push(step);
    after = step.before;
  }
  if (after > 0) steps.push({ before: 0, after, reason: 'edited' });
  return steps.reverse();
}

async function insertInChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>): Promise<void> {
  for (let at = 0; at < rows.length; at += INSERT_ROWS) await insert(rows.slice(at, at + INSERT_ROWS));
}

/**
 * Fills an empty, migrated database with `count` products of five colours each, every one tracked,
 * one count per colour and 0 to 3 changes of history each (BUSY_CHANGES for one count in BUSY_EVERY),
 * spread over the 90 days before `now`.
 */
export async function fillStock(
  db: Db,
  options: { count: number; now: Date; batchSize?: number; onProgress?: (done: number) => void },
): Promise<FilledStock> {
  const { count, now, batchSize = 1000, onProgress } = options;
  const { productIds } = await fillCatalogue(db, { count, batchSize, onProgress, colorsOf: stockColorsOf, trackStock: true });
  const random = randomSource(20_261_127);
  const since = now.getTime() - 90 * 86_400_000;
  let counts = 0;
  let changes = 0;
  let orders = 0;
  let busyLevelId = '';
  for (let from = 0; from < productIds.length; from += batchSize) {
    const ids = productIds.slice(from, from + batchSize);
    const products = new Map(
      (await db.selectFrom('products').select(['id', 'name', 'colors']).where('id', 'in', ids).execute()).map((row) => [row.id, row]),
    );
    const levels: Insertable<StockLevelsTable>[] = [];
    const history: Insertable<StockChangesTable>[] = [];
    for (const itemId of ids) {
      const product = products.get(itemId)!;
      for (const color of JSON.parse(product.colors) as BenchColor[]) {
        const id = uuidv7();
        const busy = counts % BUSY_EVERY === BUSY_EVERY / 2;
        if (busy && !busyLevelId) busyLevelId = id;
        const level = countOf(random);
        const steps = historyTo(random, level, busy ? BUSY_CHANGES : Math.floor(random() * 4));
        const gap = (now.getTime() - since) / (steps.length + 1);
        steps.forEach((step, k) => {
          const order =
            step.reason === 'confirmed' || step.reason === 'cancelled' ? { id: uuidv7(), reference: orderReference((orders += 1)) } : null;
          history.push({
            id: uuidv7(),
            stock_id: id,
            changed_at: new Date(since + (k + 1) * gap).toISOString(),
            count_before: step.before,
            count_after: step.after,
            reason: step.reason,
            order_id: order?.id ?? null,
            order_reference: order?.reference ?? null,
            // Each count's changes are numbered in the order they were made, as the stock service numbers them.
            seq: k + 1,
          });
        });
        levels.push({
          id,
          kind: 'product',
          item_id: itemId,
          color_key: color.hexCode.toUpperCase(),
          color_name: color.name,
          count: level,
          search_text: searchTextOf(product.name, color.name),
          tracked: 1,
          sort_name: foldText(product.name),
          last_change_seq: steps.length,
          updated_at: history.at(-1)?.stock_id === id ? history.at(-1)!.changed_at : new Date(since).toISOString(),
        });
        counts += 1;
      }
    }
    changes += history.length;
    await db.transaction().execute(async (trx) => {
      await insertInChunks(levels, (chunk) => trx.insertInto('stock_levels').values(chunk).execute());
      await insertInChunks(history, (chunk) => trx.insertInto('stock_changes').values(chunk).execute());
    });
  }
  return { productIds, counts, changes, busyLevelId };
}
