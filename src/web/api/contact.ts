import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.js';
import type { ContactInput, ContactMessage } from '#contract/contact.js';
import type { ListResponse } from '#contract/pagination.js';
import { apiRequest } from '../http/api-client.js';

// /contact-us: the storefront's contact form and the admin's contact messages.

export const contactKeys = {
  all: ['contact-messages'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (page: number) => [...contactKeys.lists(), { page }] as const,
};

export function sendContactMessage(input: ContactInput): Promise<unknown> {
  return apiRequest('/contact-us', { method: 'POST', body: input });
}

export function fetchContactMessages(page: number, signal?: AbortSignal) {
  return apiRequest<ListResponse<ContactMessage>>('/contact-us', { query: { page, limit: PAGE_SIZE.admin }, signal });
}

export const contactMessageListQuery = (page: number) =>
  queryOptions({
    queryKey: contactKeys.list(page),
    queryFn: ({ signal }) => fetchContactMessages(page, signal),
    placeholderData: keepPreviousData,
  });

export const sendContactMessageMutation = mutationOptions({
  mutationFn: sendContactMessage,
  onSuccess: (_data, _input, _result, { client }) => client.invalidateQueries({ queryKey: contactKeys.all }),
});
