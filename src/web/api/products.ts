import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchedListResponse } from '#contract/search.js';
import type { Product } from '#contract/product.js';
import { CACHE } from '../config/cache.js';
import { apiRequest } from '../http/api-client.js';

// /products: the catalogue and its detail pages, and the admin's product page.

export interface ProductListParams {
  page: number;
  limit: number;
  /** Trimmed; empty means no search. A response that matched nothing names items near it (`suggestions`). */
  search: string;
  /** A category's id; absent or null means every category. */
  categoryId?: string | null;
}

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

export function fetchProducts({ page, limit, search, categoryId }: ProductListParams, signal?: AbortSignal) {
  return apiRequest<SearchedListResponse<Product>>('/products', {
    query: { page, limit, search: search || undefined, categoryId: categoryId ?? undefined },
    signal,
  });
}

export function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

export const productListQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => fetchProducts(params, signal),
    staleTime: CACHE.products.staleTime,
    // A list keeps showing the last page while the next one loads, so nothing jumps.
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    staleTime: CACHE.products.staleTime,
  });
