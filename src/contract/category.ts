import { z } from 'zod';
import { LIMITS, PAGE_SIZE } from './constants.js';
import { idSchema, optionalText, requiredText } from './fields.js';
import { validation } from './messages/validation.js';
import { limitParam, listResponseSchema, pageParam } from './pagination.js';

/** A category's name in one language. */
const categoryNameTranslationSchema = z.object({ name: z.string().min(1).optional() }).meta({
  id: 'CategoryNameTranslation',
  description: 'The name in one language: present only when translated; where it is missing, the English one stands in',
});

export const categoryTranslationsSchema = z
  .object({ fr: categoryNameTranslationSchema, ar: categoryNameTranslationSchema })
  .meta({ id: 'CategoryTranslations', description: 'The name in French (fr) and Arabic (ar), each possibly empty' });
export type CategoryTranslations = z.infer<typeof categoryTranslationsSchema>;

export const categorySchema = z
  .object({ id: idSchema, name: z.string(), translations: categoryTranslationsSchema })
  .meta({ id: 'Category', description: 'A category' });
export type Category = z.infer<typeof categorySchema>;

/** POST/PUT /categories (JSON). PUT sends every field again: an absent translation means none. */
export const categoryInputSchema = z.strictObject({
  name: requiredText(validation.categoryNameRequired, LIMITS.categoryNameMax),
  nameFr: optionalText(LIMITS.categoryNameMax).describe('The name in French; absent, null or empty: none'),
  nameAr: optionalText(LIMITS.categoryNameMax).describe('The name in Arabic; absent, null or empty: none'),
});
export type CategoryInputFields = z.input<typeof categoryInputSchema>;
export type CategoryInput = z.output<typeof categoryInputSchema>;

export const categoryListQuerySchema = z.strictObject({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.admin),
});
export const categoryListResponseSchema = listResponseSchema(categorySchema, {
  id: 'CategoryList',
  description: 'A page of categories, newest first',
});
export const allCategoriesResponseSchema = z.array(categorySchema).meta({ id: 'CategoryOptions', description: 'Every category, by name' });
