import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { databaseFailure } from './failures.js';

describe.each(engines)('a transaction the database already ended, on %s', (engine) => {
  const shop = useTestApp(engine);

  it('fails with its cause, not with the rollback that found nothing to roll back', async () => {
    const db = shop.t.app.db;
    const cause = new Error('the cause');
    // What SQLite does by itself on a full disk: the transaction is gone before Kysely rolls it back.
    const ended = db.transaction().execute(async (trx) => {
      await sql`rollback`.execute(trx);
      throw cause;
    });
    await expect(ended).rejects.toBe(cause);

    if (engine === 'postgres') {
      // The connection ends mid-transaction: the query's own error (57P01), not "not queryable".
      const killed = db.transaction().execute(async (trx) => {
        await sql`select pg_terminate_backend(pg_backend_pid())`.execute(trx);
      });
      const error = await killed.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(databaseFailure(error)).toBe('unreachable');
      expect(String((error as Error).message)).not.toContain('not queryable');
      // The pool dropped the dead connection: the next query runs.
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    }
  });
});
