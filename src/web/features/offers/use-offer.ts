import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE } from '../../config/cache.js';
import type { Offer } from '../../../contract/offer.js';
import { ApiError, apiRequest } from '../../lib/api-client.js';

export function fetchOffer(id: string, signal?: AbortSignal): Promise<Offer> {
  return apiRequest<Offer>(`/offer/${encodeURIComponent(id)}`, { signal });
}

export const offerQuery = (id: string) =>
  queryOptions({
    queryKey: ['offers', 'detail', id],
    queryFn: ({ signal }) => fetchOffer(id, signal),
    staleTime: CACHE.offers.staleTime,
    gcTime: CACHE.offers.gcTime,
    // Two retries (spec), but a missing offer stays missing.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < CACHE.offers.retry,
  });

export function useOffer(id: string) {
  return useQuery(offerQuery(id));
}
