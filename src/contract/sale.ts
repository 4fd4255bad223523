import { z } from 'zod';
import { codeTyped } from './discount-code.js';
import { validation } from './messages/validation.js';
import {
  cartLines,
  deliveryInputSchema,
  deliveryOptionInput,
  idempotencyKeyInput,
  orderLanguageInput,
  type OrderChannel,
  type OrderStatus,
} from './order.js';

// A sale the owner records in the admin panel: apart from order.ts, so the storefront never loads it.

export const SALE_CHANNELS = ['shop', 'phone', 'whatsapp'] as const satisfies readonly OrderChannel[];
export type SaleChannel = (typeof SALE_CHANNELS)[number];
/** A recorded sale is already confirmed, or already delivered (handed over at the counter). */
export const SALE_STATUSES = ['confirmed', 'delivered'] as const satisfies readonly OrderStatus[];

/** A sale the owner records: priced from the catalogue like an order, stored confirmed or delivered. */
export const saleInputSchema = z.strictObject({
  idempotencyKey: idempotencyKeyInput('Made by the dialog once per sale; sending it again, in any case, answers the same sale'),
  lines: cartLines(),
  channel: z.enum(SALE_CHANNELS, { error: validation.saleChannelInvalid }),
  status: z.enum(SALE_STATUSES, { error: validation.saleStatusInvalid }).describe('confirmed, or delivered when handed over already'),
  customer: deliveryInputSchema.optional(),
  deliveryOption: deliveryOptionInput,
  language: orderLanguageInput("the customer's, for the order's page and the shop's replies"),
  code: codeTyped
    .optional()
    .describe(
      "A discount code the customer gave, checked and claimed as an order's is (per phone: the customer's phone); one that does not apply stores nothing (409 with discount); absent: none",
    ),
});
export type SaleInput = z.output<typeof saleInputSchema>;

/** A code checked for the sale being recorded, before it is saved: nothing is claimed. */
export const saleCodeInputSchema = z.strictObject({
  lines: cartLines(),
  code: codeTyped,
  phone: deliveryInputSchema.shape.phone
    .optional()
    .describe("The customer's phone number, when given: a code limited per phone is checked against it"),
});
export type SaleCodeInput = z.output<typeof saleCodeInputSchema>;
