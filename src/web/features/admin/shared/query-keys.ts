import type { QueryClient } from '@tanstack/react-query';

export const adminKeys = {
  products: ['admin', 'products'] as const,
  offers: ['admin', 'offers'] as const,
  categories: ['admin', 'categories'] as const,
  carousel: ['admin', 'carousel'] as const,
  contact: ['admin', 'contact'] as const,
};

/**
 * After a change, every cached list may be stale, the storefront's included (it shares this client):
 * mark them all stale; only the ones on screen refetch now.
 */
export function afterChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}
