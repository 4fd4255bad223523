import { actorColumns, personRef, recordActivity, type ActivityRecord, type Actor } from '../activity/record.js';
import type { Insertable } from 'kysely';
import type { PersonRef } from '#contract/person-ref.js';
import { apiMessages } from '#contract/messages/validation.js';
import { DEFAULT_LANGUAGE, type Language } from '#contract/languages.js';
import type { ListResponse } from '#contract/pagination.js';
import { PAGE_SIZE } from '#contract/constants.js';
import {
  type ItemStock,
  type StockChange,
  type StockChangeReason,
  type StockCountInput,
  type StockListQuery,
  type StockRow,
  type StockSaveInput,
} from '#contract/stock.js';
import { catalogueTransaction } from '../catalogue/version.js';
import type { Db } from '../db/connect.js';
import { uuidv7 } from '../db/ids.js';
import type { StockChangesTable } from '../db/schema.js';
import { foldText, searchTextOf } from '../db/text.js';
import { fieldError, HttpError, notFound } from '../http/errors.js';
import { catalogueIndex } from '../search/catalogue-search.js';
import { wordsToFind } from '../search/matching.js';
import { itemAvailability, type Availability, type ItemCounts } from './availability.js';
import { stockCsv, stockCsvNames } from './csv.js';
import * as repo from './repository.js';
import { NO_COLOR, type StockKind } from './repository.js';

export type { StockKind };

/** The counts the shop has for some items: by item id, then colour key. */
export type CountsByItem = ReadonlyMap<string, ItemCounts>;

/** The counts of the tracked ones among `itemIds`, for the public responses and the quote. */
export async function trackedCounts(db: Db, kind: StockKind, itemIds: string[]): Promise<CountsByItem> {
  const counts = new Map<string, Map<string, number>>();
  for (const level of await repo.findTrackedLevelsOf(db, kind, itemIds)) {
    const item = counts.get(level.item_id) ?? new Map<string, number>();
    item.set(level.color_key, level.count);
    counts.set(level.item_id, item);
  }
  return counts;
}

/**
 * What an item's public response says of its stock: sold out by the owner's switch (products have one)
 * or, when tracked, at 0 (every colour at 0 for one with colours); otherwise 'only n left', the same per
 * colour. The one place the shop decides that an item is sold out.
 */
export function stockResponse(
  counts: CountsByItem,
  threshold: number,
  row: { id: string; track_stock: number; sold_out?: number },
  colorHexes: string[] = [],
): { trackStock: boolean; soldOut: boolean; left: number | null; colors: Map<string, Availability> } {
  const tracked = row.track_stock === 1;
  const stock = tracked
    ? itemAvailability(
        counts.get(row.id),
        colorHexes.map((hex) => hex.toUpperCase()),
        threshold,
      )
    : { soldOut: false, left: null, colors: new Map<string, Availability>() };
  // The owner's switch wins: a product marked sold out is sold out in every colour, with no count to tell.
  return row.sold_out === 1 ? { trackStock: tracked, soldOut: true, left: null, colors: stock.colors } : { trackStock: tracked, ...stock };
}

/** An item as its form saves it: what its counts are kept in step with. */
export interface StockedItem {
  kind: StockKind;
  id: string;
  name: string;
  colors: Array<{ name: string; hexCode: string }>;
  tracked: boolean;
}

/** The history row of a change `by` made that left the count at `moved.count`, in its place `moved.seq`. */
const historyRow = (
  stockId: string,
  at: string,
  before: number,
  moved: repo.Moved,
  reason: StockChangeReason,
  by: PersonRef | null,
  order?: OrderRef,
): Insertable<StockChangesTable> => ({
  id: uuidv7(),
  stock_id: stockId,
  seq: moved.seq,
  changed_at: at,
  count_before: before,
  count_after: moved.count,
  reason,
  order_id: order?.id ?? null,
  order_reference: order?.reference ?? null,
  ...actorColumns(by),
});

const changedMeanwhile = (what: string, now: number) => new HttpError(409, apiMessages.stockChangedMeanwhile(what, now));

