import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { ShopRouter } from '#web/navigation/router.js';
import { visit } from '#web/test-utils.js';

/** Renders inside a fresh query client and the router, with the browser at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/admin/product' }: { path?: string } = {}) {
  visit(path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ShopRouter>{ui}</ShopRouter>
    </QueryClientProvider>,
  );
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces fetch with `handler`; answers 404 for anything it returns undefined for. */
export function mockFetch(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
