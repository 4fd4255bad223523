import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from './constants.js';

export const paginationSchema = z
  .object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalItems: z.number().int(),
    hasPrevious: z.boolean(),
    hasNext: z.boolean(),
    previousPage: z.number().int().nullable(),
    nextPage: z.number().int().nullable(),
  })
  .meta({ id: 'Pagination', description: 'Where a page sits in a list; a page past the end keeps the true totals' });
export type Pagination = z.infer<typeof paginationSchema>;

/** A page of a list; `id` and `description` name it in the OpenAPI document. */
export function listResponseSchema<T extends z.ZodType>(item: T, meta: { id: string; description: string }) {
  return z.object({ data: z.array(item), pagination: paginationSchema }).meta(meta);
}
export interface ListResponse<T> {
  data: T[];
  pagination: Pagination;
}

/** The pagination object for `page` of `limit`-sized pages over `totalItems`. */
export function paginate(page: number, limit: number, totalItems: number): Pagination {
  const totalPages = Math.ceil(totalItems / limit);
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return {
    currentPage: page,
    totalPages,
    totalItems,
    hasPrevious,
    hasNext,
    previousPage: hasPrevious ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
    nextPage: hasNext ? page + 1 : null,
  };
}

export const pageParam = z.coerce
  .number({ error: 'page must be a whole number' })
  .int({ error: 'page must be a whole number' })
  .min(1, { error: 'page must be at least 1' })
  .max(MAX_PAGE, { error: `page must be at most ${MAX_PAGE}` })
  .default(1)
  .describe('Page number, from 1; a page past the end answers an empty list with the true totals');

export function limitParam(defaultLimit: number) {
  return z.coerce
    .number({ error: 'limit must be a whole number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(MAX_PAGE_SIZE, { error: `limit must be at most ${MAX_PAGE_SIZE}` })
    .default(defaultLimit)
    .describe('Items per page');
}

/** Search text: trimmed; empty, or holding no letter or digit, means no search. */
export const searchParam = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, { error: `search must be at most ${MAX_SEARCH_LENGTH} characters` })
  .optional()
  .transform((text) => (text ? text : undefined))
  .describe(
    'Words, in any order, each matching a word of the name or description in English, French or Arabic (the last one also as the start of a word; from 5 letters a typo forgiven, from 9 two; Arabizi finds Arabic); trimmed, empty or without a letter or digit means no search',
  );
