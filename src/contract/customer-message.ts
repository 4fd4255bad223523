import { z } from 'zod';
import { ORDER_STATUSES } from './order.js';
import { validation } from './messages/validation.js';

// The owner's message to a customer about their order, written in the panel and sent from the
// owner's own WhatsApp: the shop only records that it was opened, and for which status.

export const customerMessageInputSchema = z.strictObject({
  status: z
    .enum(ORDER_STATUSES, { error: validation.orderStatusInvalid })
    .describe('The order status the message was written for; the order may have moved on since'),
});
export type CustomerMessageInput = z.output<typeof customerMessageInputSchema>;
