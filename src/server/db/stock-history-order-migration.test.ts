import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { takeFrom } from '../stock/repository.js';
import { useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import * as stockHistoryOrder from './migrations/20261127000500_stock_history_order.js';

describe.each(engines)('the stock history order migration on %s', (engine) => {
  const shop = useTestApp(engine);

  it('numbers the changes made before in the order they were listed, and a later change takes the next place', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration's own signature
    const untyped = shop.t.db as unknown as Kysely<any>;
    await stockHistoryOrder.down(untyped);
    const level = {
      kind: 'product',
      color_key: '',
      color_name: null,
      search_text: 'x',
      tracked: 1,
      sort_name: 'x',
      updated_at: '2026-11-01T10:00:00.000Z',
    };
    await untyped
      .insertInto('stock_levels')
      .values([
        { ...level, id: 'counted', item_id: 'p1', count: 7 },
        { ...level, id: 'untouched', item_id: 'p2', count: 0 },
      ])
      .execute();
    const change = (id: string, changedAt: string, before: number, after: number) => ({
      id,
      stock_id: 'counted',
      changed_at: changedAt,
      count_before: before,
      count_after: after,
      reason: 'edited',
      order_id: null,
      order_reference: null,
    });
    // Ids out of time order, and two changes at one time (the id decides between them).
    await untyped
      .insertInto('stock_changes')
      .values([
        change('c', '2026-11-01T09:00:00.000Z', 0, 10),
        change('b', '2026-11-01T09:05:00.000Z', 10, 9),
        change('a', '2026-11-01T09:05:00.000Z', 9, 8),
        change('d', '2026-11-01T09:10:00.000Z', 8, 7),
      ])
      .execute();

    await stockHistoryOrder.up(untyped);

    const seqs = await shop.t.db
      .selectFrom('stock_changes')
      .select(['id', 'seq'])
      .where('stock_id', '=', 'counted')
      .orderBy('seq')
      .execute();
    expect(seqs).toEqual([
      { id: 'c', seq: 1 },
      { id: 'a', seq: 2 },
      { id: 'b', seq: 3 },
      { id: 'd', seq: 4 },
    ]);
    const levels = await shop.t.db
      .selectFrom('stock_levels')
      .select(['id', 'last_change_seq'])
      .where('id', 'in', ['counted', 'untouched'])
      .orderBy('id')
      .execute();
    expect(levels).toEqual([
      { id: 'counted', last_change_seq: 4 },
      { id: 'untouched', last_change_seq: 0 },
    ]);
    expect(await takeFrom(shop.t.db, 'counted', 2, '2026-11-02T10:00:00.000Z')).toEqual({ count: 5, seq: 5 });
    // One place holds one change.
    await expect(
      shop.t.db
        .insertInto('stock_changes')
        .values({ ...change('e', '2026-11-02T10:00:00.000Z', 7, 5), seq: 4 })
        .execute(),
    ).rejects.toThrow();
  });
});
