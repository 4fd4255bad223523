import { z } from 'zod';
import { LIMITS, PAGE_SIZE } from './constants.js';
import { idSchema, isoTimestamp, requiredText } from './fields.js';
import { validation } from './messages/validation.js';
import { limitParam, listResponseSchema, pageParam } from './pagination.js';

export const contactMessageSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    email: z.string(),
    message: z.string(),
    createdAt: isoTimestamp,
  })
  .meta({ id: 'ContactMessage', description: 'A contact message' });
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactInputSchema = z.strictObject({
  name: requiredText(validation.contactNameRequired, LIMITS.contactNameMax),
  email: z
    .string({ error: validation.contactEmailInvalid })
    .trim()
    .max(LIMITS.contactEmailMax, { error: validation.contactEmailInvalid })
    .pipe(z.email({ error: validation.contactEmailInvalid })),
  message: z
    .string({ error: validation.contactMessageRequired })
    .trim()
    .min(1, { error: validation.contactMessageRequired })
    .max(LIMITS.contactMessageMax, { error: validation.contactMessageTooLong }),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactListQuerySchema = z.strictObject({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.admin),
});
export const contactListResponseSchema = listResponseSchema(contactMessageSchema, {
  id: 'ContactMessageList',
  description: 'A page of contact messages, newest first',
});
