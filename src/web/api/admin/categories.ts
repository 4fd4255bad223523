import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { Category, CategoryInputFields } from '#contract/category.js';
import { apiRequest } from '#web/http/api-client.js';
import { categoryKeys } from '../categories.js';
import { productKeys } from '../products.js';

// What only the admin panel sends about categories: kept apart from ../categories.ts so that a
// visitor's pages never load it.

/** A product carries its category's name, so a renamed or deleted category changes the products too. */
const afterCategoryChange = ({ client }: { client: QueryClient }) =>
  Promise.all([client.invalidateQueries({ queryKey: categoryKeys.all }), client.invalidateQueries({ queryKey: productKeys.all })]);

/** PUT sends every name again: a translation left out is removed. */
export function saveCategory({ id, input }: { id?: string | undefined; input: CategoryInputFields }): Promise<Category> {
  return id
    ? apiRequest<Category>(`/categories/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : apiRequest<Category>('/categories', { method: 'POST', body: input });
}

export function deleteCategory(id: string): Promise<void> {
  return apiRequest<void>(`/categories/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const saveCategoryMutation = mutationOptions({
  mutationFn: saveCategory,
  onSuccess: (_category, _input, _result, context) => afterCategoryChange(context),
});

export const deleteCategoryMutation = mutationOptions({
  mutationFn: deleteCategory,
  onSuccess: (_nothing, _id, _result, context) => afterCategoryChange(context),
});
