import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../../../contract/constants.js';
import { CACHE } from '../../../../config/cache.js';
import type { Offer } from '../../../../../contract/offer.js';
import type { ListResponse } from '../../../../../contract/pagination.js';
import { apiRequest } from '../../../../lib/api-client.js';
import { retryUpTo } from '../../../../lib/query-client.js';
import { adminKeys } from '../../shared/query-keys.js';

export function fetchOffers({ page, search }: { page: number; search: string }, signal?: AbortSignal) {
  return apiRequest<ListResponse<Offer>>('/offer', {
    query: { page, limit: PAGE_SIZE.admin, search: search || undefined },
    signal,
  });
}

export const offersQuery = (query: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...adminKeys.offers, query],
    queryFn: ({ signal }) => fetchOffers(query, signal),
    staleTime: CACHE.offers.staleTime,
    gcTime: CACHE.offers.gcTime,
    // The spec's offer query: 2 retries (section 9), in the admin list as on the storefront.
    retry: retryUpTo(CACHE.offers.retry),
    placeholderData: keepPreviousData,
  });

export function useOffers(query: { page: number; search: string }) {
  return useQuery(offersQuery(query));
}
