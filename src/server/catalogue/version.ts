import type { Db } from '../db/connect.js';

/**
 * The catalogue version: triggers bump it in every transaction that changes a public response
 * (migration 20261122030000_catalog_version). Reading it is one primary-key lookup per request.
 */
export async function readCatalogueVersion(db: Db): Promise<number> {
  const { rows } = await db.executeQuery(versionQuery(db));
  const version = rows[0]?.version;
  if (version === undefined) throw new Error('catalog_version has no row: was the database migrated?');
  return Number(version);
}

// Compiled once per connection pool: building the query each time cost more than running it.
const compiled = new WeakMap<Db, ReturnType<typeof compileVersionQuery>>();
const compileVersionQuery = (db: Db) => db.selectFrom('catalog_version').select('version').where('id', '=', 1).compile();
function versionQuery(db: Db) {
  let query = compiled.get(db);
  if (!query) compiled.set(db, (query = compileVersionQuery(db)));
  return query;
}

/**
 * A transaction for a catalogue write. It takes the version row first: on PostgreSQL the triggers
 * lock that row too, and a writer that locked a product or category before it could deadlock with
 * one that already holds it. On SQLite it makes the transaction a writer from its first statement.
 */
export function catalogueTransaction<T>(db: Db, write: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    return write(trx);
  });
}

/** Takes (and bumps) the version row: a transaction that may write the catalogue does it before any other write. */
export async function bumpCatalogueVersion(trx: Db): Promise<void> {
  await trx
    .updateTable('catalog_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}
