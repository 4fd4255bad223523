// What the server needs of an order's page to render it: its data, and its head made from that data.
// A module of its own that only the server's render loads (storefront-routes.tsx), so that neither is
// in the browser's first load.
import { orderPageQuery } from '#web/api/order-page.js';
import type { HeadContext, RouteHead } from '#web/routes/head.js';
import { orderPageWords } from './order-page-words.js';

export const orderQueries = (token: string) => [orderPageQuery(token)];

/**
 * "Order BB-7KQ2M", described without a word of the order itself (a link preview shows it); 404 for a
 * token that leads to no order. The route keeps the page out of search engines either way.
 */
export function orderHead({ queryClient, params, shop, language }: HeadContext): RouteHead {
  const order = queryClient.getQueryData(orderPageQuery(params.token ?? '').queryKey);
  const words = orderPageWords(language);
  if (!order) return { page: { kind: 'own', title: words.notFoundTitle, description: words.notFoundText }, status: 404 };
  return { page: { kind: 'own', title: words.title(order.reference), description: words.description(shop.name) } };
}
