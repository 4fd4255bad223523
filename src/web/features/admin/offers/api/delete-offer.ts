import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.js';
import { afterChange } from '../../shared/query-keys.js';

export function deleteOffer(id: string): Promise<void> {
  return apiRequest<void>(`/offer/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOffer, onSuccess: () => afterChange(queryClient) });
}
