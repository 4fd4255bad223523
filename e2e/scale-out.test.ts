import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startShop, type ShopServer } from './support/harness.js';
import { createThrowawayDatabase, SKIPPED_WITHOUT_POSTGRES, TEST_DATABASE_URL, type ThrowawayDatabase } from './support/postgres.js';

// Two app instances behind one PostgreSQL database, as behind a load balancer: each with its own
// empty data folder (no shared disk) and the images in the database (IMAGE_STORAGE=database).

const PASSWORD = 'scale-out-password';

describe.skipIf(!TEST_DATABASE_URL)(
  `two app instances on one PostgreSQL database ${TEST_DATABASE_URL ? '' : SKIPPED_WITHOUT_POSTGRES}`,
  () => {
    let database: ThrowawayDatabase | undefined;
    const shops: ShopServer[] = [];

    beforeAll(async () => {
      database = await createThrowawayDatabase('shop_scale_out');
      const env = { DATABASE_URL: database.url, IMAGE_STORAGE: 'database', SEED_DEMO_DATA: 'false', ADMIN_PASSWORD: PASSWORD };
      // One after the other, as a rolling deploy starts them: the first creates the schema.
      shops.push(await startShop({ env, fresh: true }));
      shops.push(await startShop({ env, fresh: true }));
    });
    afterAll(async () => {
      for (const shop of shops) await shop.stop();
      await database?.drop();
    });

    it('serves from B an image uploaded through A, and B lists at once a product created on A', async () => {
      const [a, b] = shops as [ShopServer, ShopServer];
      const token = await adminToken({ ...a, adminPassword: PASSWORD });
      const auth = { authorization: `Bearer ${token}` };
      const category = await fetch(`${a.url}/api/categories`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Shared' }),
      });
      expect(category.status).toBe(201);
      const categoryId = ((await category.json()) as { id: string }).id;
      // B serves the list from its cache before the write, so seeing the new product proves the shared version.
      const listBefore = await fetch(`${b.url}/api/products`);
      expect(((await listBefore.json()) as { data: unknown[] }).data).toEqual([]);

      const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 180, g: 60, b: 90 } } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.set('name', 'Shared lipstick');
      form.set('description', 'Uploaded through one instance');
      form.set('price', '12.5');
      form.set('categoryId', categoryId);
      form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'lipstick.jpg');
      const created = await fetch(`${a.url}/api/products`, { method: 'POST', headers: auth, body: form });
      expect(created.status, await created.clone().text()).toBe(201);
      const product = (await created.json()) as { id: string; image: string; imageSrcset: string };
      expect(product.image).toMatch(/^\/uploads\/[0-9a-f]+-900\.webp$/);

      const listed = await fetch(`${b.url}/api/products`);
      expect(((await listed.json()) as { data: Array<{ id: string; image: string }> }).data).toMatchObject([
        { id: product.id, image: product.image },
      ]);

      const fromA = await fetch(`${a.url}${product.image}`);
      const fromB = await fetch(`${b.url}${product.image}`);
      for (const served of [fromA, fromB]) {
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      }
      const bytesFromB = Buffer.from(await fromB.arrayBuffer());
      expect(bytesFromB.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
      expect((await sharp(bytesFromB).metadata()).format).toBe('webp');
      expect(fromB.headers.get('etag')).toBe(`"${path.basename(product.image)}"`);
      const revalidated = await fetch(`${b.url}${product.image}`, { headers: { 'if-none-match': fromB.headers.get('etag')! } });
      expect(revalidated.status).toBe(304);

      // Every width is in the database; neither instance wrote an image file.
      for (const entry of product.imageSrcset.split(', ')) {
        expect((await fetch(`${b.url}${entry.split(' ')[0]}`)).status).toBe(200);
      }
      for (const shop of shops) expect(await readdir(path.join(shop.dataDir, 'uploads')).catch(() => [])).toEqual([]);

      // A delete through B releases the image for A too.
      const removed = await fetch(`${b.url}/api/products/${product.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${await adminToken({ ...b, adminPassword: PASSWORD })}` },
      });
      expect(removed.status).toBe(204);
      expect((await fetch(`${a.url}${product.image}`)).status).toBe(404);
    });
  },
);
