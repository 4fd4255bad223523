import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarouselImage } from '../../../../../contract/carousel.js';
import { CACHE } from '../../../../config/cache.js';
import { apiRequest } from '../../../../lib/api-client.js';
import { adminKeys } from '../../shared/query-keys.js';

/** Every carousel image, oldest first (the order the storefront shows them). */
export function fetchCarouselImages(signal?: AbortSignal) {
  return apiRequest<CarouselImage[]>('/carousel', { signal });
}

export const carouselQuery = queryOptions({
  queryKey: adminKeys.carousel,
  queryFn: ({ signal }) => fetchCarouselImages(signal),
  staleTime: CACHE.carousel.staleTime,
  gcTime: CACHE.carousel.gcTime,
});

export function useCarouselImages() {
  return useQuery(carouselQuery);
}
