import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../contract/constants.js';
import { CACHE } from '../../config/cache.js';
import type { ListResponse } from '../../../contract/pagination.js';
import type { Product } from '../../../contract/product.js';
import { apiRequest } from '../../lib/api-client.js';

export interface ProductListParams {
  page: number;
  search: string;
  /** null: every category. */
  categoryId: string | null;
}

export function fetchProducts({ page, search, categoryId }: ProductListParams, signal?: AbortSignal) {
  return apiRequest<ListResponse<Product>>('/products', {
    query: { page, limit: PAGE_SIZE.catalogue, search: search || undefined, categoryId: categoryId ?? undefined },
    signal,
  });
}

export const productsQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['products', 'catalogue', params],
    queryFn: ({ signal }) => fetchProducts(params, signal),
    staleTime: CACHE.products.staleTime,
    // The grid keeps showing the last page while the next one loads, so nothing jumps.
    placeholderData: keepPreviousData,
  });

export function useProducts(params: ProductListParams) {
  return useQuery(productsQuery(params));
}
