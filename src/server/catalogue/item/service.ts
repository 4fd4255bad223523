import type { ActivityAction } from '#contract/activity.js';
import type { Photo } from '#contract/image.js';
import type { PersonRef } from '#contract/person-ref.js';
import { recordActivity, type Actor } from '#server/activity/record.js';
import { validation } from '#contract/messages/validation.js';
import { paginate } from '#contract/pagination.js';
import type { SearchedListResponse } from '#contract/search.js';
import type { Db } from '#server/db/connect.js';
import { uuidv7 } from '#server/db/ids.js';
import { nowIso } from '#server/db/text.js';
import { isForeignKeyViolation } from '#server/db/errors.js';
import { fieldError, notFound } from '#server/http/errors.js';
import { findImages } from '#server/uploads/repository.js';
import type { ImageLibrary, Upload } from '#server/uploads/library.js';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '#contract/constants.js';
import type { StockCountInput } from '#contract/stock.js';
import { deleteLevelsOf } from '#server/stock/repository.js';
import { saveItemStock, trackedCounts, type CountsByItem, type StockedItem, type StockKind } from '#server/stock/service.js';
import { catalogueIndex } from '#server/search/catalogue-search.js';
import { deletePhotos, findPhotoIds, responsePhotosOf, writePhotos } from './photos.js';
import { deleteItem, findStoredItem, insertItem, updateItem, type ItemPage, type ItemRow, type ItemTable } from './repository.js';

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

/**
 * What every item form has that a save may leave out to keep it as stored: its photos' image ids in
 * order, and whether the item is counted.
 */
export interface KeptFields {
  photos?: string[] | undefined;
  trackStock?: boolean | undefined;
}

/** A form as saved: whether the item is counted, taken as stored when the form left it out (off for a new item). */
export type SavedFields<Fields> = Fields & { trackStock: boolean };

/** What a resource adds to the shared item: its table, its name in messages, its rows and columns. */
export interface ItemKind<Row, Item, Fields, Query> {
  table: ItemTable;
  /** What stock levels and photos call the item. */
  itemKind: StockKind;
  noun: Parameters<typeof notFound>[0];
  list(db: Db, query: Query, limit: number, offset: number): Promise<ItemPage<Row>>;
  find(db: Db, id: string): Promise<Row | undefined>;
  /** The response, with the counts of the tracked items among the rows read, the threshold and the item's photos. */
  toItem(row: Row, counts: CountsByItem, threshold: number, photos: Photo[]): Item;
  columns(fields: SavedFields<Fields>): ItemColumns;
  /** What the item's counts follow (name, colours, tracking) and the counts the form sent. */
  stock(fields: SavedFields<Fields>): { item: Omit<StockedItem, 'kind' | 'id'>; counts: StockCountInput[] };
  /** The photos the form's colours show (image ids); none for an item without colours. */
  colorPhotos(fields: Fields): string[];
}

/** An item's name, picture, photos and tracking as stored. */
interface StoredItem {
  name: string;
  imageId: string | null;
  photos: string[];
  tracked: boolean;
}

/**
 * The photos after a save: the form's list (absent: the current one), its first replaced by an
 * uploaded `image` part, or that upload alone when there were none.
 */
function photosAfter(requested: readonly string[] | undefined, current: readonly string[], uploaded: string | null): string[] {
  const photos = [...(requested ?? current)];
  if (uploaded) photos.splice(0, 1, uploaded);
  // An upload with the bytes of a later photo is that photo.
  return [...new Set(photos)];
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);
const photoGone = () => fieldError('photos', validation.photoGone);

/**
 * A catalogue item with photos, prices and text: its pages, and the writes that keep its photos in
 * step (ImageLibrary). A resource with rules of its own (a product's category) overrides
 * `checkFields` and `guardWrite`.
 */
