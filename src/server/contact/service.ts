import type { ContactInput, ContactMessage } from '#contract/contact.js';
import type { ListResponse } from '#contract/pagination.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/connect.js';
import { uuidv7 } from '../db/ids.js';
import type { ContactMessageRow } from '../db/schema.js';
import { nowIso } from '../db/text.js';
import { notFound } from '../http/errors.js';
import { recordActivity, type Actor } from '../activity/record.js';
import * as repo from './repository.js';

/**
 * How many contact messages one visitor may send in a window: the API and the page's form count one
 * allowance between them, by sharing its group (src/server/rate-limit/store.ts).
 */
export function contactRateLimit({ contactMax, contactWindowMs }: AppConfig['rateLimits']) {
  return { max: contactMax, timeWindow: contactWindowMs, groupId: 'contact' };
}

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
    await repo.insertContactMessage(this.db, row);
    return toMessage(row);
  }

  async list(page: number, limit: number): Promise<ListResponse<ContactMessage>> {
    const { rows, pagination } = await repo.listContactMessagesPage(this.db, page, limit);
    return { data: rows.map(toMessage), pagination };
  }

  async delete(by: Actor, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const sender = await repo.deleteContactMessage(trx, id);
      if (sender === null) throw notFound('Message');
      await recordActivity(trx, by, { kind: 'message', action: 'deleted', subjectId: id, subjectLabel: sender });
    });
  }
}
