import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Offer } from '#contract/offer.js';
import type { SearchedListResponse } from '#contract/search.js';
import { CACHE } from '../config/cache.js';
import { apiRequest } from '../http/api-client.js';
import { retryUpTo } from '../http/query-client.js';

// /offer: the storefront's offers and their detail pages, and the admin's offer page.

export interface OfferListParams {
  page: number;
  limit: number;
  /** Trimmed; empty means no search. A response that matched nothing names items near it (`suggestions`). */
  search: string;
}

export const offerKeys = {
  all: ['offers'] as const,
  lists: () => [...offerKeys.all, 'list'] as const,
  list: (params: OfferListParams) => [...offerKeys.lists(), params] as const,
  detail: (id: string) => [...offerKeys.all, 'detail', id] as const,
};

export function fetchOffers({ page, limit, search }: OfferListParams, signal?: AbortSignal) {
  return apiRequest<SearchedListResponse<Offer>>('/offer', { query: { page, limit, search: search || undefined }, signal });
}

export function fetchOffer(id: string, signal?: AbortSignal): Promise<Offer> {
  return apiRequest<Offer>(`/offer/${encodeURIComponent(id)}`, { signal });
}

// Offers are cached: fresh 5 min, kept 30 min, 2 retries; a client error
// (a missing offer, say) stays as it is and is not retried.
const offerCache = {
  staleTime: CACHE.offers.staleTime,
  gcTime: CACHE.offers.gcTime,
  retry: retryUpTo(CACHE.offers.retry),
};

export const offerListQuery = (params: OfferListParams) =>
  queryOptions({
    queryKey: offerKeys.list(params),
    queryFn: ({ signal }) => fetchOffers(params, signal),
    ...offerCache,
    placeholderData: keepPreviousData,
  });

export const offerQuery = (id: string) =>
  queryOptions({
    queryKey: offerKeys.detail(id),
    queryFn: ({ signal }) => fetchOffer(id, signal),
    ...offerCache,
  });