/**
 * Keeps an item's counts in step with its form, in the item's own transaction: one count per colour
 * (or one for the item), created at the count sent or 0, gone with their colour; a count sent differs
 * from the one seen only if the owner changed it, and is saved only if it has not moved meanwhile.
 * Counts are kept while tracking is off, and what the Stock page searches, filters and sorts them by
 * (names, tracking) always follows the item. `by`: who saves the form, named on the counts' history.
 */
export async function saveItemStock(trx: Db, item: StockedItem, sent: StockCountInput[], at: string, by: PersonRef | null): Promise<void> {
  const wanted =
    item.colors.length > 0
      ? item.colors.map((color) => ({ key: color.hexCode.toUpperCase(), name: color.name }))
      : [{ key: NO_COLOR, name: null }];
  const sentByKey = new Map(sent.map((entry) => [entry.colorHex ?? NO_COLOR, entry]));
  for (const key of sentByKey.keys()) {
    if (!wanted.some((color) => color.key === key)) throw fieldError('stock', 'A count names a colour the item does not have');
  }
  const levels = await repo.findLevelsOf(trx, item.kind, [item.id]);
  const existing = new Map(levels.map((level) => [level.color_key, level]));
  const history: Insertable<StockChangesTable>[] = [];
  if (item.tracked) {
    await repo.deleteLevels(
      trx,
      levels.filter((level) => !wanted.some((color) => color.key === level.color_key)).map((level) => level.id),
    );
  }
  const tracked = item.tracked ? 1 : 0;
  const sortName = foldText(item.name);
  if (levels.some((level) => level.tracked !== tracked || level.sort_name !== sortName)) {
    await repo.followItem(trx, item.kind, item.id, item.tracked, sortName);
  }
  for (const color of wanted) {
    const level = existing.get(color.key);
    const searchText = searchTextOf(item.name, color.name);
    const entry = sentByKey.get(color.key);
    const what = color.name ?? item.name;
    if (!level) {
      if (!item.tracked) continue;
      // A count seen means the owner saw a row that is gone (its colour was removed meanwhile).
      if (entry?.seen != null && entry.seen !== 0) throw changedMeanwhile(what, 0);
      const id = uuidv7();
      const count = entry?.count ?? 0;
      await repo.insertLevel(trx, {
        id,
        kind: item.kind,
        item_id: item.id,
        color_key: color.key,
        color_name: color.name,
        count,
        search_text: searchText,
        tracked,
        sort_name: sortName,
        updated_at: at,
        last_change_seq: count > 0 ? 1 : 0,
      });
      if (count > 0) history.push(historyRow(id, at, 0, { count, seq: 1 }, 'edited', by));
      continue;
    }
    if (level.search_text !== searchText || level.color_name !== color.name) await repo.renameLevel(trx, level.id, color.name, searchText);
    if (!item.tracked || !entry || entry.count === entry.seen) continue;
    const { seen } = entry;
    const moved = seen === null ? undefined : await repo.setCount(trx, level.id, entry.count, seen, at);
    if (seen === null || !moved) throw changedMeanwhile(what, (await repo.findLevel(trx, level.id))?.count ?? level.count);
    history.push(historyRow(level.id, at, seen, moved, 'edited', by));
  }
  await repo.insertChanges(trx, history);
}

/** An order as its stock history names it. */
export interface OrderRef {
  id: string;
  reference: string;
}

/** A line of an order, as confirming it takes from the counts. */
export interface OrderLineToTake {
  kind: string;
  itemId: string;
  colorHex: string | null;
  quantity: number;
  /** How a refusal names the line: 'Only 1 left of Berry'. */
  label: string;
}

/** The counts an order's lines would take from: only tracked items' (by colour). */
export async function countsToTake(db: Db, lines: OrderLineToTake[]) {
  const takes: Array<{ stockId: string; line: OrderLineToTake }> = [];
  for (const kind of ['product', 'offer'] as const) {
    const ofKind = lines.filter((line) => line.kind === kind);
    const levels = await repo.findTrackedLevelsOf(db, kind, [...new Set(ofKind.map((line) => line.itemId))]);
    for (const line of ofKind) {
      const level = levels.find((candidate) => candidate.item_id === line.itemId && candidate.color_key === (line.colorHex ?? NO_COLOR));
      if (level) takes.push({ stockId: level.id, line });
    }
  }
  // Always in one order, so two transactions taking the same counts queue instead of deadlocking.
  return takes.sort((a, b) => (a.stockId < b.stockId ? -1 : a.stockId > b.stockId ? 1 : 0));
}

