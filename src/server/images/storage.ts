import { randomBytes } from 'node:crypto';
import { open, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { ImageFields } from '../../contract/image.js';
import { makeOwnerOnlyFolder, OWNER_ONLY_FILE } from '../owner-only.js';
import { variantKey } from './pipeline.js';

/** Where stored image files live: the local data folder, or object storage when scaled out. */
export interface ImageStorage {
  /** Stores the file under `key`; keys are content-addressed, so an existing key is left as it is. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key. */
  list(): Promise<string[]>;
  /** Set when the files sit in a local folder that can be served directly. */
  readonly directory?: string;
}

/** What the pipeline produces: `<hex id>-<width>.webp`. Nothing else is ever a key. */
const SAFE_KEY = /^[0-9a-f]{1,64}-[1-9]\d{0,4}\.webp$/;
const TEMP_PREFIX = '.tmp-';

export function isSafeImageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

function assertSafeKey(key: string): void {
  if (!isSafeImageKey(key)) throw new Error(`Refusing image key ${JSON.stringify(key)}`);
}

export class LocalImageStorage implements ImageStorage {
  readonly directory: string;

  constructor(directory: string) {
    this.directory = path.resolve(directory);
    makeOwnerOnlyFolder(this.directory);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    assertSafeKey(key);
    const target = path.join(this.directory, key);
    if (await exists(target)) return;
    // A reader (or a restart after a crash) sees the whole file or none of it: write aside, flush, rename.
    const temp = path.join(this.directory, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}-${key}`);
    const handle = await open(temp, 'wx', OWNER_ONLY_FILE);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    await handle.close();
    try {
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    await fsyncPath(this.directory);
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    try {
      await unlink(path.join(this.directory, key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async list(): Promise<string[]> {
    const names = await readdir(this.directory);
    return names.filter(isSafeImageKey).sort();
  }

  /** Removes temporary files left by writes a crash interrupted; call at start-up. */
  async removeStaleTemporaryFiles(olderThanMs = 60_000): Promise<number> {
    return removeStaleTemporaryFiles(this.directory, olderThanMs);
  }
}

/**
 * Removes `put`'s temporary files older than `olderThanMs` (a write in progress is younger). Returns
 * how many were removed.
 */
export async function removeStaleTemporaryFiles(directory: string, olderThanMs = 60_000): Promise<number> {
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of await readdir(directory)) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const file = path.join(directory, name);
    try {
      if ((await stat(file)).mtimeMs <= cutoff) {
        await unlink(file);
        removed += 1;
      }
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  return removed;
}

/** The stored files of one image. */
export function keysFor(image: { id: string; widths: number[] }): string[] {
  return image.widths.map((width) => variantKey(image.id, width));
}

/** The API's image fields for a stored image (or none): the largest width as `image`, all of them as `srcset`. */
export function imageFieldsFor(
  image: { id: string; width: number; height: number; widths: number[] } | null,
  publicBase = '/uploads',
): ImageFields {
  if (!image || image.widths.length === 0) {
    return { image: null, imageSrcset: null, imageWidth: null, imageHeight: null };
  }
  const base = publicBase.replace(/\/+$/, '');
  const widths = [...image.widths].sort((a, b) => a - b);
  const url = (width: number) => `${base}/${variantKey(image.id, width)}`;
  return {
    image: url(widths[widths.length - 1]!),
    imageSrcset: widths.map((width) => `${url(width)} ${width}w`).join(', '),
    imageWidth: image.width,
    imageHeight: image.height,
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/**
 * Flushes a file or a folder to disk; a folder's entry makes a rename in it durable. Best effort:
 * some platforms cannot open a folder, and lose nothing by skipping.
 */
export async function fsyncPath(file: string): Promise<void> {
  let handle;
  try {
    handle = await open(file, 'r');
    await handle.sync();
  } catch {
    // See above.
  } finally {
    await handle?.close();
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
