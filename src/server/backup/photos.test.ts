import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Photo } from '#contract/image.js';
import { openDatabase } from '../db/connect.js';
import { DatabaseImageStorage } from '../images/database-storage.js';
import { shareKey } from '#contract/share-picture.js';
import { bearer, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { pngImage } from '../test-support/images.js';
import { multipart, type FilePart } from '../test-support/multipart.js';
import { createBackup } from './backup.js';
import { restoreBackup } from './restore.js';

// Several photos per item: a backup carries the photo rows and every photo's files (each width and its
// share picture), and a restore brings back the items with their photos in order.

const storages = ['files', 'database'] as const;

describe.each(engines.flatMap((engine) => storages.map((storage) => [engine, storage] as const)))(
  'backups of items with several photos, on %s with the images in %s',
  (engine, imageStorage) => {
    const shop = useTestApp(engine, { imageStorage }, { signIn: true });

    it('restores every photo row in order and every photo file', async () => {
      const app = shop.t;
      const headers = bearer(shop.token);
      const send = async (method: 'POST' | 'DELETE', url: string, fields?: Record<string, string>, file?: FilePart) => {
        const body = fields ? multipart(fields, file) : undefined;
        const response = await app.app.inject({ method, url, headers: { ...headers, ...body?.headers }, payload: body?.payload });
        expect(response.statusCode, response.body).toBeLessThan(300);
        return response.statusCode === 204 ? null : response.json();
      };
      const upload = async (seed: number): Promise<Photo> =>
        send('POST', '/api/images', {}, { data: await pngImage(seed, 700, 500), contentType: 'image/png' });
      const categoryId = (await app.app.inject({ method: 'POST', url: '/api/categories', headers, payload: { name: 'Lips' } })).json().id;
      const lipstick = [await upload(41), await upload(42), await upload(43)];
      const duo = [await upload(44), lipstick[1]!];
      const colors = JSON.stringify([{ name: 'Berry', hexCode: '#AA0044', photo: lipstick[2]!.id }]);
      const product = await send('POST', '/api/products', {
        name: 'Lipstick',
        description: 'Matte',
        price: '20',
        categoryId,
        colors,
        photos: JSON.stringify(lipstick.map((p) => p.id)),
      });
      const offer = await send('POST', '/api/offer', {
        name: 'Duo',
        description: 'Two',
        price: '30',
        photos: JSON.stringify(duo.map((p) => p.id)),
      });
      // Each width the srcset names, and the share picture beside them.
      const expectedKeys = [...new Set([...lipstick, ...duo])]
        .flatMap((photo) => [...photo.imageSrcset.split(', ').map((entry) => path.basename(entry.split(' ')[0]!)), shareKey(photo.id)])
        .sort();

      const { dir, manifest } = await createBackup(app.config);
      expect(manifest.counts).toMatchObject({ item_photos: 5 });
      if (imageStorage === 'files') expect(manifest.uploads.map((file) => file.name).sort()).toEqual(expectedKeys);

      // After the snapshot both items go, and with them their photos' files.
      await send('DELETE', `/api/products/${product.id}`);
      await send('DELETE', `/api/offer/${offer.id}`);
      expect(await app.app.storage.list()).toEqual([]);

      await restoreBackup(app.config, dir);
      const db = openDatabase(app.config.database);
      try {
        const rows = await db
          .selectFrom('item_photos')
          .select(['kind', 'item_id', 'position', 'image_id'])
          .orderBy('kind')
          .orderBy('position')
          .execute();
        expect(rows).toEqual([
          ...duo.map((photo, position) => ({ kind: 'offer', item_id: offer.id, position, image_id: photo.id })),
          ...lipstick.map((photo, position) => ({ kind: 'product', item_id: product.id, position, image_id: photo.id })),
        ]);
        const restored = await db
          .selectFrom('products')
          .select(['image_id', 'colors'])
          .where('id', '=', product.id)
          .executeTakeFirstOrThrow();
        expect(restored.image_id).toBe(lipstick[0]!.id);
        expect(JSON.parse(restored.colors)[0].photo).toBe(lipstick[2]!.id);
        const keys = imageStorage === 'database' ? await new DatabaseImageStorage(db).list() : await readdir(app.config.uploadsDir);
        expect(keys.sort()).toEqual(expectedKeys);
      } finally {
        await db.destroy();
      }
    });
  },
);
