import { paginate, type ListResponse } from '#contract/pagination.js';
import type { Db } from '#server/db/connect.js';
import { uuidv7 } from '#server/db/ids.js';
import { nowIso } from '#server/db/text.js';
import { notFound } from '#server/http/errors.js';
import type { ImageLibrary, Upload } from '#server/uploads/library.js';
import { deleteItem, findItemImageId, insertItem, updateItem, type ItemRow, type ItemTable } from './repository.js';

type WithoutKeys<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** The columns a form writes: all but the id, the picture and the timestamps. */
export type ItemColumns = WithoutKeys<ItemRow, 'id' | 'image_id' | 'created_at' | 'updated_at'>;

export interface ItemListQuery {
  page: number;
  limit: number;
  search?: string;
}

/** What a resource adds to the shared item: its table, its name in messages, its rows and columns. */
export interface ItemKind<Row, Item, Fields, Query> {
  table: ItemTable;
  noun: Parameters<typeof notFound>[0];
  list(db: Db, query: Query, limit: number, offset: number): Promise<{ rows: Row[]; total: number }>;
  find(db: Db, id: string): Promise<Row | undefined>;
  toItem(row: Row): Item;
  columns(fields: Fields): ItemColumns;
}

/**
 * A catalogue item with a picture, prices and text: its pages, and the writes that keep its picture
 * in step (ImageLibrary). A resource with rules of its own (a product's category) overrides
 * `checkFields` and `guardWrite`.
 */
export class CatalogueItemService<Row, Item, Fields, Query extends ItemListQuery> {
  constructor(
    protected readonly db: Db,
    protected readonly images: ImageLibrary,
    private readonly kind: ItemKind<Row, Item, Fields, Query>,
  ) {}

  async list(query: Query): Promise<ListResponse<Item>> {
    const { page, limit } = query;
    const { rows, total } = await this.kind.list(this.db, query, limit, (page - 1) * limit);
    return { data: rows.map((row) => this.kind.toItem(row)), pagination: paginate(page, limit, total) };
  }

  async get(id: string): Promise<Item> {
    const row = await this.kind.find(this.db, id);
    if (!row) throw notFound(this.kind.noun);
    return this.kind.toItem(row);
  }

  /** Fields are checked before the image is decoded, so a bad form costs no image work. */
  async create(fields: Fields, imageBytes?: Upload): Promise<Item> {
    await this.checkFields(fields);
    const image = imageBytes ? await this.images.process(imageBytes) : null;
    const id = uuidv7();
    const now = nowIso();
    const row = { id, ...this.kind.columns(fields), created_at: now, updated_at: now };
    await this.guardWrite(() =>
      this.images.saveWith(image, (trx, imageId) => insertItem(trx, this.kind.table, { ...row, image_id: imageId })),
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
        await updateItem(trx, table, id, {
          ...this.kind.columns(fields),
          ...(imageId ? { image_id: imageId } : {}),
          updated_at: nowIso(),
        });
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
