import type { Db } from '../db/connect.js';

/** The owner's saved settings (JSON text), or undefined while the shop runs on its first values. */
export async function findStoredSettings(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('shop_settings').select('settings').where('id', '=', 1).executeTakeFirst();
  return row?.settings;
}

/** Writes the one row; its triggers bump the catalogue version. */
export async function storeSettings(db: Db, settings: string, updatedAt: string): Promise<void> {
  await db
    .insertInto('shop_settings')
    .values({ id: 1, settings, updated_at: updatedAt })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ settings, updated_at: updatedAt }))
    .execute();
}
