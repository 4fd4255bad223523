import { z } from 'zod';
import { categoryTranslationsSchema } from './category.js';
import { paginationSchema, type ListResponse } from './pagination.js';

/** A name offered when a search found nothing: the item's English name and its translations. */
export const searchSuggestionSchema = z
  .object({ name: z.string(), translations: categoryTranslationsSchema })
  .meta({ id: 'SearchSuggestion', description: "An item's name near the words searched for, in English with its French and Arabic" });
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

/** A page of a searchable list: when a search matched nothing, it names up to three items near it. */
export function searchedListResponseSchema<T extends z.ZodType>(item: T, meta: { id: string; description: string }) {
  return z
    .object({
      data: z.array(item),
      pagination: paginationSchema,
      suggestions: z
        .array(searchSuggestionSchema)
        .optional()
        .describe('Only when a search matched nothing: up to three item names near its words, the nearest first'),
    })
    .meta(meta);
}
export interface SearchedListResponse<T> extends ListResponse<T> {
  suggestions?: SearchSuggestion[];
}
