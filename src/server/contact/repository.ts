import type { Db } from '../db/connect.js';
import { selectPage, type Page } from '../db/page.js';
import type { ContactMessageRow } from '../db/schema.js';

export async function insertContactMessage(db: Db, row: ContactMessageRow): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

/** Newest first. */
export function listContactMessagesPage(db: Db, page: number, limit: number): Promise<Page<ContactMessageRow>> {
  const query = db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  return selectPage(query, page, limit);
}

export async function deleteContactMessage(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
