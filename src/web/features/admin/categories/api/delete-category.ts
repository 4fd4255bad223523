import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.js';
import { afterChange } from '../../shared/query-keys.js';

export function deleteCategory(id: string): Promise<void> {
  return apiRequest<void>(`/categories/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => afterChange(queryClient) });
}
