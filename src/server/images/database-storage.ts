import { readFile, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Db } from '../db/connect.js';
import { nowIso } from '../db/text.js';
import { isMissing } from '../file-system.js';
import { OWNER_ONLY_FILE } from '../owner-only.js';
import { assertSafeKey, contentTypeOf, type ImageStorage, type StoredImageFile } from './storage.js';

/** Chunks the response is cut into; the whole image is read from the database first (a few hundred KB at most). */
const CHUNK_BYTES = 64 * 1024;

/**
 * Images as rows of the shop's own database (`image_variants`), so that every app instance on one
 * PostgreSQL database serves every image without a shared disk. Writes and deletes run in the
 * transaction of the images row that names them, so a crash, or another instance's start-up sweep,
 * never sees bytes without their row.
 */
export class DatabaseImageStorage implements ImageStorage {
  readonly kind = 'database';
  readonly transactional = true;

  constructor(private readonly db: Db) {}

  async put(key: string, bytes: Buffer, trx: Db = this.db): Promise<void> {
    assertSafeKey(key);
    await trx
      .insertInto('image_variants')
      .values({ key, content_type: contentTypeOf(key), bytes, size: bytes.length, created_at: nowIso() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }

  async read(key: string): Promise<StoredImageFile | null> {
    assertSafeKey(key);
    const row = await this.db.selectFrom('image_variants').select(['content_type', 'bytes']).where('key', '=', key).executeTakeFirst();
    if (!row) return null;
    return { contentType: row.content_type, size: row.bytes.length, stream: Readable.from(chunks(row.bytes)) };
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    const row = await this.db.selectFrom('image_variants').select('key').where('key', '=', key).executeTakeFirst();
    return row !== undefined;
  }

  async delete(key: string, trx: Db = this.db): Promise<void> {
    assertSafeKey(key);
    await trx.deleteFrom('image_variants').where('key', '=', key).execute();
  }

  async list(): Promise<string[]> {
    const rows = await this.db.selectFrom('image_variants').select('key').orderBy('key').execute();
    return rows.map((row) => row.key);
  }

  async removeLeftovers(): Promise<number> {
    return 0;
  }

  async exportTo(key: string, target: string): Promise<boolean> {
    assertSafeKey(key);
    const image = await this.db.selectFrom('image_variants').select('bytes').where('key', '=', key).executeTakeFirst();
    if (!image) return false;
    await writeFile(target, image.bytes, { mode: OWNER_ONLY_FILE, flag: 'wx' });
    return true;
  }

  /**
   * One transaction: the table holds the old set or the new one, never a mix. The rows it replaces
   * belong to the database the restore has just replaced (and set aside, on SQLite).
   */
  async replaceAll(files: ReadonlyMap<string, string>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('image_variants').execute();
      for (const [key, file] of files) {
        assertSafeKey(key);
        let bytes: Buffer;
        try {
          bytes = await readFile(file);
        } catch (error) {
          if (isMissing(error)) throw new Error(`${file} vanished while restoring`);
          throw error;
        }
        await trx
          .insertInto('image_variants')
          .values({ key, content_type: contentTypeOf(key), bytes, size: bytes.length, created_at: nowIso() })
          .execute();
      }
    });
  }
}

function* chunks(bytes: Buffer): Generator<Buffer> {
  for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) yield bytes.subarray(offset, offset + CHUNK_BYTES);
}
