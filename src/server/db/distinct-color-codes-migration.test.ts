import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { engines } from '../test-support/engines.js';
import { useMigratedDatabase } from '../test-support/migrated-database.js';
import * as distinctColorCodes from './migrations/20261127000600_distinct_color_codes.js';

describe('distinctCodes', () => {
  it('keeps the first colour of a code and gives each later one the nearest free code above it', () => {
    expect(
      distinctColorCodes.distinctCodes([
        { name: 'Shade 1', hexCode: '#000000' },
        { name: 'Shade 2', hexCode: '#000000' },
        { name: 'Shade 3', hexCode: '#000001' },
        { name: 'Shade 4', hexCode: '#000000' },
      ]),
    ).toEqual([
      { name: 'Shade 1', hexCode: '#000000' },
      { name: 'Shade 2', hexCode: '#000002' },
      { name: 'Shade 3', hexCode: '#000001' },
      { name: 'Shade 4', hexCode: '#000003' },
    ]);
  });

  it('treats case as the same code, stores upper-case, and wraps past #FFFFFF', () => {
    expect(distinctColorCodes.distinctCodes([{ hexCode: '#ffffff' }, { hexCode: '#FFFFFF' }])).toEqual([
      { hexCode: '#FFFFFF' },
      { hexCode: '#000000' },
    ]);
    expect(distinctColorCodes.distinctCodes([{ hexCode: '#AABBCC' }, { hexCode: '#AABBCD' }])).toBeNull();
  });
});

describe.each(engines)('the distinct colour codes migration on %s', (engine) => {
  const openDatabase = useMigratedDatabase(engine);

  it('makes stored colours that share a code distinct, keeping names and photos, and leaves others alone', async () => {
    const db = await openDatabase();
    const at = '2026-11-01T10:00:00.000Z';
    const item = {
      description: 'd',
      search_text: 'x',
      price_cents: 100,
      offer_price_cents: null,
      sold_out: 0,
      category_id: null,
      image_id: null,
      created_at: at,
      updated_at: at,
    };
    const shared = [
      { name: 'Shade 1', hexCode: '#000000', photo: null },
      { name: 'Shade 2', hexCode: '#000000', photo: 'img9' },
      { name: 'Shade 3', hexCode: '#aabbcc', photo: null },
      { name: 'Shade 4', hexCode: '#AABBCC', photo: null },
    ];
    const distinct = [{ name: 'Rose', hexCode: '#FF00AA', photo: null }];
    await db
      .insertInto('products')
      .values([
        { ...item, id: 'p1', name: 'Shared', colors: JSON.stringify(shared) },
        { ...item, id: 'p2', name: 'Distinct', colors: JSON.stringify(distinct) },
        { ...item, id: 'p3', name: 'None', colors: '[]' },
      ])
      .execute();

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration's own signature
    await distinctColorCodes.up(db as unknown as Kysely<any>);
    const rows = await db.selectFrom('products').select(['id', 'colors']).orderBy('id').execute();
    expect(rows.map((row) => ({ id: row.id, colors: JSON.parse(row.colors) as unknown }))).toEqual([
      {
        id: 'p1',
        colors: [
          { name: 'Shade 1', hexCode: '#000000', photo: null },
          { name: 'Shade 2', hexCode: '#000001', photo: 'img9' },
          { name: 'Shade 3', hexCode: '#AABBCC', photo: null },
          { name: 'Shade 4', hexCode: '#AABBCD', photo: null },
        ],
      },
      { id: 'p2', colors: distinct },
      { id: 'p3', colors: [] },
    ]);
  });
});
