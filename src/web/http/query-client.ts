import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.js';

/** Retries a failed query up to `times` times; client errors (4xx) will not change on retry, network and server errors might. */
export function retryUpTo(times: number) {
  return (failureCount: number, error: Error): boolean =>
    !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < times;
}

/** Shared defaults (one retry); each query sets its own cache timings and retries (config/cache.ts). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: retryUpTo(1),
      },
      mutations: { retry: false },
    },
  });
}
