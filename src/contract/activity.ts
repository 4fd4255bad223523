import { z } from 'zod';
import { PAGE_SIZE } from './constants.js';
import { idSchema } from './fields.js';
import { limitParam, listResponseSchema, pageParam } from './pagination.js';
import { ORDER_STATUSES } from './order.js';
import { personRefSchema } from './person-ref.js';
import { ROLES } from './roles.js';

// Who did what in the admin panel: every change of the shop's data is recorded with the account
// that made it, in the same transaction as the change, and listed on the owner's Activity page.

/** What a record is about. */
export const ACTIVITY_KINDS = [
  'order',
  'sale',
  'stock',
  'product',
  'offer',
  'category',
  'carousel',
  'settings',
  'account',
  'code',
  'message',
  'photo',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * What was done. Orders: the status they were given (confirmed, delivered, cancelled), messaged
 * (a message to the customer opened in WhatsApp, detail status), or linkRenewed (a new link to the
 * order's page, the old one stopped); a recorded sale: created; a stock
 * count: countSet (detail from, to); accounts and discount codes: also switchedOff, switchedOn; accounts: passwordReset,
 * roleChanged (detail role), sessionEnded, passwordChanged (a person's own, subject themselves); a contact message:
 * deleted (subject its sender's name); a photo: created (uploaded, subject its id).
 */
export const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'confirmed',
  'delivered',
  'cancelled',
  'messaged',
  'linkRenewed',
  'countSet',
  'passwordReset',
  'switchedOff',
  'switchedOn',
  'roleChanged',
  'sessionEnded',
  'passwordChanged',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const activityDetailSchema = z
  .object({
    from: z.number().int().optional().describe('countSet: the count before'),
    to: z.number().int().optional().describe('countSet: the count after'),
    role: z.enum(ROLES).optional().describe('roleChanged and account created: the role given'),
    color: z.string().optional().describe("countSet: the colour's name, for a colour's count"),
    status: z.enum(ORDER_STATUSES).optional().describe('messaged: the order status the message to the customer was written for'),
  })
  .meta({ id: 'ActivityDetail', description: 'What the action needs besides its subject; empty for most' });
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

export const activityEntrySchema = z
  .object({
    id: z.string(),
    at: z.string().describe('ISO-8601 UTC'),
    person: personRefSchema,
    kind: z.enum(ACTIVITY_KINDS),
    action: z.enum(ACTIVITY_ACTIONS),
    subject: z.object({
      id: z.string().nullable().describe('The order, item, category, image or account; null for the settings'),
      label: z.string().describe("Its name then: an order's reference, an item's or a person's name"),
    }),
    detail: activityDetailSchema,
  })
  .meta({ id: 'ActivityEntry', description: 'One change and who made it' });
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityListSchema = listResponseSchema(activityEntrySchema, { id: 'ActivityList', description: 'Newest first' });
export type ActivityList = z.infer<typeof activityListSchema>;

export const activityListQuerySchema = z.strictObject({
  person: idSchema.optional().describe("Only this account's records (its id)"),
  kind: z
    .enum(ACTIVITY_KINDS, { error: `kind must be one of ${ACTIVITY_KINDS.join(', ')}` })
    .optional()
    .describe('Only records of this kind'),
  page: pageParam,
  limit: limitParam(PAGE_SIZE.admin),
});
export type ActivityListQuery = z.output<typeof activityListQuerySchema>;
