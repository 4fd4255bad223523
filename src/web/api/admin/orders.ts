import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OrderDashboard, OrderDetail, OrderListRow, OrderStatus, OrderStatusInput, OrderUnavailable } from '#contract/order.js';
import type { CartDiscount } from '#contract/discount-code.js';
import type { saleCodeInputSchema, saleInputSchema } from '#contract/sale.js';
import type { ListResponse } from '#contract/pagination.js';
import type { ShopConfig } from '#contract/shop-defaults.js';
import { ApiError, apiRequest } from '#web/http/api-client.js';
import { offerKeys } from '../offers.js';
import { activityKeys } from './activity.js';
import { discountCodeKeys } from './discount-codes.js';
import { productKeys } from '../products.js';
import { settingsKeys } from './settings.js';
import { stockKeys } from './stock.js';

// /orders as the owner sees them: the inbox, one order, its status, the badge's count, the
// dashboard and the sales the owner records. All of it needs the admin token, so it lives here and a visitor's pages never load it;
// placing an order (the storefront's side) is not part of this file.

export interface OrderListParams {
  page: number;
  /** Absent means every status. */
  status?: OrderStatus | undefined;
  /** Trimmed; empty means no search. */
  search: string;
}

/** The badge's count refreshes this often while the panel is open (and on window focus). */
export const ORDER_SUMMARY_REFRESH_MS = 60_000;

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: OrderListParams) => [...orderKeys.lists(), params] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  summary: () => [...orderKeys.all, 'summary'] as const,
  dashboard: () => [...orderKeys.all, 'dashboard'] as const,
  saleCode: (input: SaleCodeRequest) => [...orderKeys.all, 'sale-code', input] as const,
};

export function fetchOrders({ page, status, search }: OrderListParams, signal?: AbortSignal) {
  return apiRequest<ListResponse<OrderListRow>>('/orders', { query: { page, status, search: search || undefined }, signal });
}

export function fetchOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return apiRequest<OrderDetail>(`/orders/${encodeURIComponent(id)}`, { signal });
}

export function fetchOrderSummary(signal?: AbortSignal): Promise<{ newCount: number }> {
  return apiRequest<{ newCount: number }>('/orders/summary', { signal });
}

export function fetchOrderDashboard(signal?: AbortSignal): Promise<OrderDashboard> {
  return apiRequest<OrderDashboard>('/orders/dashboard', { signal });
}

/** `from` is the status the owner saw: if the order has another by now, the server refuses with 409. */
export function changeOrderStatus({ id, ...body }: { id: string } & OrderStatusInput): Promise<OrderDetail> {
  return apiRequest<OrderDetail>(`/orders/${encodeURIComponent(id)}/status`, { method: 'PATCH', body });
}

/** Records that a message to the order's customer was opened in WhatsApp, written for `status`. */
export function recordCustomerMessage({ id, status }: { id: string; status: OrderStatus }): Promise<void> {
  return apiRequest<void>(`/orders/${encodeURIComponent(id)}/customer-message`, { method: 'POST', body: { status } });
}

/** Gives the order's page a new link: the answer is the order with its new pageToken; the old one stops working. */
export function renewOrderPageLink(id: string): Promise<OrderDetail> {
  return apiRequest<OrderDetail>(`/orders/${encodeURIComponent(id)}/page-link`, { method: 'POST' });
}

export type SaleRequest = z.input<typeof saleInputSchema>;

/** A sale made in the shop, by phone or on WhatsApp; a 409 carries the lines that cannot be sold (ApiError.body). */
export function recordSale(input: SaleRequest): Promise<OrderDetail> {
  return apiRequest<OrderDetail>('/orders/sales', { method: 'POST', body: input });
}

export type SaleCodeRequest = z.input<typeof saleCodeInputSchema>;

/** What a code would take off the sale being recorded (nothing is claimed until the sale is). */
export function checkSaleCode(input: SaleCodeRequest, signal?: AbortSignal): Promise<CartDiscount> {
  return apiRequest<CartDiscount>('/orders/sales/code', { method: 'POST', body: input, signal });
}

