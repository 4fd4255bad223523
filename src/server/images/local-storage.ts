import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { exists, fsyncPath, isMissing, linkOrCopy } from '../file-system.js';
import { makeOwnerOnlyFolder, OWNER_ONLY_FILE, OWNER_ONLY_FOLDER } from '../owner-only.js';
import { assertSafeKey, contentTypeOf, isSafeImageKey, type ImageStorage, type StoredImageFile } from './storage.js';

const TEMP_PREFIX = '.tmp-';

/** Images as files in one folder of the data folder (DATA_DIR/uploads), named by their keys. */
export class LocalImageStorage implements ImageStorage {
  readonly kind = 'files';
  readonly transactional = false;
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

  async read(key: string): Promise<StoredImageFile | null> {
    assertSafeKey(key);
    let handle;
    try {
      handle = await open(path.join(this.directory, key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      // The stream owns the open file from here: a delete meanwhile does not cut the response short.
      return { contentType: contentTypeOf(key), size, stream: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    return exists(path.join(this.directory, key));
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

  removeLeftovers(): Promise<number> {
    return removeStaleTemporaryFiles(this.directory);
  }

  async exportTo(key: string, target: string): Promise<boolean> {
    assertSafeKey(key);
    return linkOrCopy(path.join(this.directory, key), target);
  }

  /** Fills a new folder beside the current one, then swaps them, so a cut-off restore never leaves half a folder. */
  async replaceAll(files: ReadonlyMap<string, string>, setAside: string): Promise<void> {
    const incoming = `${this.directory}.restoring`;
    await mkdir(incoming, { recursive: true, mode: OWNER_ONLY_FOLDER });
    for (const [key, file] of files) {
      assertSafeKey(key);
      if (!(await linkOrCopy(file, path.join(incoming, key)))) throw new Error(`${file} vanished while restoring`);
    }
    await fsyncPath(incoming);
    await mkdir(setAside, { recursive: true, mode: OWNER_ONLY_FOLDER });
    if (await exists(this.directory)) await rename(this.directory, path.join(setAside, path.basename(this.directory)));
    await rename(incoming, this.directory);
    await fsyncPath(path.dirname(this.directory));
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
