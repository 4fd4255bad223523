import { z } from 'zod';
import { LIMITS, PAGE_SIZE } from './constants.js';
import { idSchema, requiredText } from './fields.js';
import { validation } from './messages/validation.js';
import { limitParam, listResponseSchema, pageParam } from './pagination.js';

export const categorySchema = z.object({ id: idSchema, name: z.string() }).meta({ id: 'Category', description: 'A category' });
export type Category = z.infer<typeof categorySchema>;

export const categoryInputSchema = z.strictObject({
  name: requiredText(validation.categoryNameRequired, LIMITS.categoryNameMax),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const categoryListQuerySchema = z.strictObject({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.admin),
});
export const categoryListResponseSchema = listResponseSchema(categorySchema, {
  id: 'CategoryList',
  description: 'A page of categories, newest first',
});
export const allCategoriesResponseSchema = z
  .array(categorySchema)
  .meta({ id: 'CategoryOptions', description: 'Every category, by name' });