/** The code checked against the dialog's lines and phone as they are; a refused sale puts its answer here. */
export const saleCodeQuery = (input: SaleCodeRequest) =>
  queryOptions({ queryKey: orderKeys.saleCode(input), queryFn: ({ signal }) => checkSaleCode(input, signal) });

export const orderListQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => fetchOrders(params, signal),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (id: string) => queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => fetchOrder(id, signal) });

export const orderSummaryQuery = () =>
  queryOptions({
    queryKey: orderKeys.summary(),
    queryFn: ({ signal }) => fetchOrderSummary(signal),
    refetchInterval: ORDER_SUMMARY_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export const orderDashboardQuery = () =>
  queryOptions({ queryKey: orderKeys.dashboard(), queryFn: ({ signal }) => fetchOrderDashboard(signal) });

/**
 * A status change or a recorded sale alters that order, the lists it sits in, the badge's count and
 * the dashboard's figures; confirming, cancelling or selling also moves stock counts, and so what the
 * catalogue says.
 */
function refreshAfterOrderChange(client: QueryClient, order: OrderDetail) {
  client.setQueryData(orderKeys.detail(order.id), order);
  return Promise.all([
    client.invalidateQueries({ queryKey: orderKeys.lists() }),
    client.invalidateQueries({ queryKey: orderKeys.summary() }),
    client.invalidateQueries({ queryKey: orderKeys.dashboard() }),
    client.invalidateQueries({ queryKey: stockKeys.all }),
    client.invalidateQueries({ queryKey: productKeys.all }),
    client.invalidateQueries({ queryKey: offerKeys.all }),
  ]);
}

export const changeOrderStatusMutation = mutationOptions({
  mutationFn: changeOrderStatus,
  onSuccess: (order, _input, _result, { client }) => refreshAfterOrderChange(client, order),
  // A 409 means the order is not as shown (changed meanwhile, or a move it no longer allows): show it as it is.
  onError: (error, _input, _result, { client }) => {
    if (!(error instanceof ApiError) || error.status !== 409) return;
    return client.invalidateQueries({ queryKey: orderKeys.all });
  },
});

/** The record shows on the Activity page. */
export const recordCustomerMessageMutation = mutationOptions({
  mutationFn: recordCustomerMessage,
  onSuccess: (_nothing, _input, _result, { client }) => client.invalidateQueries({ queryKey: activityKeys.all }),
});

/** The order shown from then on carries the new link (the message to the customer too); the record shows on the Activity page. */
export const renewOrderPageLinkMutation = mutationOptions({
  mutationFn: renewOrderPageLink,
  onSuccess: (order, _id, _result, { client }) => {
    client.setQueryData(orderKeys.detail(order.id), order);
    return client.invalidateQueries({ queryKey: activityKeys.all });
  },
});

export const recordSaleMutation = mutationOptions({
  mutationFn: recordSale,
  // A sale with a code adds to the code's uses and sales on the Codes page.
  onSuccess: (order, _input, _result, { client }) =>
    Promise.all([refreshAfterOrderChange(client, order), order.discount && client.invalidateQueries({ queryKey: discountCodeKeys.all })]),
  // A 409 means the catalogue, its counts or the delivery options are not as the dialog shows them:
  // fetch them again. The options the response carries are shown meanwhile.
  onError: (error, _input, _result, { client }) => {
    if (!(error instanceof ApiError) || error.status !== 409) return;
    const options = (error.body as Partial<OrderUnavailable> | undefined)?.deliveryOptions;
    if (options) client.setQueryData<ShopConfig>(settingsKeys.all, (current) => (current ? { ...current, delivery: options } : current));
    return Promise.all([
      client.invalidateQueries({ queryKey: settingsKeys.all }),
      client.invalidateQueries({ queryKey: stockKeys.all }),
      client.invalidateQueries({ queryKey: productKeys.all }),
      client.invalidateQueries({ queryKey: offerKeys.all }),
    ]);
  },
});
