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

/** Deletes the message and returns its sender's name, or null when there is none by that id. */
export async function deleteContactMessage(db: Db, id: string): Promise<string | null> {
  const row = await db.deleteFrom('contact_messages').where('id', '=', id).returning('name').executeTakeFirst();
  return row?.name ?? null;
}
