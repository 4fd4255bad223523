import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CartLine, CartQuote, Order, orderInputSchema } from '#contract/order.js';
import { apiRequest } from '../http/api-client.js';

// /cart/quote and /orders: the storefront's cart check and its orders (the admin's inbox has its own module).

export type OrderRequest = z.input<typeof orderInputSchema>;

export const orderKeys = {
  all: ['orders'] as const,
  quote: (lines: CartLine[]) => [...orderKeys.all, 'quote', lines] as const,
};

export function quoteCart(lines: CartLine[], signal?: AbortSignal): Promise<CartQuote> {
  return apiRequest<CartQuote>('/cart/quote', { method: 'POST', body: { lines }, signal });
}

/** Sends the order; the same idempotency key again returns the order it made. */
export function placeOrder(input: OrderRequest): Promise<Order> {
  return apiRequest<Order>('/orders', { method: 'POST', body: input });
}

/** The cart as the shop sees it now: asked each time the cart opens, never served from cache. */
export const cartQuoteQuery = (lines: CartLine[]) =>
  queryOptions({
    queryKey: orderKeys.quote(lines),
    queryFn: ({ signal }) => quoteCart(lines, signal),
    enabled: lines.length > 0,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
