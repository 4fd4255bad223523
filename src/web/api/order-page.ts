import { queryOptions } from '@tanstack/react-query';
import type { OrderPage } from '#contract/order-page.js';
import { apiRequest } from '../http/api-client.js';

// /order-page/{token}: an order's own page, for whoever has its link.

export const orderPageQuery = (token: string) =>
  queryOptions({
    queryKey: ['order-page', token] as const,
    queryFn: ({ signal }) => apiRequest<OrderPage>(`/order-page/${encodeURIComponent(token)}`, { signal }),
    // Its status moves on while the page is open: asked again when the customer comes back to it.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
