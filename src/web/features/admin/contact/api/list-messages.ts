import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../../../contract/constants.js';
import type { ContactMessage } from '../../../../../contract/contact.js';
import type { ListResponse } from '../../../../../contract/pagination.js';
import { apiRequest } from '../../../../lib/api-client.js';
import { adminKeys } from '../../shared/query-keys.js';

export function fetchContactMessages(page: number, signal?: AbortSignal) {
  return apiRequest<ListResponse<ContactMessage>>('/contact-us', { query: { page, limit: PAGE_SIZE.admin }, signal });
}

export const contactMessagesQuery = (page: number) =>
  queryOptions({
    queryKey: [...adminKeys.contact, page],
    queryFn: ({ signal }) => fetchContactMessages(page, signal),
    placeholderData: keepPreviousData,
  });

export function useContactMessages(page: number) {
  return useQuery(contactMessagesQuery(page));
}
