import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CartLine, CartQuote, Order, orderInputSchema } from '#contract/order.js';
import { apiRequest } from '../http/api-client.js';

// /cart/quote and /orders: the storefront's cart check and its orders (the admin's inbox has its own module).

export type OrderRequest = z.input<typeof orderInputSchema>;

export const orderKeys = {
  all: ['orders'] as const,
  quote: (lines: CartLine[], code: string | null) => [...orderKeys.all, 'quote', lines, code] as const,
};

/** The cart checked by the shop; with a discount code, the code checked against it too (the answer's discount). */
export function quoteCart(lines: CartLine[], code: string | null = null, signal?: AbortSignal): Promise<CartQuote> {
  return apiRequest<CartQuote>('/cart/quote', { method: 'POST', body: code === null ? { lines } : { lines, code }, signal });
}

/** Sends the order; the same idempotency key again returns the order it made. */
export function placeOrder(input: OrderRequest): Promise<Order> {
  return apiRequest<Order>('/orders', { method: 'POST', body: input });
}

/** The cart as the shop sees it now, with the code applied to it: asked each time the cart opens, never served from cache. */
export const cartQuoteQuery = (lines: CartLine[], code: string | null = null) =>
  queryOptions({
    queryKey: orderKeys.quote(lines, code),
    queryFn: ({ signal }) => quoteCart(lines, code, signal),
    enabled: lines.length > 0,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
