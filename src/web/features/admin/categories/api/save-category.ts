import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryInput } from '../../../../../contract/category.js';
import { apiRequest } from '../../../../lib/api-client.js';
import { afterChange } from '../../shared/query-keys.js';

export function saveCategory({ id, input }: { id?: string | undefined; input: CategoryInput }): Promise<Category> {
  return id
    ? apiRequest<Category>(`/categories/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : apiRequest<Category>('/categories', { method: 'POST', body: input });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCategory, onSuccess: () => afterChange(queryClient) });
}
