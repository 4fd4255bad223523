/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import { sql, type Kysely } from 'kysely';

// Idempotency keys are UUIDs, compared from now on as the API stores them: lower-case. A key stored
// before in another case is lower-cased, so sending it again finds its order; where one case of it
// already made a second order, both stay as they are (the unique index would refuse the change).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update orders set idempotency_key = lower(idempotency_key)
    where idempotency_key <> lower(idempotency_key)
      and not exists (select 1 from orders as other where other.idempotency_key = lower(orders.idempotency_key))`.execute(db);
}

export async function down(): Promise<void> {
  // The case a key was first sent in is not kept: nothing to undo.
}
