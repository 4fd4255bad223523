import type { Selectable } from 'kysely';
import type { ActivityKind } from '#contract/activity.js';
import type { Db } from '../db/connect.js';
import { selectPage, type Page } from '../db/page.js';
import type { ActivityTable } from '../db/schema.js';

// The SQL of the activity. Records are written by record.ts, in each change's own transaction.

export type ActivityRow = Selectable<ActivityTable>;

export interface ActivityFilter {
  /** One account's records. */
  actorId?: string;
  kind?: ActivityKind;
}

/**
 * A page of records, newest first, with their number. Each filter has its index in that order
 * ((at, id), (actor_id, at, id), (kind, at, id)): a page reads its rows and stops.
 */
export function listActivityPage(db: Db, { actorId, kind }: ActivityFilter, page: number, limit: number): Promise<Page<ActivityRow>> {
  const query = db
    .selectFrom('activity')
    .selectAll()
    .$if(actorId !== undefined, (qb) => qb.where('actor_id', '=', actorId!))
    .$if(kind !== undefined, (qb) => qb.where('kind', '=', kind!))
    .orderBy('at', 'desc')
    .orderBy('id', 'desc');
  return selectPage(query, page, limit);
}
