import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ActivityKind, ActivityList } from '#contract/activity.js';
import { apiRequest } from '#web/http/api-client.js';

// /activity: who changed what in the panel, for the owner's Activity page.

export interface ActivityListParams {
  page: number;
  /** An account's id; absent means everyone. */
  person?: string | undefined;
  /** Absent means every kind. */
  kind?: ActivityKind | undefined;
}

export const activityKeys = {
  all: ['activity'] as const,
  list: (params: ActivityListParams) => [...activityKeys.all, 'list', params] as const,
};

export const activityListQuery = (params: ActivityListParams) =>
  queryOptions({
    queryKey: activityKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<ActivityList>('/activity', { query: { page: params.page, person: params.person, kind: params.kind }, signal }),
    placeholderData: keepPreviousData,
  });
