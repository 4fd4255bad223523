import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { CarouselImage } from '../../contract/carousel.js';
import { CACHE } from '../config/cache.js';
import { apiRequest } from '../lib/api-client.js';
import { retryUpTo } from '../lib/query-client.js';
import { uploadForm } from '../lib/upload.js';

// /carousel: the home page's slides and the admin's carousel page.

export const carouselKeys = {
  all: ['carousel'] as const,
  list: () => [...carouselKeys.all, 'list'] as const,
};

/** Every carousel image, oldest first (the order the storefront shows them). */
export function fetchCarouselImages(signal?: AbortSignal): Promise<CarouselImage[]> {
  return apiRequest<CarouselImage[]>('/carousel', { signal });
}

export function addCarouselImage({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) {
  const form = new FormData();
  form.set('image', file);
  return uploadForm<CarouselImage>('/carousel', { method: 'POST', body: form, onProgress });
}

export function deleteCarouselImage(id: string): Promise<void> {
  return apiRequest<void>(`/carousel/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const carouselQuery = () =>
  queryOptions({
    queryKey: carouselKeys.list(),
    queryFn: ({ signal }) => fetchCarouselImages(signal),
    staleTime: CACHE.carousel.staleTime,
    gcTime: CACHE.carousel.gcTime,
    retry: retryUpTo(CACHE.carousel.retry),
  });

export const addCarouselImageMutation = mutationOptions({
  mutationFn: addCarouselImage,
  onSuccess: (_image, _input, _result, { client }) => client.invalidateQueries({ queryKey: carouselKeys.all }),
});

export const deleteCarouselImageMutation = mutationOptions({
  mutationFn: deleteCarouselImage,
  onSuccess: (_nothing, _id, _result, { client }) => client.invalidateQueries({ queryKey: carouselKeys.all }),
});
