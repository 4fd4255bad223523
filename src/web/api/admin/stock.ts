import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ListResponse } from '#contract/pagination.js';
import type { ItemStock, StockChange, StockFilter, StockRow, StockSaveInput } from '#contract/stock.js';
import type { Language } from '#contract/languages.js';
import { apiDownload, apiRequest } from '#web/http/api-client.js';
import { offerKeys } from '../offers.js';
import { productKeys } from '../products.js';

// Stock counts as the owner sees them: the Stock page, a count's history and an item dialog's counts.
// All of it needs the admin token, so a visitor's pages never load it.

export interface StockListParams {
  page: number;
  filter: StockFilter;
  /** Trimmed; empty means no search. */
  search: string;
}

export type StockItemKind = StockRow['kind'];

export const stockKeys = {
  all: ['stock'] as const,
  lists: () => [...stockKeys.all, 'list'] as const,
  list: (params: StockListParams) => [...stockKeys.lists(), params] as const,
  history: (id: string, page: number) => [...stockKeys.all, 'history', id, page] as const,
  item: (kind: StockItemKind, id: string) => [...stockKeys.all, 'item', kind, id] as const,
};

const itemPath = (kind: StockItemKind, id: string) => `/${kind === 'product' ? 'products' : 'offer'}/${encodeURIComponent(id)}/stock`;

export const stockListQuery = (params: StockListParams) =>
  queryOptions({
    queryKey: stockKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<ListResponse<StockRow>>('/stock', {
        query: { page: params.page, filter: params.filter, search: params.search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const stockHistoryQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: stockKeys.history(id, page),
    queryFn: ({ signal }) => apiRequest<ListResponse<StockChange>>(`/stock/${encodeURIComponent(id)}/history`, { query: { page }, signal }),
  });

/** An item's counts for its dialog; read afresh at each opening, so the counts seen are today's. */
export const itemStockQuery = (kind: StockItemKind, id: string) =>
  queryOptions({
    queryKey: stockKeys.item(kind, id),
    queryFn: ({ signal }) => apiRequest<ItemStock>(itemPath(kind, id), { signal }),
    staleTime: 0,
  });

/** A stocktake changes the counts, and so what the storefront's responses say (sold out, only n left). */
export const saveStockMutation = mutationOptions({
  mutationFn: (input: StockSaveInput) => apiRequest<{ data: StockRow[] }>('/stock', { method: 'PUT', body: input }),
  onSettled: (_saved, _error, _input, _result, { client }) =>
    Promise.all([
      client.invalidateQueries({ queryKey: stockKeys.all }),
      client.invalidateQueries({ queryKey: productKeys.all }),
      client.invalidateQueries({ queryKey: offerKeys.all }),
    ]),
});

/**
 * Every count as a CSV file, its headers and statuses in the panel's language (and the separator a
 * spreadsheet set to it expects); fetched, since a link cannot carry the token.
 */
export const downloadStockCsvMutation = mutationOptions({
  mutationFn: (language: Language) => apiDownload(`/stock.csv?lang=${language}`),
});
