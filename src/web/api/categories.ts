import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Category, CategoryInput } from '../../contract/category.js';
import { PAGE_SIZE } from '../../contract/constants.js';
import type { ListResponse } from '../../contract/pagination.js';
import { CACHE } from '../config/cache.js';
import { apiRequest } from '../lib/api-client.js';
import { productKeys } from './products.js';

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

export function saveCategory({ id, input }: { id?: string | undefined; input: CategoryInput }): Promise<Category> {
  return id
    ? apiRequest<Category>(`/categories/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : apiRequest<Category>('/categories', { method: 'POST', body: input });
}

export function deleteCategory(id: string): Promise<void> {
  return apiRequest<void>(`/categories/${encodeURIComponent(id)}`, { method: 'DELETE' });
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

/** A product carries its category's name, so a renamed or deleted category changes the products too. */
const afterCategoryChange = ({ client }: { client: QueryClient }) =>
  Promise.all([
    client.invalidateQueries({ queryKey: categoryKeys.all }),
    client.invalidateQueries({ queryKey: productKeys.all }),
  ]);

export const saveCategoryMutation = mutationOptions({
  mutationFn: saveCategory,
  onSuccess: (_category, _input, _result, context) => afterCategoryChange(context),
});

export const deleteCategoryMutation = mutationOptions({
  mutationFn: deleteCategory,
  onSuccess: (_nothing, _id, _result, context) => afterCategoryChange(context),
});
