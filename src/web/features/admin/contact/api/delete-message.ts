import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.js';
import { afterChange } from '../../shared/query-keys.js';

export function deleteContactMessage(id: string): Promise<void> {
  return apiRequest<void>(`/contact-us/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteContactMessage, onSuccess: () => afterChange(queryClient) });
}
