import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connect.js';
import { DatabaseImageStorage } from '../images/database-storage.js';
import { shareKey } from '#contract/share-picture.js';
import { bearer, createTestApp, type TestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { uploadCarouselImage } from '../test-support/uploads.js';
import { createBackup } from './backup.js';
import { restoreBackup } from './restore.js';

/** The widths' keys from the srcset, and the share picture stored beside them. */
async function uploadedKeys(t: TestApp, seed: number): Promise<{ id: string; keys: string[] }> {
  const { id, imageSrcset } = await uploadCarouselImage(t, seed, { width: 700, height: 500 });
  const widths = imageSrcset.split(', ').map((entry) => path.basename(entry.split(' ')[0]!));
  return { id, keys: [...widths, shareKey(widths[0]!.split('-')[0]!)] };
}

/** What the images table of the restored database holds, read from a fresh connection. */
async function restoredImages(t: TestApp, keys: string[]): Promise<Record<string, number>> {
  const db = openDatabase(t.config.database);
  try {
    const storage = new DatabaseImageStorage(db);
    const sizes: Record<string, number> = {};
    for (const key of await storage.list()) if (keys.includes(key)) sizes[key] = (await storage.read(key))!.size;
    return sizes;
  } finally {
    await db.destroy();
  }
}

describe.each(engines)('backups of images kept in the database, on %s', (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('carries the images inside the database snapshot and brings them back with it', async () => {
    t = await createTestApp(engine, { imageStorage: 'database' });
    const { id, keys } = await uploadedKeys(t, 21);
    const sizes = Object.fromEntries(await Promise.all(keys.map(async (key) => [key, (await t!.app.storage.read(key))!.size])));

    const { dir, manifest } = await createBackup(t.config);
    expect(manifest).toMatchObject({ engine, images: 'database', uploads: [] });
    expect(await readdir(path.join(dir, 'uploads'))).toEqual([]);

    // Released once nothing refers to it: its rows are gone, until the restore.
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/carousel/${id}`, headers: bearer(await t.login()) });
    expect(removed.statusCode).toBe(204);
    expect(await restoredImages(t, keys)).toEqual({});

    await restoreBackup(t.config, dir);
    expect(await restoredImages(t, keys)).toEqual(sizes);
    await expect(restoreBackup({ ...t.config, imageStorage: 'files' }, dir)).rejects.toThrow(
      'This backup keeps its images in the database: restore it with IMAGE_STORAGE=database',
    );
  });

  it('restores a backup with image files into a shop that keeps its images in the database', async () => {
    t = await createTestApp(engine, { imageStorage: 'files' });
    const { keys } = await uploadedKeys(t, 22);
    const { dir, manifest } = await createBackup(t.config);
    expect(manifest.images).toBe('files');
    expect(manifest.uploads.map((file) => file.name).sort()).toEqual([...keys].sort());

    await restoreBackup({ ...t.config, imageStorage: 'database' }, dir);
    expect(await restoredImages(t, keys)).toEqual(Object.fromEntries(manifest.uploads.map((file) => [file.name, file.bytes])));
  });
});

describe.each(engines)('backups of image files, on %s', (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('copies only the images a row uses, so a restore keeps exactly the files it copied', async () => {
    t = await createTestApp(engine, { imageStorage: 'files' });
    const kept = await uploadedKeys(t, 23);
    const released = await uploadedKeys(t, 24);
    // As while a deleted banner's picture is being released: its images row outlives the row using it.
    await t.db.deleteFrom('carousel_images').where('id', '=', released.id).execute();

    const { dir, manifest } = await createBackup(t.config);
    expect(manifest.uploads.map((file) => file.name).sort()).toEqual([...kept.keys].sort());
    expect((await readdir(path.join(dir, 'uploads'))).sort()).toEqual([...kept.keys].sort());
  });

  it('backs up an image stored before share pictures existed, without one', async () => {
    t = await createTestApp(engine, { imageStorage: 'files' });
    const older = await uploadedKeys(t, 25);
    const share = older.keys.at(-1)!;
    await t.app.storage.delete(share);

    const { manifest } = await createBackup(t.config);
    expect(manifest.uploads.map((file) => file.name).sort()).toEqual(older.keys.filter((key) => key !== share).sort());
  });
});
