import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DiscountCode, DiscountCodeInput } from '#contract/discount-code.js';
import { ApiError, apiRequest } from '#web/http/api-client.js';
import { activityKeys } from './activity.js';

// /discount-codes: the owner's Codes page. Every code at once, newest first, with its uses and the
// sales it brought; every change is recorded, so the Activity page is read again after one.

export const discountCodeKeys = {
  all: ['discount-codes'] as const,
  list: () => [...discountCodeKeys.all, 'list'] as const,
};

const codePath = (id: string) => `/discount-codes/${encodeURIComponent(id)}`;

export const discountCodeListQuery = () =>
  queryOptions({
    queryKey: discountCodeKeys.list(),
    queryFn: ({ signal }) => apiRequest<{ data: DiscountCode[] }>('/discount-codes', { signal }),
  });

const afterCodeChange = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: discountCodeKeys.all }), client.invalidateQueries({ queryKey: activityKeys.all })]);

/** 400 with messages by field; 409 when another code is written the same way. */
export const addDiscountCodeMutation = mutationOptions({
  mutationFn: (input: DiscountCodeInput) => apiRequest<DiscountCode>('/discount-codes', { method: 'POST', body: input }),
  onSuccess: (_created, _input, _result, { client }) => afterCodeChange(client),
});

/** Every field again, as the form holds them; switching a code off or on is one too (active). */
export const updateDiscountCodeMutation = mutationOptions({
  mutationFn: ({ id, input }: { id: string; input: DiscountCodeInput }) =>
    apiRequest<DiscountCode>(codePath(id), { method: 'PUT', body: input }),
  onSuccess: (_saved, _input, _result, { client }) => afterCodeChange(client),
});

/** 409 when an order has used it: it can only be switched off. */
export const deleteDiscountCodeMutation = mutationOptions({
  mutationFn: (id: string) => apiRequest<void>(codePath(id), { method: 'DELETE' }),
  onSuccess: (_nothing, _id, _result, { client }) => afterCodeChange(client),
  // Used since the list was read: read it again, so the code offers Switch off instead.
  onError: (error, _id, _result, { client }) => {
    if (!(error instanceof ApiError) || error.status !== 409) return;
    return client.invalidateQueries({ queryKey: discountCodeKeys.all });
  },
});
