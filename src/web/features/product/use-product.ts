import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE } from '../../config/cache.js';
import type { Product } from '../../../contract/product.js';
import { apiRequest } from '../../lib/api-client.js';

export function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => fetchProduct(id, signal),
    staleTime: CACHE.products.staleTime,
  });

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
