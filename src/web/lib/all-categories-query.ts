import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../../contract/category.js';
import { CACHE } from '../config/cache.js';
import { apiRequest } from './api-client.js';

/** Every category, unpaginated (GET /categories/categories): the storefront filter and admin dropdowns. */
export function fetchAllCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest<Category[]>('/categories/categories', { signal });
}

export const allCategoriesQueryKey = ['categories', 'all'] as const;

export const allCategoriesQuery = queryOptions({
  queryKey: allCategoriesQueryKey,
  queryFn: ({ signal }) => fetchAllCategories(signal),
  staleTime: CACHE.categories.staleTime,
});

export function useAllCategories() {
  return useQuery(allCategoriesQuery);
}
