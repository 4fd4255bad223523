import type { FastifyBaseLogger } from 'fastify';
import { catalogueTransaction } from '../catalogue/version.js';
import type { Db } from '../db/connect.js';
import { isForeignKeyViolation } from '../db/errors.js';
import { nowIso } from '../db/text.js';
import { HttpError } from '../http/errors.js';
import {
  feedFromStoredVariant,
  ImageRejectedError,
  processImage,
  shareFromStoredVariant,
  variantKey,
  type ProcessedImage,
} from '../images/pipeline.js';
import { keysFor, madeOnRequest, type ImageStorage } from '../images/storage.js';
import { KeyedLock } from './keyed-lock.js';
import { recordActivity, type Actor } from '../activity/record.js';
import {
  ageReleasedImages,
  deleteImageRow,
  findImage,
  insertImageIfAbsent,
  isImageOlderThan,
  isImageReferenced,
  listAllImages,
  listUnreferencedImageIds,
  touchImage,
  type StoredImage,
} from './repository.js';

/** Uploaded bytes, or an image the pipeline already processed (the demo seed prepares them in parallel). */
export type Upload = Buffer | ProcessedImage;

/** The images a write stopped using (null where a row had none), released after its commit. */
export type ReleasedImages = ReadonlyArray<string | null>;

/** How long an upload no form names is kept while the shop runs: a dialog may stay open that long. */
export const ABANDONED_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;

type Transaction = <T>(db: Db, write: (trx: Db) => Promise<T>) => Promise<T>;
const plainTransaction: Transaction = (db, write) => db.transaction().execute(write);

/**
 * Keeps the images table, the stored files and the rows that use them in step: files are written
 * before the row that names them commits, and removed once no product, offer, photo or carousel row
 * refers to them (a storage in the database does both in that row's transaction). Work on one image
 * id is serialised, so a release never deletes files a save just wrote.
 */
export class ImageLibrary {
  private readonly lock = new KeyedLock();

