import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.js';

/** Shared defaults; each query sets the spec's own cache timings (contract CACHE). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; network and server errors might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}
