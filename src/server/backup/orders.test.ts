import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connect.js';
import { bearer, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { VALID_SETTINGS } from '../test-support/hostile.js';
import { multipart } from '../test-support/multipart.js';
import { createBackup } from './backup.js';
import { restoreBackup } from './restore.js';

// The orders are the shop's record of what it sold: a backup carries them, its manifest counts them,
// and a restore brings back every order, line and status change as they were at the snapshot, with
// the delivery option each chose and its fee, though the zone changed since.

describe.each(engines)('backups of orders, on %s', (engine) => {
  const shop = useTestApp(engine, {}, { signIn: true });

  it('counts the orders, lines and status changes in the manifest and restores them', async () => {
    const headers = bearer(shop.token);
    const categoryId = (await shop.t.app.inject({ method: 'POST', url: '/api/categories', headers, payload: { name: 'Skin' } })).json().id;
    const body = multipart({ name: 'Rose Toner', description: 'Fresh', price: '18', categoryId });
    const product = (
      await shop.t.app.inject({ method: 'POST', url: '/api/products', headers: { ...headers, ...body.headers }, payload: body.payload })
    ).json();
    const delivery = { zones: [{ name: 'Beirut', fee: 2.35, freeOver: null, estimate: null }], pickup: false };
    const settings = await shop.t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: { ...VALID_SETTINGS, delivery } });
    const zone = settings.json().delivery.zones[0];
    const placed = await shop.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        idempotencyKey: randomUUID(),
        lines: [{ kind: 'product', id: product.id, colorHex: null, quantity: 2 }],
        deliveryOption: zone.id,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    const confirmed = await shop.t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      headers,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const { dir, manifest } = await createBackup(shop.t.config);
    expect(manifest.counts).toMatchObject({ orders: 1, order_lines: 1 });
    expect(manifest.counts.order_status_changes).toBeGreaterThanOrEqual(1);

    // After the snapshot: delivered, and the product deleted. The restore goes back to the snapshot.
    await shop.t.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/status`, headers, payload: { status: 'delivered' } });
    await shop.t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers });
    await shop.t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers,
      payload: { ...VALID_SETTINGS, delivery: { zones: [{ ...zone, fee: 9 }], pickup: true } },
    });
    await restoreBackup(shop.t.config, dir);

    const db = openDatabase(shop.t.config.database);
    try {
      const restored = await db
        .selectFrom('orders')
        .select([
          'reference',
          'status',
          'total_cents',
          'delivery_option_id',
          'delivery_option_kind',
          'delivery_option_name',
          'delivery_fee_cents',
        ])
        .execute();
      expect(restored).toEqual([
        {
          reference: order.reference,
          status: 'confirmed',
          total_cents: 3600,
          delivery_option_id: zone.id,
          delivery_option_kind: 'zone',
          delivery_option_name: 'Beirut',
          delivery_fee_cents: 235,
        },
      ]);
      const settingsRow = await db.selectFrom('shop_settings').select('settings').executeTakeFirstOrThrow();
      expect(JSON.parse(settingsRow.settings).delivery).toEqual({ zones: [{ ...zone }], pickup: false });
      const lines = await db.selectFrom('order_lines').select(['name', 'quantity', 'unit_price_cents']).execute();
      expect(lines).toEqual([{ name: 'Rose Toner', quantity: 2, unit_price_cents: 1800 }]);
      const changes = await db.selectFrom('order_status_changes').select('status').execute();
      expect(changes.map((change) => change.status)).not.toContain('delivered');
      expect(changes).toHaveLength(manifest.counts.order_status_changes!);
    } finally {
      await db.destroy();
    }
  });
});
