import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.js';
import { insertUser } from '../auth/repository.js';
import { openDatabase } from '../db/connect.js';
import { bearer, useTestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { VALID_SETTINGS } from '../test-support/hostile.js';
import { createBackup } from './backup.js';
import { restoreBackup } from './restore.js';

// Who did what is part of the shop's record: a backup carries the activity and the accounts it
// names, and a restore brings both back as they were at the snapshot, passwords included, so
// everyone signs in as before.

describe.each(engines)('backups of the activity and the accounts, on %s', (engine) => {
  const shop = useTestApp(engine, {}, { signIn: true });

  it('counts the activity in the manifest and restores it with every account and its password', async () => {
    const headers = bearer(shop.token);
    const passwordHash = await hashPassword('a-staff-password', shop.t.config.scryptCost);
    const staffId = await insertUser(shop.t.db, { username: 'rima', name: 'Rima', role: 'staff', passwordHash, mustChangePassword: false });
    const category = await shop.t.app.inject({ method: 'POST', url: '/api/categories', headers, payload: { name: 'Skin' } });
    expect(category.statusCode).toBe(201);
    expect((await shop.t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: VALID_SETTINGS })).statusCode).toBe(200);
    const activity = () => shop.t.db.selectFrom('activity').selectAll().orderBy('id').execute();
    const accounts = () => shop.t.db.selectFrom('admin_users').selectAll().orderBy('id').execute();
    const [activityThen, accountsThen] = [await activity(), await accounts()];
    expect(activityThen.map((row) => [row.kind, row.action])).toEqual([
      ['category', 'created'],
      ['settings', 'updated'],
    ]);

    const { dir, manifest } = await createBackup(shop.t.config);
    expect(manifest.counts).toMatchObject({ activity: 2, admin_users: 2 });

    // After the snapshot: more activity, the staff account renamed, given another password and
    // switched off, and the owner's password changed. The restore goes back to the snapshot.
    await shop.t.app.inject({ method: 'DELETE', url: `/api/categories/${category.json().id}`, headers });
    await shop.t.db
      .updateTable('admin_users')
      .set({ name: 'Rima K.', active: 0, password_hash: await hashPassword('another-password', shop.t.config.scryptCost) })
      .where('id', '=', staffId)
      .execute();
    await shop.t.app.auth.resetPassword('admin', 'a-new-owner-password');
    expect(await activity()).toHaveLength(3);
    await restoreBackup(shop.t.config, dir);

    const db = openDatabase(shop.t.config.database);
    try {
      expect(await db.selectFrom('activity').selectAll().orderBy('id').execute()).toEqual(activityThen);
      const restored = await db.selectFrom('admin_users').selectAll().orderBy('id').execute();
      expect(restored).toEqual(accountsThen);
      expect(restored.find((row) => row.id === staffId)).toMatchObject({ name: 'Rima', active: 1, password_hash: passwordHash });
    } finally {
      await db.destroy();
    }
  });
});
