import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CarouselImage } from '../../../../../contract/carousel.js';
import { uploadForm } from '../../../../lib/upload.js';
import { afterChange } from '../../shared/query-keys.js';

export function addCarouselImage({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) {
  const form = new FormData();
  form.set('image', file);
  return uploadForm<CarouselImage>('/carousel', { method: 'POST', body: form, onProgress });
}

export function useAddCarouselImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCarouselImage, onSuccess: () => afterChange(queryClient) });
}
