/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen with the migration, not imported from the app: which engine runs it.
const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

// Several photos per product and offer, in the owner's order: `kind` ('product' or 'offer') and
// `item_id` name the item, position 0 is its main photo, which the item's `image_id` always repeats.
// An image is in use while a row here names it. Every item's picture becomes its first photo, so a
// shop keeps what it shows. Photos are in the public answers, so the table bumps the catalogue
// version as the items' do.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('item_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image_id', 'text', (c) => c.notNull().references('images.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('item_photos_item_idx').on('item_photos').columns(['kind', 'item_id', 'position']).unique().execute();
  // What the image library asks before it removes an image.
  await db.schema.createIndex('item_photos_image_idx').on('item_photos').column('image_id').execute();

  // Row ids are opaque text; the app writes UUIDv7s, these come from each engine's random source.
  const newId = isPostgres(db) ? sql`gen_random_uuid()::text` : sql`lower(hex(randomblob(16)))`;
  for (const [kind, table] of [
    ['product', 'products'],
    ['offer', 'offers'],
  ] as const) {
    await sql`insert into item_photos (id, kind, item_id, position, image_id, created_at)
      select ${newId}, ${kind}, id, 0, image_id, updated_at from ${sql.table(table)} where image_id is not null`.execute(db);
  }

  if (isPostgres(db)) {
    // bump_catalog_version() is the catalogue version's (20261122030000).
    await sql`create trigger item_photos_bump_catalog_version
      after insert or update or delete or truncate on item_photos
      for each statement execute function bump_catalog_version()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete'] as const) {
      await sql`create trigger ${sql.id(`item_photos_${event}_bump_catalog_version`)} after ${sql.raw(event)} on item_photos
        begin update catalog_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('item_photos').execute();
}
