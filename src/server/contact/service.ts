import type { ContactInput, ContactMessage } from '../../contract/contact.js';
import { paginate, type ListResponse } from '../../contract/pagination.js';
import type { Db } from '../db/connect.js';
import { uuidv7 } from '../db/ids.js';
import type { ContactMessageRow } from '../db/schema.js';
import { nowIso, toCount } from '../db/text.js';
import { notFound } from '../http/errors.js';

const toMessage = (row: ContactMessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: row.created_at,
});

export class ContactService {
  constructor(private readonly db: Db) {}

  async create(input: ContactInput): Promise<ContactMessage> {
    const row: ContactMessageRow = { id: uuidv7(), ...input, created_at: nowIso() };
    await this.db.insertInto('contact_messages').values(row).execute();
    return toMessage(row);
  }

  async list(page: number, limit: number): Promise<ListResponse<ContactMessage>> {
    const total = await this.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await this.db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return { data: rows.map(toMessage), pagination: paginate(page, limit, toCount(total.count)) };
  }

  async delete(id: string): Promise<void> {
    const result = await this.db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('Message');
  }
}
