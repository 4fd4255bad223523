import type { ActivityAction, ActivityDetail, ActivityKind } from '#contract/activity.js';
import type { PersonRef } from '#contract/person-ref.js';
import { apiMessages } from '#contract/messages/validation.js';
import type { AdminSession } from '../auth/service.js';
import type { Db } from '../db/connect.js';
import { isPostgres } from '../db/engine.js';
import { uuidv7 } from '../db/ids.js';
import { nowIso } from '../db/text.js';
import { HttpError } from '../http/errors.js';

/** Who makes a change: the signed-in person of the request. */
export type Actor = Pick<AdminSession, 'userId'>;

export interface ActivityRecord {
  kind: ActivityKind;
  action: ActivityAction;
  subjectId: string | null;
  subjectLabel: string;
  detail?: ActivityDetail;
  /** When, as the change stamps its own rows (an order's status change); now when left out. */
  at?: string;
}

/**
 * Checks that the actor's account is still switched on and holds it so until `trx` ends, and
 * returns the name to record. On PostgreSQL the row is read FOR SHARE: an owner switching the
 * account off (an UPDATE of that row) on another instance waits for this change to commit, or this
 * change waits for it and then sees it off. So a request already under way when the account is
 * switched off saves nothing (401). SQLite runs one writing transaction at a time, which does the same.
 */
export async function lockActor(trx: Db, actor: Actor): Promise<string> {
  let query = trx.selectFrom('admin_users').select(['active', 'name']).where('id', '=', actor.userId);
  if (isPostgres(trx)) query = query.forShare();
  const account = await query.executeTakeFirst();
  if (!account || account.active !== 1) throw new HttpError(401, apiMessages.accountSwitchedOff);
  return account.name;
}

/**
 * Records a change by `actor`, as one record or several (a stocktake's counts), in the change's own
 * transaction `trx` (call it before or after the change's writes). Returns the person as the change's
 * own rows name them (actorColumns). A change no person makes (a customer's order, the demo data) has
 * a null actor: nothing is recorded, and null is returned.
 */
export async function recordActivity(
  trx: Db,
  actor: Actor | null,
  records: ActivityRecord | readonly ActivityRecord[],
): Promise<PersonRef | null> {
  if (!actor) return null;
  const name = await lockActor(trx, actor);
  const list: readonly ActivityRecord[] = 'kind' in records ? [records] : records;
  if (list.length > 0) {
    const now = nowIso();
    await trx
      .insertInto('activity')
      .values(
        list.map((record) => ({
          id: uuidv7(),
          at: record.at ?? now,
          actor_id: actor.userId,
          actor_name: name,
          kind: record.kind,
          action: record.action,
          subject_id: record.subjectId,
          subject_label: record.subjectLabel,
          detail: JSON.stringify(record.detail ?? {}),
        })),
      )
      .execute();
  }
  return { id: actor.userId, name };
}

/** The actor columns of a row `by` made (order_status_changes, stock_changes); both null for no person's. */
export function actorColumns(by: PersonRef | null): { actor_id: string | null; actor_name: string | null } {
  return { actor_id: by?.id ?? null, actor_name: by?.name ?? null };
}

/** The person a row's actor columns name, or null when no one signed in made it (a customer's order). */
export function personRef(row: { actor_id: string | null; actor_name: string | null }): PersonRef | null {
  return row.actor_id ? { id: row.actor_id, name: row.actor_name ?? '' } : null;
}
