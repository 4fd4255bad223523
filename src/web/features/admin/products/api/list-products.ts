import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../../../contract/constants.js';
import { CACHE } from '../../../../config/cache.js';
import type { ListResponse } from '../../../../../contract/pagination.js';
import type { Product } from '../../../../../contract/product.js';
import { apiRequest } from '../../../../lib/api-client.js';
import { adminKeys } from '../../shared/query-keys.js';

export interface AdminListQuery {
  page: number;
  search: string;
}

export function fetchProducts({ page, search }: AdminListQuery, signal?: AbortSignal) {
  return apiRequest<ListResponse<Product>>('/products', {
    query: { page, limit: PAGE_SIZE.admin, search: search || undefined },
    signal,
  });
}

export const productsQuery = (query: AdminListQuery) =>
  queryOptions({
    queryKey: [...adminKeys.products, query],
    queryFn: ({ signal }) => fetchProducts(query, signal),
    staleTime: CACHE.products.staleTime,
    placeholderData: keepPreviousData,
  });

export function useProducts(query: AdminListQuery) {
  return useQuery(productsQuery(query));
}
