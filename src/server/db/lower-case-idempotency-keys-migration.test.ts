import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { engines } from '../test-support/engines.js';
import { useMigratedDatabase } from '../test-support/migrated-database.js';
import * as lowerCaseKeys from './migrations/20261127000700_lower_case_idempotency_keys.js';

describe.each(engines)('the lower-case idempotency keys migration on %s', (engine) => {
  const openDatabase = useMigratedDatabase(engine);

  it('lower-cases stored keys, except where that case of the key already made another order', async () => {
    const db = await openDatabase();
    const at = '2026-11-01T10:00:00.000Z';
    const order = (id: string, key: string) => ({
      id,
      reference: `BB-${id}`,
      idempotency_key: key,
      request_hash: 'h',
      status: 'new',
      customer_name: null,
      customer_phone: null,
      address: null,
      note: null,
      sent_without_reference: 0,
      item_count: 1,
      total_cents: 100,
      delivery_option_id: null,
      delivery_option_kind: null,
      delivery_option_name: null,
      search_text: '',
      created_at: at,
      created_day: '2026-11-01',
      updated_at: at,
    });
    await db
      .insertInto('orders')
      .values([
        order('A', 'AAAAAAAA-0000-4000-8000-000000000001'),
        order('B', 'BBBBBBBB-0000-4000-8000-000000000002'),
        order('C', 'bbbbbbbb-0000-4000-8000-000000000002'),
        order('D', 'dddddddd-0000-4000-8000-000000000004'),
      ])
      .execute();

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration's own signature
    await lowerCaseKeys.up(db as unknown as Kysely<any>);
    const rows = await db.selectFrom('orders').select(['id', 'idempotency_key']).orderBy('id').execute();
    expect(rows.map((row) => row.idempotency_key)).toEqual([
      'aaaaaaaa-0000-4000-8000-000000000001',
      'BBBBBBBB-0000-4000-8000-000000000002',
      'bbbbbbbb-0000-4000-8000-000000000002',
      'dddddddd-0000-4000-8000-000000000004',
    ]);
  });
});
