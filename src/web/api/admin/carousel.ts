import { mutationOptions } from '@tanstack/react-query';
import type { CarouselImage } from '#contract/carousel.js';
import { apiRequest } from '#web/http/api-client.js';
import { uploadForm } from '#web/http/upload.js';
import { carouselKeys } from '../carousel.js';

// What only the admin panel sends about the carousel: kept apart from ../carousel.ts so that a
// visitor's pages never load it.

export function addCarouselImage({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) {
  const form = new FormData();
  form.set('image', file);
  return uploadForm<CarouselImage>('/carousel', { method: 'POST', body: form, onProgress });
}

export function deleteCarouselImage(id: string): Promise<void> {
  return apiRequest<void>(`/carousel/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const addCarouselImageMutation = mutationOptions({
  mutationFn: addCarouselImage,
  onSuccess: (_image, _input, _result, { client }) => client.invalidateQueries({ queryKey: carouselKeys.all }),
});

export const deleteCarouselImageMutation = mutationOptions({
  mutationFn: deleteCarouselImage,
  onSuccess: (_nothing, _id, _result, { client }) => client.invalidateQueries({ queryKey: carouselKeys.all }),
});
