/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import { sql, type Kysely } from 'kysely';

// A count's history was listed by the time of each change, taken before its transaction waited for
// the count's row: on PostgreSQL, sales made at once were listed out of the order the count moved.
// Each change now carries `seq`, its place in its count's history (1, 2, …), and each count the
// `last_change_seq` it reached: the update that moves a count bumps it under the count's row lock
// and the history row stores it. The history is listed by it through a unique index, which also
// refuses two changes of one count in one place. Changes made before are numbered in the order
// they were listed, by time then id.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('stock_changes')
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('stock_levels')
    .addColumn('last_change_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await sql`update stock_changes set seq = numbered.seq
    from (select id, row_number() over (partition by stock_id order by changed_at, id) as seq from stock_changes) as numbered
    where numbered.id = stock_changes.id`.execute(db);
  await sql`update stock_levels set last_change_seq = coalesce((select max(seq) from stock_changes where stock_id = stock_levels.id), 0)`.execute(
    db,
  );

  await db.schema.dropIndex('stock_changes_stock_idx').execute();
  await db.schema.createIndex('stock_changes_seq_key').on('stock_changes').columns(['stock_id', 'seq']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('stock_changes_seq_key').execute();
  await db.schema.createIndex('stock_changes_stock_idx').on('stock_changes').columns(['stock_id', 'changed_at', 'id']).execute();
  await db.schema.alterTable('stock_levels').dropColumn('last_change_seq').execute();
  await db.schema.alterTable('stock_changes').dropColumn('seq').execute();
}
