import {
  activityDetailSchema,
  type ActivityAction,
  type ActivityDetail,
  type ActivityEntry,
  type ActivityKind,
  type ActivityListQuery,
} from '#contract/activity.js';
import type { ListResponse } from '#contract/pagination.js';
import type { Db } from '../db/connect.js';
import { listActivityPage, type ActivityRow } from './repository.js';

/** A record's detail; one that is not an ActivityDetail (edited by hand) shows as none rather than failing the page. */
function detailOf(text: string): ActivityDetail {
  try {
    return activityDetailSchema.parse(JSON.parse(text));
  } catch {
    return {};
  }
}

function toEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    at: row.at,
    person: { id: row.actor_id, name: row.actor_name },
    kind: row.kind as ActivityKind,
    action: row.action as ActivityAction,
    subject: { id: row.subject_id, label: row.subject_label },
    detail: detailOf(row.detail),
  };
}

/** The owner's Activity page: who did what, newest first, by person and by kind. */
export class ActivityService {
  constructor(private readonly db: Db) {}

  async list({ person, kind, page, limit }: ActivityListQuery): Promise<ListResponse<ActivityEntry>> {
    const { rows, pagination } = await listActivityPage(this.db, { actorId: person, kind }, page, limit);
    return { data: rows.map(toEntry), pagination };
  }
}
