import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../../../contract/constants.js';
import { CACHE } from '../../../../config/cache.js';
import type { Category } from '../../../../../contract/category.js';
import type { ListResponse } from '../../../../../contract/pagination.js';
import { apiRequest } from '../../../../lib/api-client.js';
import { adminKeys } from '../../shared/query-keys.js';

export function fetchCategories(page: number, signal?: AbortSignal) {
  return apiRequest<ListResponse<Category>>('/categories', { query: { page, limit: PAGE_SIZE.admin }, signal });
}

export const categoriesQuery = (page: number) =>
  queryOptions({
    queryKey: [...adminKeys.categories, 'page', page],
    queryFn: ({ signal }) => fetchCategories(page, signal),
    staleTime: CACHE.categories.staleTime,
    placeholderData: keepPreviousData,
  });

export function useCategories(page: number) {
  return useQuery(categoriesQuery(page));
}
