import { queryOptions } from '@tanstack/react-query';
import type { CarouselImage } from '#contract/carousel.js';
import { CACHE } from '../config/cache.js';
import { apiRequest } from '../http/api-client.js';
import { retryUpTo } from '../http/query-client.js';

// /carousel: the home page's slides and the admin's carousel page.

export const carouselKeys = {
  all: ['carousel'] as const,
  list: () => [...carouselKeys.all, 'list'] as const,
};

/** Every carousel image, oldest first (the order the storefront shows them). */
export function fetchCarouselImages(signal?: AbortSignal): Promise<CarouselImage[]> {
  return apiRequest<CarouselImage[]>('/carousel', { signal });
}

export const carouselQuery = () =>
  queryOptions({
    queryKey: carouselKeys.list(),
    queryFn: ({ signal }) => fetchCarouselImages(signal),
    staleTime: CACHE.carousel.staleTime,
    gcTime: CACHE.carousel.gcTime,
    retry: retryUpTo(CACHE.carousel.retry),
  });
