import { z } from 'zod';
import { categoryTranslationsSchema } from './category.js';
import { colorTranslationsSchema } from './color.js';
import { orderDiscountSchema } from './discount-code.js';
import { isoTimestamp, money } from './fields.js';
import { imageFields } from './image.js';
import { CART_ITEM_KINDS, deliverySchema, orderDeliveryOptionSchema, orderLanguageSchema, orderStatusSchema } from './order.js';

// An order's own page (/order/{token}): what the customer who placed it may read again, from the link
// in their WhatsApp message. Only the order as they placed it and its statuses: never who in the shop
// changed them, never anything of another order.

export const orderPageLineSchema = z
  .object({
    kind: z.enum(CART_ITEM_KINDS),
    name: z.string().describe("The item's English name when ordered"),
    translations: categoryTranslationsSchema
      .nullable()
      .describe("The item's names in French and Arabic now; null when it has been deleted since"),
    colorHex: z.string().nullable(),
    colorName: z.string().nullable().describe("The colour's English name when ordered; null without a colour"),
    colorTranslations: colorTranslationsSchema.nullable().describe("The colour's names in French and Arabic now, when it still exists"),
    shownName: z
      .string()
      .nullable()
      .describe(
        "The item's name as the customer saw it when ordering, in the order's language (English where it had no translation); null in orders placed before it was kept",
      ),
    shownColorName: z
      .string()
      .nullable()
      .describe(
        "The colour's name as the customer saw it when ordering, in the order's language (English where it had no translation); null without a colour, and in orders placed before it was kept",
      ),
    ...imageFields,
    unitPrice: money,
    quantity: z.number().int(),
    lineTotal: money,
  })
  .meta({
    id: 'OrderPageLine',
    description: "A line as ordered, with the item's picture now (its colour's photo when it has one); no picture once the item is deleted",
  });
export type OrderPageLine = z.infer<typeof orderPageLineSchema>;

export const orderPageSchema = z
  .object({
    reference: z.string(),
    status: orderStatusSchema,
    language: orderLanguageSchema,
    createdAt: isoTimestamp,
    history: z
      .array(z.object({ status: orderStatusSchema, at: isoTimestamp }))
      .describe('Each status the order took and when, oldest first; never who gave it'),
    lines: z.array(orderPageLineSchema),
    itemCount: z.number().int(),
    total: money.describe("The items' total, delivery apart"),
    deliveryOption: orderDeliveryOptionSchema.nullable(),
    discount: orderDiscountSchema.nullable().describe('The discount code used and what it took off; null without one'),
    grandTotal: money.describe('total and the delivery fee, less the discount: what the customer pays'),
    delivery: deliverySchema.describe(
      'The details the customer gave, each on one line (line breaks and control characters gone) and cut: name 50, phone 30, address 150, note 200 characters',
    ),
  })
  .meta({ id: 'OrderPage', description: 'An order as its customer sees it on its own page' });
export type OrderPage = z.infer<typeof orderPageSchema>;
