import { paginate, type ListResponse } from '#contract/pagination.js';
import type { Db } from '#server/db/connect.js';
import { uuidv7 } from '#server/db/ids.js';
import { nowIso } from '#server/db/text.js';
import { notFound } from '#server/http/errors.js';
import type { ImageLibrary, Upload } from '#server/uploads/library.js';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '#contract/constants.js';
import type { StockCountInput } from '#contract/stock.js';
import { deleteLevelsOf } from '#server/stock/repository.js';
import { saveItemStock, trackedCounts, type CountsByItem, type StockedItem, type StockKind } from '#server/stock/service.js';
import { deleteItem, findItemImageId, insertItem, updateItem, type ItemRow, type ItemTable } from './repository.js';

type WithoutKeys<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** The columns a form writes: all but the id, the picture and the timestamps. */
export type ItemColumns = WithoutKeys<ItemRow, 'id' | 'image_id' | 'created_at' | 'updated_at'>;

export interface ItemListQuery {
  page: number;
  limit: number;
  search?: string;
}

/** The threshold 'Only n left' is shown at or under (the shop's settings). */
export type LowStockThreshold = () => Promise<number>;

/** What every item row has for its stock: its id and whether it is counted. */
export interface StockedRow {
  id: string;
  track_stock: number;
}

/** What a resource adds to the shared item: its table, its name in messages, its rows and columns. */
export interface ItemKind<Row, Item, Fields, Query> {
  table: ItemTable;
  stockKind: StockKind;
  noun: Parameters<typeof notFound>[0];
  list(db: Db, query: Query, limit: number, offset: number): Promise<{ rows: Row[]; total: number }>;
  find(db: Db, id: string): Promise<Row | undefined>;
  /** The answer, with the counts of the tracked items among the rows read and the threshold. */
  toItem(row: Row, counts: CountsByItem, threshold: number): Item;
  columns(fields: Fields): ItemColumns;
  /** What the item's counts follow (name, colours, tracking) and the counts the form sent. */
  stock(fields: Fields): { item: Omit<StockedItem, 'kind' | 'id'>; counts: StockCountInput[] };
}

/**
 * A catalogue item with a picture, prices and text: its pages, and the writes that keep its picture
 * in step (ImageLibrary). A resource with rules of its own (a product's category) overrides
 * `checkFields` and `guardWrite`.
 */
export class CatalogueItemService<Row extends StockedRow, Item, Fields, Query extends ItemListQuery> {
  constructor(
    protected readonly db: Db,
    protected readonly images: ImageLibrary,
    private readonly kind: ItemKind<Row, Item, Fields, Query>,
    private readonly threshold: LowStockThreshold = async () => DEFAULT_LOW_STOCK_THRESHOLD,
  ) {}

  async list(query: Query): Promise<ListResponse<Item>> {
    const { page, limit } = query;
    const { rows, total } = await this.kind.list(this.db, query, limit, (page - 1) * limit);
    return { data: await this.toItems(rows), pagination: paginate(page, limit, total) };
  }

  async get(id: string): Promise<Item> {
    const row = await this.kind.find(this.db, id);
    if (!row) throw notFound(this.kind.noun);
    return (await this.toItems([row]))[0]!;
  }

  private async toItems(rows: Row[]): Promise<Item[]> {
    const tracked = rows.filter((row) => row.track_stock === 1).map((row) => row.id);
    const [counts, threshold] = await Promise.all([trackedCounts(this.db, this.kind.stockKind, tracked), this.threshold()]);
    return rows.map((row) => this.kind.toItem(row, counts, threshold));
  }

  /** Keeps the item's counts in step with the form, in the item's transaction. */
  private async saveStock(trx: Db, id: string, fields: Fields, at: string): Promise<void> {
    const { item, counts } = this.kind.stock(fields);
    await saveItemStock(trx, { ...item, kind: this.kind.stockKind, id }, counts, at);
  }

  /** Fields are checked before the image is decoded, so a bad form costs no image work. */
  async create(fields: Fields, imageBytes?: Upload): Promise<Item> {
    await this.checkFields(fields);
    const image = imageBytes ? await this.images.process(imageBytes) : null;
    const id = uuidv7();
    const now = nowIso();
    const row = { id, ...this.kind.columns(fields), created_at: now, updated_at: now };
    await this.guardWrite(() =>
      this.images.saveWith(image, async (trx, imageId) => {
        await insertItem(trx, this.kind.table, { ...row, image_id: imageId });
        await this.saveStock(trx, id, fields, now);
      }),
    );
    return this.get(id);
  }

  /** Without a new image the current one stays. */
  async update(id: string, fields: Fields, imageBytes?: Upload): Promise<Item> {
    const { table, noun } = this.kind;
    if (!(await findItemImageId(this.db, table, id))) throw notFound(noun);
    await this.checkFields(fields);
    const image = imageBytes ? await this.images.process(imageBytes) : null;
    await this.guardWrite(() =>
      this.images.replaceWith(image, async (trx, imageId) => {
        const current = await findItemImageId(trx, table, id);
        if (!current) throw notFound(noun);
        const at = nowIso();
        await updateItem(trx, table, id, {
          ...this.kind.columns(fields),
          ...(imageId ? { image_id: imageId } : {}),
          updated_at: at,
        });
        await this.saveStock(trx, id, fields, at);
        return current.image_id;
      }),
    );
    return this.get(id);
  }

  async delete(id: string): Promise<void> {
    const { table, noun } = this.kind;
    await this.images.deleteWith(async (trx) => {
      const current = await findItemImageId(trx, table, id);
      if (!current) throw notFound(noun);
      await deleteLevelsOf(trx, this.kind.stockKind, id);
      await deleteItem(trx, table, id);
      return current.image_id;
    });
  }

  /** Checks what the form refers to, before any image work. */
  protected async checkFields(_fields: Fields): Promise<void> {}

  /** Runs a write's transaction; a resource turns its own constraint failures into answers here. */
  protected guardWrite<T>(write: () => Promise<T>): Promise<T> {
    return write();
  }
}
