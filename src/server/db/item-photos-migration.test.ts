import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readCatalogueVersion } from '../catalogue/version.js';
import { engines } from '../test-support/engines.js';
import { useMigratedDatabase } from '../test-support/migrated-database.js';
import * as itemPhotos from './migrations/20261127000300_item_photos.js';

describe.each(engines)('the item photos migration on %s', (engine) => {
  const openDatabase = useMigratedDatabase(engine);

  it("makes each item's picture its first photo, and bumps the catalogue version when photos change", async () => {
    const db = await openDatabase();
    // The shop as it was before photos: items with a picture and without.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration's own signature
    const untyped = db as unknown as Kysely<any>;
    await itemPhotos.down(untyped);
    const at = '2026-11-01T10:00:00.000Z';
    await db.insertInto('images').values({ id: 'img1', width: 80, height: 60, widths: '[80]', created_at: at }).execute();
    const item = { description: 'd', search_text: 'x', price_cents: 100, offer_price_cents: null, created_at: at, updated_at: at };
    await db
      .insertInto('products')
      .values([
        { ...item, id: 'p1', name: 'With', sold_out: 0, category_id: null, colors: '[]', image_id: 'img1' },
        { ...item, id: 'p2', name: 'Without', sold_out: 0, category_id: null, colors: '[]', image_id: null },
      ])
      .execute();
    await db
      .insertInto('offers')
      .values({ ...item, id: 'o1', name: 'Offer', image_id: 'img1' })
      .execute();

    await itemPhotos.up(untyped);
    const rows = await db.selectFrom('item_photos').select(['kind', 'item_id', 'position', 'image_id']).orderBy('kind').execute();
    expect(rows).toEqual([
      { kind: 'offer', item_id: 'o1', position: 0, image_id: 'img1' },
      { kind: 'product', item_id: 'p1', position: 0, image_id: 'img1' },
    ]);

    const version = await readCatalogueVersion(db);
    await db.deleteFrom('item_photos').where('item_id', '=', 'o1').execute();
    expect(await readCatalogueVersion(db)).toBeGreaterThan(version);
  });
});
