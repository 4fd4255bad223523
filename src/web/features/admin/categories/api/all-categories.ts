import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE } from '../../../../../contract/constants.js';
import type { Category } from '../../../../../contract/category.js';
import { apiRequest } from '../../../../lib/api-client.js';
import { adminKeys } from '../../shared/query-keys.js';

/** Every category, unpaginated, for the product form's dropdown. */
export function fetchAllCategories(signal?: AbortSignal) {
  return apiRequest<Category[]>('/categories/categories', { signal });
}

export const allCategoriesQuery = queryOptions({
  queryKey: adminKeys.allCategories,
  queryFn: ({ signal }) => fetchAllCategories(signal),
  staleTime: CACHE.categories.staleTime,
});

export function useAllCategories() {
  return useQuery(allCategoriesQuery);
}
