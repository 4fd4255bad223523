import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Feed, FeedSettingsInput } from '#contract/feed.js';
import { apiRequest } from '#web/http/api-client.js';
import { activityKeys } from './activity.js';

// /feed: Settings' Product feed section. The addresses to give Meta and Google, the brand and each
// category's Google product category, and what the feed leaves out (which follows the catalogue, so
// it is read again whenever the section opens).

export const feedKeys = {
  all: ['feed'] as const,
};

export const feedQuery = () => queryOptions({ queryKey: feedKeys.all, queryFn: ({ signal }) => apiRequest<Feed>('/feed', { signal }) });

/** The response is the feed as saved; the change is recorded, so the Activity page is read again. */
export const saveFeedMutation = mutationOptions({
  mutationFn: (input: FeedSettingsInput) => apiRequest<Feed>('/feed', { method: 'PUT', body: input }),
  onSuccess: (feed, _input, _result, { client }) => {
    client.setQueryData(feedKeys.all, feed);
    return client.invalidateQueries({ queryKey: activityKeys.all });
  },
});
