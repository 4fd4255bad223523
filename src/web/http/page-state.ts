import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.js';

// The data a server-rendered page was made from travels with it, so the browser shows the same page
// without asking the API again (docs/decisions/019). A response the API refused for good (4xx) travels
// too: a product that does not exist renders 'Product not found.' on the server, and the browser must
// start from the same state to hydrate that markup. A page whose data failed otherwise (the API down)
// is not rendered on the server at all: the browser renders it, with its own retries.

/** An ApiError as JSON can carry it (an Error's own fields are not enumerable). */
interface SentError {
  apiError: { status: number; message: string; errors: Record<string, string> };
}

const isSentError = (value: unknown): value is SentError => typeof value === 'object' && value !== null && 'apiError' in value;

/** A refusal that asking again will not change (a 4xx response). */
export const isFinalError = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * A query the API refused for good shows its refusal ('Product not found.') rather than asking again
 * when the page mounts, which would first render a spinner: on the server, and in the browser that
 * hydrates the server's markup.
 */
export function keepRefusal(client: QueryClient, queryKey: readonly unknown[]): void {
  client.setQueryDefaults(queryKey, { retryOnMount: false });
}

/** Every query the page settled, successful or refused for good, ready for JSON. */
export function dehydratePage(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || (query.state.status === 'error' && isFinalError(query.state.error)),
  });
  for (const query of state.queries) {
    const { error } = query.state;
    if (isFinalError(error)) {
      const sent: SentError = { apiError: { status: error.status, message: error.message, errors: error.errors } };
      (query.state as { error: unknown }).error = sent;
    }
  }
  return state;
}

/**
 * Puts a server-rendered page's data into the browser's cache. The server renders from the current
 * catalogue (its pages are cached per catalogue version), so the data counts as fetched now: however
 * long ago the page was first rendered, the browser does not fetch it again within its stale time. A
 * refused query is not asked again on mount (which would show a spinner where the page says 'not found').
 */
export function hydratePage(client: QueryClient, state: DehydratedState, now = Date.now()): void {
  for (const query of state.queries) {
    const queryState = query.state as { error: unknown; dataUpdatedAt: number; errorUpdatedAt: number };
    if (isSentError(queryState.error)) {
      const { status, message, errors } = queryState.error.apiError;
      queryState.error = new ApiError(status, message, errors);
      keepRefusal(client, query.queryKey);
    }
    if (queryState.dataUpdatedAt) queryState.dataUpdatedAt = now;
    if (queryState.errorUpdatedAt) queryState.errorUpdatedAt = now;
  }
  hydrate(client, state);
}
