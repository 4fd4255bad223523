/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import { PostgresAdapter, type Kysely } from 'kysely';

// The stored image files, for shops that keep their images in the database (IMAGE_STORAGE=database)
// so that several app instances share them without a shared disk. One row per stored width, named
// by its content-addressed key; rows never change once written.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('image_variants')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('bytes', postgres ? 'bytea' : 'blob', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('image_variants').execute();
}
