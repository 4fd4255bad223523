import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

/** Resolves when the database answers a query; rejects with its error otherwise. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
