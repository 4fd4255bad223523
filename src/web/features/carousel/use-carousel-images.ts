import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarouselImage } from '../../../contract/carousel.js';
import { CACHE } from '../../config/cache.js';
import { apiRequest } from '../../lib/api-client.js';

export function fetchCarouselImages(signal?: AbortSignal): Promise<CarouselImage[]> {
  return apiRequest<CarouselImage[]>('/carousel', { signal });
}

export const carouselImagesQuery = queryOptions({
  queryKey: ['carousel'],
  queryFn: ({ signal }) => fetchCarouselImages(signal),
  staleTime: CACHE.carousel.staleTime,
  gcTime: CACHE.carousel.gcTime,
  retry: CACHE.carousel.retry,
});

export function useCarouselImages() {
  return useQuery(carouselImagesQuery);
}
