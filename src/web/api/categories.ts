import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Category } from '#contract/category.js';
import { PAGE_SIZE } from '#contract/constants.js';
import type { ListResponse } from '#contract/pagination.js';
import { CACHE } from '../config/cache.js';
import { apiRequest } from '../http/api-client.js';

// /categories: the storefront's category filter and the admin's dropdowns (every category at once),
// and the admin's category page (a page at a time).

export const categoryKeys = {
  all: ['categories'] as const,
  /** Every category, unpaginated, by name (GET /categories/categories): the filter's and dropdowns' options. */
  options: () => [...categoryKeys.all, 'options'] as const,
  lists: () => [...categoryKeys.all, 'list'] as const,
  list: (page: number) => [...categoryKeys.lists(), { page }] as const,
};

export function fetchCategoryOptions(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest<Category[]>('/categories/categories', { signal });
}

export function fetchCategories(page: number, signal?: AbortSignal) {
  return apiRequest<ListResponse<Category>>('/categories', { query: { page, limit: PAGE_SIZE.admin }, signal });
}

export const categoryOptionsQuery = () =>
  queryOptions({
    queryKey: categoryKeys.options(),
    queryFn: ({ signal }) => fetchCategoryOptions(signal),
    staleTime: CACHE.categories.staleTime,
  });

export const categoryListQuery = (page: number) =>
  queryOptions({
    queryKey: categoryKeys.list(page),
    queryFn: ({ signal }) => fetchCategories(page, signal),
    staleTime: CACHE.categories.staleTime,
    placeholderData: keepPreviousData,
  });
