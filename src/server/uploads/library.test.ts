import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { nowIso } from '../db/text.js';
import { useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { pngImage } from '../test-support/images.js';
import { KeyedLock } from './keyed-lock.js';
import { ABANDONED_UPLOAD_AGE_MS } from './library.js';

const later = (ms: number) => new Date(Date.now() + ms);
/** Past the age at which what nothing names is swept. */
const aDayLater = () => later(ABANDONED_UPLOAD_AGE_MS + 60_000);

describe.each(engines)('image bookkeeping on %s', (engine) => {
  const shop = useTestApp(engine);

  it('sweeps image rows nothing refers to and files no row names, keeping images in use', async () => {
    const images = shop.t.app.images;
    const used = await images.process(await pngImage(1));
    const orphan = await images.process(await pngImage(2));
    await images.saveWith(used, (trx, imageId) =>
      trx.insertInto('carousel_images').values({ id: 'c1', image_id: imageId!, created_at: nowIso() }).execute(),
    );
    // An image row nothing refers to, and a stray file a crash left.
    await images.saveWith(orphan, async () => undefined);
    writeFileSync(path.join(shop.t.config.uploadsDir, 'abcdef-320.webp'), 'stray');

    // The file goes at once; the row, as an upload a form may still name, once a day old.
    expect(await images.sweep()).toEqual({ rows: 0, files: 1 });
    expect(await images.sweep(aDayLater())).toEqual({ rows: 1, files: 0 });
    const files = readdirSync(shop.t.config.uploadsDir);
    expect(files.filter((name) => name.startsWith(used.id))).toHaveLength(used.variants.length + 1);
    expect(files.some((name) => name.startsWith(orphan.id) || name.startsWith('abcdef'))).toBe(false);
    expect(await shop.t.db.selectFrom('images').select('id').execute()).toEqual([{ id: used.id }]);
  });
});

describe.each(engines)('image bookkeeping with the images in the %s database', (engine) => {
  const shop = useTestApp(engine, { imageStorage: 'database' });

  it('stores the bytes in the transaction of the row that names them, and releases them with it', async () => {
    const { images, storage } = shop.t.app;
    const kept = await images.process(await pngImage(3));
    const failed = await images.process(await pngImage(4));
    await images.saveWith(kept, (trx, imageId) =>
      trx.insertInto('carousel_images').values({ id: 'c1', image_id: imageId!, created_at: nowIso() }).execute(),
    );
    await expect(
      images.saveWith(failed, async () => {
        throw new Error('the row could not be written');
      }),
    ).rejects.toThrow('the row could not be written');
    expect(await storage.list()).toEqual([...kept.variants.map((variant) => variant.key), kept.share.key].sort());
    expect(readdirSync(shop.t.config.dataDir)).not.toContain('uploads');

    // A stray stored image no row names goes at the next sweep; images in use stay.
    await storage.put('abcdef-320.webp', Buffer.from('stray'));
    expect(await images.sweep()).toEqual({ rows: 0, files: 1 });
    expect(await storage.list()).toEqual([...kept.variants.map((variant) => variant.key), kept.share.key].sort());

    await images.deleteWith(async (trx) => {
      await trx.deleteFrom('carousel_images').where('id', '=', 'c1').execute();
      return [kept.id];
    });
    expect(await storage.list()).toEqual([]);
    expect(await shop.t.db.selectFrom('images').select('id').execute()).toEqual([]);
  });
});

const storages = ['files', 'database'] as const;

describe.each(engines.flatMap((engine) => storages.map((storage) => [engine, storage] as const)))(
  'uploads no form names, on %s with the images in %s',
  (engine, imageStorage) => {
    const shop = useTestApp(engine, { imageStorage });

    const storedKeys = async (id: string) => (await shop.t.app.storage.list()).filter((key) => key.startsWith(`${id}-`));

    it('are removed once a day old, files and row, while a photo an item names stays', async () => {
      const { images } = shop.t.app;
      const abandoned = await images.upload(await pngImage(11));
      const named = await images.upload(await pngImage(12));
      await images.saveWith(null, async (trx) => {
        await trx
          .insertInto('item_photos')
          .values({ id: 'p1', kind: 'product', item_id: 'x', position: 0, image_id: named.id, created_at: nowIso() })
          .execute();
      });
      expect(await storedKeys(abandoned.id)).not.toEqual([]);

      // Younger than a day: a dialog may still name it.
      expect(await images.sweepAbandoned(later(ABANDONED_UPLOAD_AGE_MS - 60_000))).toBe(0);
      expect(await images.sweepAbandoned(later(ABANDONED_UPLOAD_AGE_MS + 60_000))).toBe(1);
      expect(await storedKeys(abandoned.id)).toEqual([]);
      expect(await shop.t.db.selectFrom('images').select('id').where('id', '=', abandoned.id).executeTakeFirst()).toBeUndefined();
      expect(await storedKeys(named.id)).not.toEqual([]);
    });

    it('outlive another instance starting within their day, and go at a start-up once a day old', async () => {
      const { images } = shop.t.app;
      const fresh = await images.upload(await pngImage(14));
      const stale = await images.upload(await pngImage(15));
      await shop.t.db
        .updateTable('images')
        .set({ created_at: new Date(Date.now() - ABANDONED_UPLOAD_AGE_MS - 60_000).toISOString() })
        .where('id', '=', stale.id)
        .execute();

      // What an instance starting meanwhile runs.
      expect((await images.sweep()).rows).toBe(1);
      expect(await storedKeys(stale.id)).toEqual([]);
      expect(await storedKeys(fresh.id)).not.toEqual([]);
      // The dialog that uploaded it saves it still.
      await images.saveWith(null, async (trx) => {
        await trx
          .insertInto('item_photos')
          .values({ id: 'p2', kind: 'product', item_id: 'y', position: 0, image_id: fresh.id, created_at: nowIso() })
          .execute();
      });
      expect(await images.sweep(aDayLater())).toMatchObject({ rows: 0 });
      expect(await storedKeys(fresh.id)).not.toEqual([]);
    });

    it('go at the next start-up when a crash or a failure cut off their release, however young', async () => {
      const { images, storage } = shop.t.app;
      const photo = await images.upload(await pngImage(16));
      await images.saveWith(null, async (trx) => {
        await trx
          .insertInto('item_photos')
          .values({ id: 'p3', kind: 'product', item_id: 'z', position: 0, image_id: photo.id, created_at: nowIso() })
          .execute();
      });
      // The release after the commit fails half-way.
      vi.spyOn(storage, 'delete').mockRejectedValueOnce(new Error('the disk went away'));
      await images.deleteWith(async (trx) => {
        await trx.deleteFrom('item_photos').where('id', '=', 'p3').execute();
        return [photo.id];
      });
      vi.restoreAllMocks();

      await images.sweep();
      expect(await storedKeys(photo.id)).toEqual([]);
      expect(await shop.t.db.selectFrom('images').select('id').where('id', '=', photo.id).executeTakeFirst()).toBeUndefined();
    });

    it('count their day from the latest upload of the same bytes', async () => {
      const { images } = shop.t.app;
      const first = await images.upload(await pngImage(13));
      await shop.t.db
        .updateTable('images')
        .set({ created_at: new Date(Date.now() - 2 * ABANDONED_UPLOAD_AGE_MS).toISOString() })
        .where('id', '=', first.id)
        .execute();
      const again = await images.upload(await pngImage(13));
      expect(again.id).toBe(first.id);
      expect(await images.sweepAbandoned()).toBe(0);
      expect(await storedKeys(first.id)).not.toEqual([]);
    });
  },
);

describe('KeyedLock', () => {
  it('runs tasks of one key in order, even when one fails', async () => {
    const lock = new KeyedLock();
    const order: string[] = [];
    const slow = lock.run('a', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('first');
      throw new Error('boom');
    });
    const second = lock.run('a', async () => order.push('second'));
    const other = lock.run('b', async () => order.push('other'));
    await expect(slow).rejects.toThrow('boom');
    await Promise.all([second, other]);
    expect(order).toEqual(['other', 'first', 'second']);
  });
});