/**
 * Takes an order's quantities off its counts, each by one conditional update with its history row
 * naming `by`, who confirmed it (or recorded the sale); run it in that transaction. Too few left
 * refuses it all.
 */
export async function takeForOrder(
  trx: Db,
  order: OrderRef,
  takes: Awaited<ReturnType<typeof countsToTake>>,
  at: string,
  by: PersonRef | null,
  reason: Extract<StockChangeReason, 'confirmed' | 'sold'> = 'confirmed',
): Promise<void> {
  const history: Insertable<StockChangesTable>[] = [];
  for (const { stockId, line } of takes) {
    const moved = await repo.takeFrom(trx, stockId, line.quantity, at);
    if (!moved) {
      const left = (await repo.findLevel(trx, stockId))?.count ?? 0;
      throw new HttpError(409, apiMessages.stockNotEnough(left, line.label));
    }
    history.push(historyRow(stockId, at, moved.count + line.quantity, moved, reason, by, order));
  }
  await repo.insertChanges(trx, history);
}

/**
 * Puts back what the order's confirmation (or its recording as a sale) took (to counts that still
 * exist); run it in the cancelling transaction, `by` the person cancelling.
 */
export async function returnForOrder(trx: Db, order: OrderRef, at: string, by: PersonRef | null): Promise<void> {
  const history: Insertable<StockChangesTable>[] = [];
  for (const taken of await repo.findConfirmedChangesOf(trx, order.id)) {
    const quantity = taken.count_before - taken.count_after;
    const moved = await repo.putBack(trx, taken.stock_id, quantity, at);
    if (moved) history.push(historyRow(taken.stock_id, at, moved.count - quantity, moved, 'cancelled', by, order));
  }
  await repo.insertChanges(trx, history);
}

/** Whether cancelling the order has anything to put back. */
export async function orderTookStock(db: Db, orderId: string): Promise<boolean> {
  return (await repo.findConfirmedChangesOf(db, orderId)).length > 0;
}

/** Items of each kind a search with typos lists at most: its best matches, well under either engine's parameter limit. */
const TYPO_MATCHES_MAX = 200;

const labelOf = (level: { name: string; color_name: string | null }) =>
  level.color_name ? `${level.color_name} (${level.name})` : level.name;

