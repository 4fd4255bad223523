import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../contract/constants.js';
import { CACHE } from '../../config/cache.js';
import type { Offer } from '../../../contract/offer.js';
import type { ListResponse } from '../../../contract/pagination.js';
import { apiRequest } from '../../lib/api-client.js';

export function fetchOffers(page: number, search: string, signal?: AbortSignal) {
  return apiRequest<ListResponse<Offer>>('/offer', {
    query: { page, limit: PAGE_SIZE.publicOffers, search: search || undefined },
    signal,
  });
}

export const offersQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: ['offers', 'list', { page, search }],
    queryFn: ({ signal }) => fetchOffers(page, search, signal),
    staleTime: CACHE.offers.staleTime,
    gcTime: CACHE.offers.gcTime,
    retry: CACHE.offers.retry,
    placeholderData: keepPreviousData,
  });

export function useOffers(page: number, search: string) {
  return useQuery(offersQuery(page, search));
}
