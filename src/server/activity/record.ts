import type { ActivityAction, ActivityDetail, ActivityKind } from '#contract/activity.js';
import type { PersonRef } from '#contract/person-ref.js';
import { apiMessages } from '#contract/messages/validation.js';
import { can } from '#contract/roles.js';
import type { AdminSession } from '../auth/service.js';
import type { Db } from '../db/connect.js';
import { isPostgres } from '../db/engine.js';
import { uuidv7 } from '../db/ids.js';
import { nowIso } from '../db/text.js';
import { HttpError } from '../http/errors.js';

/**
 * Who makes a change: the signed-in person of the request, the session they sent and the permission
 * of the route it came in by (the role and the session may have changed since the request was let in).
 */
export type Actor = Pick<AdminSession, 'userId' | 'sessionId' | 'access'>;

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
 * Checks that the actor's account is still switched on, its role still has the route's permission and
 * the session is still live, and holds the account and the session so until `trx` ends; returns the
 * name to record. On PostgreSQL both rows are read FOR SHARE: an owner switching the account off or
 * changing its role (an UPDATE of that row), a password reset or a sign-out (a DELETE of the session)
 * on another instance waits for this change to commit, or this change waits for it and then sees it.
 * So a request already under way then saves nothing (401 or 403). SQLite runs one writing
 * transaction at a time, which does the same.
 */
export async function lockActor(trx: Db, actor: Actor): Promise<string> {
  let accountQuery = trx
    .selectFrom('admin_users')
    .select(['active', 'name', 'role', 'must_change_password'])
    .where('id', '=', actor.userId);
  if (isPostgres(trx)) accountQuery = accountQuery.forShare();
  const account = await accountQuery.executeTakeFirst();
  if (!account || account.active !== 1) throw new HttpError(401, apiMessages.accountSwitchedOff);

  let sessionQuery = trx
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', actor.sessionId)
    .where('user_id', '=', actor.userId)
    .where('expires_at', '>', nowIso());
  if (isPostgres(trx)) sessionQuery = sessionQuery.forShare();
  if (!(await sessionQuery.executeTakeFirst())) throw new HttpError(401, apiMessages.sessionEnded);

  if (actor.access !== 'self') {
    if (account.must_change_password === 1) throw new HttpError(403, apiMessages.changePasswordFirst);
    if (!can(account.role, actor.access)) throw new HttpError(403, apiMessages.notAllowed);
  }
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