  constructor(
    private readonly db: Db,
    private readonly storage: ImageStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Decodes and re-encodes an upload; refuses non-images (415) and oversized files (413). */
  async process(bytes: Upload): Promise<ProcessedImage> {
    if (!Buffer.isBuffer(bytes)) return bytes;
    try {
      return await processImage(bytes);
    } catch (error) {
      if (error instanceof ImageRejectedError) throw new HttpError(error.statusCode, error.message);
      throw error;
    }
  }

  /**
   * Stores the image's files, then runs `write` in one transaction together with the images row.
   * When anything fails, files no row refers to are removed again.
   */
  async saveWith<T>(image: ProcessedImage | null, write: (trx: Db, imageId: string | null) => Promise<T>): Promise<T> {
    if (!image) return catalogueTransaction(this.db, (trx) => write(trx, null));
    return this.store(image, catalogueTransaction, (trx) => write(trx, image.id));
  }

  /**
   * Processes and stores an upload that no row names yet (a photo the item's form will name). Until a
   * form names it, it is kept a day, then removed by the hourly sweep or at a start-up.
   */
  async upload(bytes: Upload, by: Actor | null = null): Promise<StoredImage> {
    const image = await this.process(bytes);
    await this.store(image, plainTransaction, async (trx) => {
      await touchImage(trx, image.id, nowIso());
      await recordActivity(trx, by, { kind: 'photo', action: 'created', subjectId: image.id, subjectLabel: image.id });
    });
    return storedImageOf(image);
  }

  private async store<T>(image: ProcessedImage, transaction: Transaction, write: (trx: Db) => Promise<T>): Promise<T> {
    const stored = storedImageOf(image);
    const inTransaction = this.storage.transactional;
    const files = [...image.variants, image.share];
    return this.lock.run(image.id, async () => {
      try {
        if (!inTransaction) for (const file of files) await this.storage.put(file.key, file.bytes);
        return await transaction(this.db, async (trx) => {
          // The row first: an instance releasing this image meanwhile then makes this wait or fail, never lose bytes.
          await insertImageIfAbsent(trx, stored);
          if (inTransaction) for (const file of files) await this.storage.put(file.key, file.bytes, trx);
          return write(trx);
        });
      } catch (error) {
        await this.removeIfUnused(image.id, keysFor(stored)).catch((cleanupError: unknown) =>
          this.log.error({ err: cleanupError, imageId: image.id }, 'could not remove the files of a failed save'),
        );
        throw error;
      }
    });
  }

  /**
   * Runs an update that may give a row new images (`write` returns the images it stopped using) and
   * releases those after the commit.
   */
  async replaceWith(image: ProcessedImage | null, write: (trx: Db, imageId: string | null) => Promise<ReleasedImages>): Promise<void> {
    await this.releaseAll(await this.saveWith(image, (trx, imageId) => aged(trx, write(trx, imageId))));
  }

  /** Runs a delete (`write` returns the deleted rows' images) and releases those after the commit. */
  async deleteWith(write: (trx: Db) => Promise<ReleasedImages>): Promise<void> {
    await this.releaseAll(await catalogueTransaction(this.db, (trx) => aged(trx, write(trx))));
  }

  /** Call after the commit that stopped using images: removes each one nothing refers to any more. */
  private async releaseAll(imageIds: ReleasedImages): Promise<void> {
    for (const id of new Set(imageIds)) await this.release(id);
  }

  /** Call after the commit that stopped using an image: removes it when nothing refers to it any more. */
  private async release(imageId: string | null | undefined): Promise<void> {
    if (!imageId) return;
    try {
      await this.lock.run(imageId, () => this.removeIfUnused(imageId, []));
    } catch (error) {
      // What stays goes at a later sweep (the write aged its row); the request that released it succeeded.
      this.log.error({ err: error, imageId }, 'could not release an image');
    }
  }

  /**
   * Makes a picture made on its first request (the share picture of an image stored before share
   * pictures existed, or any image's feed picture) from its largest stored width, when `key` names one
   * of an image still in use, and keeps it like the widths. Returns whether the key is stored now.
   */
  async addMadeOnRequest(key: string): Promise<boolean> {
    const made = madeOnRequest(key);
    if (!made) return false;
    return this.lock.run(made.id, async () => {
      if (await this.storage.exists(key)) return true;
      const image = await findImage(this.db, made.id);
      const largest = image ? Math.max(...image.widths) : undefined;
      if (!image || largest === undefined || !Number.isFinite(largest)) return false;
      const source = await this.storage.read(variantKey(made.id, largest));
      if (!source) return false;
      const chunks: Buffer[] = [];
      for await (const chunk of source.stream) chunks.push(chunk as Buffer);
      const webp = Buffer.concat(chunks);
      await this.storage.put(key, made.kind === 'share' ? await shareFromStoredVariant(webp) : await feedFromStoredVariant(webp));
      return true;
    });
  }

  /**
   * The start-up sweep. Image rows nothing refers to go as the hourly sweep takes them, once
   * ABANDONED_UPLOAD_AGE_MS old at `now`: a younger one may be an upload a dialog, on another
   * instance, will still name. Stored images no row names and cut-off writes go at once: files are
   * this instance's own and nothing here writes them yet, and images in the database commit with
   * their row.
   */
  async sweep(now: Date = new Date()): Promise<{ rows: number; files: number }> {
    const rows = await this.sweepAbandoned(now);
    // Listed before the rows are read, so the row of every image listed is read too, however recent.
    const stored = await this.storage.list();
    const known = new Set((await listAllImages(this.db)).flatMap(keysFor));
    let files = 0;
    for (const key of stored) {
      if (known.has(key)) continue;
      await this.storage.delete(key);
      files += 1;
    }
    await this.storage.removeLeftovers();
    return { rows, files };
  }

  /**
   * Removes uploads no form named within ABANDONED_UPLOAD_AGE_MS of `now` (a dialog closed without
   * saving); younger ones may still be named by a save. Returns how many went.
   */
  async sweepAbandoned(now: Date = new Date()): Promise<number> {
    const createdBefore = new Date(now.getTime() - ABANDONED_UPLOAD_AGE_MS).toISOString();
    let removed = 0;
    for (const id of await listUnreferencedImageIds(this.db, createdBefore)) {
      if (await this.lock.run(id, () => this.removeIfUnused(id, [], createdBefore))) removed += 1;
    }
    return removed;
  }

  /**
   * Must run under the image's lock. Returns whether the image was removed. With `createdBefore`, an
   * image uploaded again since it was listed stays.
   */
  private async removeIfUnused(id: string, extraKeys: string[], createdBefore?: string): Promise<boolean> {
    const removed = await this.db.transaction().execute(async (trx) => {
      if (await isImageReferenced(trx, id)) return null;
      if (createdBefore !== undefined && !(await isImageOlderThan(trx, id, createdBefore))) return null;
      const row = await findImage(trx, id);
      if (row) {
        try {
          await deleteImageRow(trx, id);
        } catch (error) {
          // Another instance started using it between our check and the delete.
          if (isForeignKeyViolation(error)) return null;
          throw error;
        }
      }
      const keys = [...new Set([...(row ? keysFor(row) : []), ...extraKeys])];
      if (this.storage.transactional) for (const key of keys) await this.storage.delete(key, trx);
      return keys;
    });
    if (removed === null) return false;
    if (!this.storage.transactional) for (const key of removed) await this.storage.delete(key);
    return true;
  }
}

/** In the write's transaction: the images it stopped using count as abandoned from its commit. */
async function aged(trx: Db, released: Promise<ReleasedImages>): Promise<ReleasedImages> {
  const imageIds = await released;
  await ageReleasedImages(trx, imageIds);
  return imageIds;
}

function storedImageOf(image: ProcessedImage): StoredImage {
  return { id: image.id, width: image.width, height: image.height, widths: image.variants.map((variant) => variant.width) };
}