/** The owner's Stock page: counts of tracked items, a stocktake's saves, each count's history. */
export class StockService {
  constructor(
    private readonly db: Db,
    private readonly threshold: () => Promise<number>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(query: StockListQuery): Promise<ListResponse<StockRow>> {
    const threshold = await this.threshold();
    // A search of no words (punctuation or invisible characters alone) filters nothing.
    const words = wordsToFind(query.search ?? '');
    const filter = { words: words.length > 0 ? words : undefined, filter: query.filter, threshold };
    let { rows, pagination } = await repo.listTrackedLevels(this.db, filter, query.page, query.limit);
    // Nothing has every word as typed: the items the catalogue's search finds (a typo, Arabizi, a
    // word begun), their counts in the list's own order.
    if (pagination.totalItems === 0 && filter.words !== undefined) {
      const items = await this.itemsFound(query.search!);
      if (items.product.length + items.offer.length > 0) {
        ({ rows, pagination } = await repo.listTrackedLevels(this.db, { filter: query.filter, threshold, items }, query.page, query.limit));
      }
    }
    return { data: rows.map((row) => this.toRow(row, threshold)), pagination };
  }

  /** The products and offers the catalogue's search finds for `text`, the best matches, each kind apart. */
  private async itemsFound(text: string): Promise<{ product: string[]; offer: string[] }> {
    const [products, offers] = await Promise.all([
      catalogueIndex(this.db, 'products').search(text),
      catalogueIndex(this.db, 'offers').search(text),
    ]);
    return { product: products.ranking?.page(0, TYPO_MATCHES_MAX) ?? [], offer: offers.ranking?.page(0, TYPO_MATCHES_MAX) ?? [] };
  }

  /**
   * Every count of tracked items as a CSV file, in the Stock page's order, headers and statuses in
   * `language`. The names are read just after the counts: an item renamed in between may show its
   * new name in some columns only.
   */
  async csv(language: Language = DEFAULT_LANGUAGE): Promise<string> {
    const threshold = await this.threshold();
    const levels = await repo.listAllTrackedLevels(this.db, { filter: 'all', threshold });
    return stockCsv(levels, threshold, language, stockCsvNames(await repo.findTrackedItemNames(this.db)));
  }

  /**
   * Saves a stocktake `by` a person: every count, or none. Each carries the count the person saw, and
   * one that moved since (an order confirmed, another save) refuses the save, so it never undoes an
   * order's deduction. Each count changed is a record of its own in the activity.
   */
  async save(by: Actor | null, { counts }: StockSaveInput): Promise<ListResponse<StockRow>['data']> {
    const at = this.now().toISOString();
    const threshold = await this.threshold();
    const ids = counts.map((entry) => entry.id);
    const saved = await catalogueTransaction(this.db, async (trx) => {
      const changed: Array<{ id: string; seen: number; moved: repo.Moved }> = [];
      for (const entry of [...counts].sort((a, b) => (a.id < b.id ? -1 : 1))) {
        if (entry.count === entry.seen) continue;
        const moved = await repo.setCount(trx, entry.id, entry.count, entry.seen, at);
        if (!moved) {
          const level = (await repo.findTrackedLevels(trx, [entry.id])).get(entry.id);
          if (!level) throw new HttpError(409, apiMessages.stockRowGone);
          throw changedMeanwhile(labelOf(level), level.count);
        }
        changed.push({ id: entry.id, seen: entry.seen, moved });
      }
      const levels = await repo.findTrackedLevels(trx, ids);
      const records = changed.map(({ id, seen, moved }): ActivityRecord => {
        const level = levels.get(id);
        return {
          kind: 'stock',
          action: 'countSet',
          subjectId: id,
          subjectLabel: level?.name ?? '',
          detail: { from: seen, to: moved.count, ...(level?.color_name ? { color: level.color_name } : {}) },
          at,
        };
      });
      const person = await recordActivity(trx, by, records);
      await repo.insertChanges(
        trx,
        changed.map(({ id, seen, moved }) => historyRow(id, at, seen, moved, 'counted', person)),
      );
      return ids.map((id) => {
        const level = levels.get(id);
        if (!level) throw new HttpError(409, apiMessages.stockRowGone);
        return this.toRow(level, threshold);
      });
    });
    return saved;
  }

  async history(id: string, page: number): Promise<ListResponse<StockChange>> {
    if (!(await repo.findLevel(this.db, id))) throw notFound('Stock count');
    const { rows, pagination } = await repo.findChangesPage(this.db, id, page, PAGE_SIZE.admin);
    return {
      data: rows.map((row) => ({
        at: row.changed_at,
        before: row.count_before,
        after: row.count_after,
        reason: row.reason as StockChangeReason,
        orderId: row.order_id,
        orderReference: row.order_reference,
        by: personRef(row),
      })),
      pagination,
    };
  }

  /** An item's counts for its edit dialog (tracked or not); 404 when the item is gone. */
  async ofItem(kind: StockKind, id: string): Promise<ItemStock> {
    const item =
      kind === 'product'
        ? await this.db.selectFrom('products').select(['track_stock', 'sold_out']).where('id', '=', id).executeTakeFirst()
        : await this.db
            .selectFrom('offers')
            .select(['track_stock', (eb) => eb.lit(0).as('sold_out')])
            .where('id', '=', id)
            .executeTakeFirst();
    if (!item) throw notFound(kind === 'product' ? 'Product' : 'Offer');
    const levels = await repo.findLevelsOf(this.db, kind, [id]);
    return {
      trackStock: item.track_stock === 1,
      markedSoldOut: Number(item.sold_out) === 1,
      counts: levels.map((level) => ({ colorHex: level.color_key === NO_COLOR ? null : level.color_key, count: level.count })),
    };
  }

  private toRow(row: repo.ListedLevel, threshold: number): StockRow {
    return {
      id: row.id,
      kind: row.kind as StockKind,
      itemId: row.item_id,
      name: row.name,
      colorHex: row.color_key === NO_COLOR ? null : row.color_key,
      colorName: row.color_name,
      count: row.count,
      low: row.count <= threshold,
      updatedAt: row.updated_at,
    };
  }
}
