import { PostgresAdapter, type DialectAdapter } from 'kysely';

/** Any Kysely instance or transaction, whatever its table types. */
interface HasExecutor {
  getExecutor(): { readonly adapter: DialectAdapter };
}

/** The few statements that differ between the engines (indexes, extensions) ask this. */
export function isPostgres(db: HasExecutor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