export class CatalogueItemService<Row extends StockedRow, Item, Fields extends KeptFields, Query extends ItemListQuery> {
  constructor(
    protected readonly db: Db,
    protected readonly images: ImageLibrary,
    private readonly kind: ItemKind<Row, Item, Fields, Query>,
    private readonly threshold: LowStockThreshold = async () => DEFAULT_LOW_STOCK_THRESHOLD,
  ) {}

  async list(query: Query): Promise<SearchedListResponse<Item>> {
    const { page, limit } = query;
    const { rows, total, suggestions } = await this.kind.list(this.db, query, limit, (page - 1) * limit);
    const response = { data: await this.toItems(rows), pagination: paginate(page, limit, total) };
    return suggestions ? { ...response, suggestions } : response;
  }

  /** Builds the search index before the first search needs it. */
  async prepareSearch(): Promise<void> {
    await catalogueIndex(this.db, this.kind.table).current();
  }

  async get(id: string): Promise<Item> {
    const row = await this.kind.find(this.db, id);
    if (!row) throw notFound(this.kind.noun);
    return (await this.toItems([row]))[0]!;
  }

  /** The page's counts and photos are read in one query each, whatever the number of rows. */
  private async toItems(rows: Row[]): Promise<Item[]> {
    const { itemKind } = this.kind;
    const tracked = rows.filter((row) => row.track_stock === 1).map((row) => row.id);
    const [counts, threshold, photos] = await Promise.all([
      trackedCounts(this.db, itemKind, tracked),
      this.threshold(),
      responsePhotosOf(
        this.db,
        itemKind,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row) => this.kind.toItem(row, counts, threshold, photos.get(row.id) ?? []));
  }

  /**
   * Records the write in the activity, `by` whoever made it, and keeps the item's counts in step with
   * the form (their history naming that person), in the item's transaction.
   */
  private async recordAndSaveStock(
    trx: Db,
    by: Actor | null,
    action: ActivityAction,
    id: string,
    fields: SavedFields<Fields>,
    at: string,
  ): Promise<void> {
    const { item, counts } = this.kind.stock(fields);
    const person = await this.record(trx, by, action, id, item.name, at);
    await saveItemStock(trx, { ...item, kind: this.kind.itemKind, id }, counts, at, person);
  }

  private record(trx: Db, by: Actor | null, action: ActivityAction, id: string, name: string, at: string): Promise<PersonRef | null> {
    return recordActivity(trx, by, { kind: this.kind.itemKind, action, subjectId: id, subjectLabel: name, at });
  }

  /** Fields are checked before the image is decoded, so a bad form costs no image work. */
  async create(by: Actor | null, fields: Fields, imageBytes?: Upload): Promise<Item> {
    await this.checkFields(fields);
    await this.checkPhotosBeforeUpload(fields, [], imageBytes !== undefined);
    const image = imageBytes ? await this.images.process(imageBytes) : null;
    const id = uuidv7();
    const now = nowIso();
    await this.guardWrite(() =>
      this.images.saveWith(image, async (trx, imageId) => {
        const photos = await this.photosToSave(trx, fields, [], imageId);
        const saved = { ...fields, trackStock: fields.trackStock ?? false };
        await this.savePhotos(trx, id, [], photos, now);
        await insertItem(trx, this.kind.table, {
          id,
          ...this.kind.columns(saved),
          image_id: photos[0] ?? null,
          created_at: now,
          updated_at: now,
        });
        await this.recordAndSaveStock(trx, by, 'created', id, saved, now);
      }),
    );
    return this.get(id);
  }

  /** Without photos in the form or an image part, the photos stay; without trackStock, tracking stays as it is. */
  async update(by: Actor | null, id: string, fields: Fields, imageBytes?: Upload): Promise<Item> {
    const { table } = this.kind;
    const before = await this.stored(this.db, id);
    await this.checkFields(fields);
    await this.checkPhotosBeforeUpload(fields, before.photos, imageBytes !== undefined);
    const image = imageBytes ? await this.images.process(imageBytes) : null;
    await this.guardWrite(() =>
      this.images.replaceWith(image, async (trx, imageId) => {
        const current = await this.stored(trx, id);
        const photos = await this.photosToSave(trx, fields, current.photos, imageId);
        const saved = { ...fields, trackStock: fields.trackStock ?? current.tracked };
        const at = nowIso();
        await this.savePhotos(trx, id, current.photos, photos, at);
        await updateItem(trx, table, id, { ...this.kind.columns(saved), image_id: photos[0] ?? null, updated_at: at });
        await this.recordAndSaveStock(trx, by, 'updated', id, saved, at);
        return [current.imageId, ...current.photos].filter((imageId) => imageId !== null && !photos.includes(imageId));
      }),
    );
    return this.get(id);
  }

  async delete(by: Actor | null, id: string): Promise<void> {
    const { table, itemKind } = this.kind;
    await this.images.deleteWith(async (trx) => {
      const current = await this.stored(trx, id);
      await this.record(trx, by, 'deleted', id, current.name, nowIso());
      await deleteLevelsOf(trx, itemKind, id);
      await deletePhotos(trx, itemKind, id);
      await deleteItem(trx, table, id);
      return [current.imageId, ...current.photos];
    });
  }

  /** The item's name, picture, photos and tracking; 404 when it is gone. */
  private async stored(db: Db, id: string): Promise<StoredItem> {
    const row = await findStoredItem(db, this.kind.table, id);
    if (!row) throw notFound(this.kind.noun);
    const photos = await findPhotoIds(db, this.kind.itemKind, id);
    // An item whose picture has no photo row yet keeps it as its first photo.
    return {
      name: row.name,
      imageId: row.image_id,
      photos: photos.length === 0 && row.image_id ? [row.image_id] : photos,
      tracked: row.track_stock === 1,
    };
  }

  /**
   * What can be checked before an upload is decoded: the photos the form names are stored and,
   * without an upload (which changes the first photo), each colour's photo is one of them.
   */
  private async checkPhotosBeforeUpload(fields: Fields, current: string[], uploading: boolean): Promise<void> {
    if (uploading) await this.checkPhotos(this.db, fields.photos ?? [], []);
    else await this.checkPhotos(this.db, photosAfter(fields.photos, current, null), this.kind.colorPhotos(fields));
  }

  /** The photos this save gives the item, checked in its transaction. */
  private async photosToSave(trx: Db, fields: Fields, current: string[], uploaded: string | null): Promise<string[]> {
    const photos = photosAfter(fields.photos, current, uploaded);
    await this.checkPhotos(trx, photos, this.kind.colorPhotos(fields));
    return photos;
  }

  /** Every photo is a stored image (an upload may have been swept), and every colour shows one of them. */
  private async checkPhotos(db: Db, photos: string[], colorPhotos: string[]): Promise<void> {
    const stored = await findImages(db, photos);
    if (photos.some((imageId) => !stored.has(imageId))) throw photoGone();
    // Refused, never cleared: the dialog clears a colour's photo when the photo is deleted.
    if (colorPhotos.some((imageId) => !photos.includes(imageId))) throw fieldError('colors', validation.colorPhotoUnknown);
  }

  private async savePhotos(trx: Db, id: string, current: string[], photos: string[], at: string): Promise<void> {
    if (sameList(current, photos)) return;
    try {
      await writePhotos(trx, this.kind.itemKind, id, photos, at);
    } catch (error) {
      // Swept between the check and this write (another instance on PostgreSQL).
      if (isForeignKeyViolation(error)) throw photoGone();
      throw error;
    }
  }

  /** Checks what the form refers to, before any image work. */
  protected async checkFields(_fields: Fields): Promise<void> {}

  /** Runs a write's transaction; a resource turns its own constraint failures into responses here. */
  protected guardWrite<T>(write: () => Promise<T>): Promise<T> {
    return write();
  }
}
