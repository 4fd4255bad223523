import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.js';
import { afterChange } from '../../shared/query-keys.js';

export function deleteCarouselImage(id: string): Promise<void> {
  return apiRequest<void>(`/carousel/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCarouselImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCarouselImage, onSuccess: () => afterChange(queryClient) });
}
