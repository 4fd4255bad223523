/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import type { Kysely } from 'kysely';

// French and Arabic names and descriptions beside the English ones, which stay required: null means no
// translation, and the storefront shows English in its place. Adding nullable columns rewrites no row
// on either engine, so the SQLite FTS5 indexes keyed by rowid stay right. search_text now folds these
// too, but they are all null here, so every existing row's search_text is already what it would be.
// The catalogue version's triggers (20261122030000) fire on an update of any column, these included.

const TRANSLATED_COLUMNS = {
  products: ['name_fr', 'name_ar', 'description_fr', 'description_ar'],
  offers: ['name_fr', 'name_ar', 'description_fr', 'description_ar'],
  categories: ['name_fr', 'name_ar'],
} as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(TRANSLATED_COLUMNS)) {
    // One column a statement: SQLite adds one at a time.
    for (const column of columns) await db.schema.alterTable(table).addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(TRANSLATED_COLUMNS)) {
    for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
