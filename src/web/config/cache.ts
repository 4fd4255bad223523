// How long TanStack Query keeps each resource fresh and cached, and how often it retries a failed
// load.

const MINUTE = 60_000;

export const CACHE = {
  carousel: { staleTime: 5 * MINUTE, gcTime: 30 * MINUTE, retry: 1 },
  categories: { staleTime: 60 * MINUTE },
  products: { staleTime: 5 * MINUTE },
  offers: { staleTime: 5 * MINUTE, gcTime: 30 * MINUTE, retry: 2 },
} as const;
