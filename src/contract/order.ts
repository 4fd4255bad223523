import { z } from 'zod';
import { personRefSchema } from './person-ref.js';
import { HEX_CODE_PATTERN } from './color.js';
import { MAX_SEARCH_LENGTH, ORDER_LIMITS, PAGE_SIZE } from './constants.js';
import { idSchema, isOneLine, isoTimestamp, itemTranslationsSchema, money, oneLineError, optionalText, unknownKeys } from './fields.js';
import { imageFields } from './image.js';
import { validation } from './messages/validation.js';
import { listResponseSchema, pageParam } from './pagination.js';
import { deliveryOptionsSchema } from './shop.js';
import { DELIVERY_LIMITS, PICKUP_OPTION_ID } from './delivery.js';
import { LANGUAGES } from './languages.js';
import { CART_ITEM_KINDS } from './cart-item.js';
import { westernDigits } from './digits.js';
import { cartDiscountSchema, codeFiguresSchema, codeTyped, orderDiscountSchema } from './discount-code.js';

export { ORDER_LIMITS };

/** A reference the customer quotes on WhatsApp: BB- and 5 characters that cannot be misread (no 0/O, 1/I/L, U). */
export const ORDER_REFERENCE = {
  prefix: 'BB-',
  alphabet: '23456789ABCDEFGHJKMNPQRSTVWXYZ',
  length: 5,
} as const;

export const ORDER_STATUSES = ['new', 'confirmed', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The statuses that count as sales in the dashboard's revenue. */
export const SALES_STATUSES = ['confirmed', 'delivered'] as const satisfies readonly OrderStatus[];

/** Where an order can go from each status; delivered and cancelled are final. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export const canChangeStatus = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

export const orderStatusSchema = z
  .enum(ORDER_STATUSES, { error: validation.orderStatusInvalid })
  .meta({ id: 'OrderStatus', description: 'new → confirmed → delivered; new or confirmed → cancelled' });

/** Where an order came from: the website's cart, or a sale the owner recorded (in the shop, by phone, on WhatsApp). */
export const ORDER_CHANNELS = ['website', 'shop', 'phone', 'whatsapp'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
const orderChannelSchema = z
  .enum(ORDER_CHANNELS)
  .meta({ id: 'OrderChannel', description: "website (the storefront's cart), or a sale the owner recorded: shop, phone, whatsapp" });

/** The language an order was placed in: the storefront's page the customer ordered from. */
export const orderLanguageSchema = z
  .enum(LANGUAGES)
  .meta({ id: 'OrderLanguage', description: "en, fr or ar: the order's own page and the shop's replies speak it" });

/** Optional in a request: an order or a sale sent without one is English. */
export const orderLanguageInput = (description: string) =>
  z.enum(LANGUAGES, { error: validation.languageInvalid }).default('en').describe(`en, fr or ar: ${description}; absent: en`);

export { CART_ITEM_KINDS, type CartItemKind } from './cart-item.js';

/** One line of a cart as the browser keeps it: what, which colour, how many. Never a price. */
export const cartLineSchema = z
  .strictObject(
    {
      kind: z.enum(CART_ITEM_KINDS, { error: validation.orderLineInvalid }),
      id: z
        .string({ error: validation.orderLineInvalid })
        .trim()
        .min(1, { error: validation.orderLineInvalid })
        .max(64, { error: validation.orderLineInvalid }),
      colorHex: z
        .string({ error: validation.orderLineInvalid })
        .trim()
        .regex(HEX_CODE_PATTERN, { error: validation.colorHexFormat })
        .transform((hex) => hex.toUpperCase())
        .nullable()
        .describe('The chosen colour, #RRGGBB; null for an item without colours (offers never have any)'),
      quantity: z
        .number({ error: validation.orderQuantity })
        .int({ error: validation.orderQuantity })
        .min(1, { error: validation.orderQuantity })
        .max(ORDER_LIMITS.quantityMax, { error: validation.orderQuantity }),
    },
    unknownKeys,
  )
  .meta({ id: 'CartLine', description: 'A cart line: item kind and id, colour and quantity' });
export type CartLine = z.output<typeof cartLineSchema>;

/** Two lines for the same item and colour are refused rather than merged: the cart keeps one line per pair. */
export const lineKey = (line: Pick<CartLine, 'kind' | 'id' | 'colorHex'>): string => `${line.kind}:${line.id}:${line.colorHex ?? ''}`;

/** 1 to linesMax lines, one per item and colour: a cart, an order, a recorded sale. */
export const cartLines = () =>
  z
    .array(cartLineSchema, { error: validation.orderLineInvalid })
    .min(1, { error: validation.orderEmpty })
    .max(ORDER_LIMITS.linesMax, { error: validation.orderTooManyLines })
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        const key = lineKey(line);
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: validation.orderDuplicateLine, path: [index] });
        seen.add(key);
      });
    })
    .describe(`1 to ${ORDER_LIMITS.linesMax} lines, one per item and colour`);

/** The delivery option an order or a sale chose: a zone's id or pickup. Never a fee: the shop works it out. */
export const deliveryOptionInput = z
  .string({ error: validation.deliveryOptionInvalid })
  .trim()
  .min(1, { error: validation.deliveryOptionInvalid })
  .max(64, { error: validation.deliveryOptionInvalid })
  .optional()
  .describe(
    `A zone's id from the shop's delivery options, or ${PICKUP_OPTION_ID}; absent: none chosen (no fee). ` +
      'One the shop does not offer now answers 409 with the options as they are.',
  );

export const cartQuoteInputSchema = z.strictObject({
  lines: cartLines(),
  code: codeTyped.optional().describe('A discount code to check against the lines (the answer has discount); absent: none'),
  deliveryOption: deliveryOptionInput.describe(
    "The delivery option chosen, when one is: a zone's id or pickup. Free delivery where it costs nothing (pickup, a zone free at this total) is notApplicable; absent: not said, and free delivery applies",
  ),
});
export type CartQuoteInput = z.output<typeof cartQuoteInputSchema>;

export const QUOTE_LINE_STATUSES = ['available', 'soldOut', 'notEnough', 'unavailable', 'colorUnavailable'] as const;
export type QuoteLineStatus = (typeof QUOTE_LINE_STATUSES)[number];

export const quoteLineSchema = z
  .object({
    kind: z.enum(CART_ITEM_KINDS),
    id: z.string(),
    colorHex: z.string().nullable(),
    quantity: z.number().int(),
    status: z
      .enum(QUOTE_LINE_STATUSES)
      .describe(
        'available; soldOut; notEnough (fewer are left than asked: see left); unavailable (deleted or unknown: the item fields are null); colorUnavailable (the colour is gone, or a colour is required and missing, or the item has no colours)',
      ),
    name: z.string().nullable(),
    translations: itemTranslationsSchema
      .nullable()
      .describe("The item's current names in French and Arabic (no descriptions); null when it is gone"),
    price: money.nullable(),
    offerPrice: money.nullable(),
    ...imageFields,
    colorName: z.string().nullable().describe("The colour's current name; null without a colour or when it is gone"),
    unitPrice: money.nullable().describe('What one costs now: the offer price when set, else the price'),
    lineTotal: money.nullable(),
    left: z
      .number()
      .int()
      .nullable()
      .describe(
        "How many are left when fewer than asked (status notEnough), or when few are (at or under the shop's low-stock threshold); null otherwise",
      ),
  })
  .meta({ id: 'QuoteLine', description: "A cart line with the item's current name, prices, picture and availability" });
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const cartQuoteSchema = z
  .object({
    lines: z.array(quoteLineSchema).describe('In the order sent'),
    deliveryOptions: deliveryOptionsSchema.describe(
      "The delivery options now: the cart shows them and tells when they changed since the page's",
    ),
    discount: cartDiscountSchema.nullable().describe('The code sent, checked against the available lines; null when none was sent'),
  })
  .meta({ id: 'CartQuote', description: "The cart's lines as the shop sees them now" });
export type CartQuote = z.infer<typeof cartQuoteSchema>;

/** Digits, spaces and + - ( ), once Arabic-Indic digits are read as 0–9. */
const PHONE_PATTERN = /^[\d\s+()-]*$/;

export const deliveryInputSchema = z
  .strictObject(
    {
      // A name is one line: one with a line break would write lines of its own into the shop's messages.
      name: optionalText(ORDER_LIMITS.deliveryNameMax).refine(isOneLine, oneLineError),
      phone: z
        .string({ error: validation.deliveryPhoneInvalid })
        .trim()
        // Typed on an Arabic or Persian keyboard: stored with 0–9, as WhatsApp's links want it.
        .overwrite(westernDigits)
        .max(ORDER_LIMITS.deliveryPhoneMax, { error: validation.tooLong(ORDER_LIMITS.deliveryPhoneMax) })
        .regex(PHONE_PATTERN, { error: validation.deliveryPhoneInvalid })
        .nullish()
        .transform((text) => (text ? text : null)),
      address: optionalText(ORDER_LIMITS.deliveryAddressMax),
      note: optionalText(ORDER_LIMITS.deliveryNoteMax),
    },
    unknownKeys,
  )
  .describe('Every field optional; trimmed, null or empty means not given; the name is one line, without control characters');

/** A UUID the sender makes once per order or sale; stored lower-case, so its spelling's case never makes a second one. */
export const idempotencyKeyInput = (description: string) =>
  z
    .uuid({ error: validation.orderKeyInvalid })
    .transform((key) => key.toLowerCase())
    .describe(description);

export const orderInputSchema = z.strictObject({
  idempotencyKey: idempotencyKeyInput('Made by the browser once per order; sending it again, in any case, answers the same order'),
  lines: cartLines(),
  delivery: deliveryInputSchema.optional(),
  deliveryOption: deliveryOptionInput,
  language: orderLanguageInput('the language of the page the customer ordered from'),
  code: codeTyped
    .optional()
    .describe(
      'A discount code, checked again as the order is stored: one that does not apply now stores nothing (409 with discount); absent: none',
    ),
  sentWithoutReference: z
    .boolean({ error: 'Must be true or false' })
    .default(false)
    .describe('The WhatsApp message went out before the order was stored, so it carries no reference'),
});
export type OrderInput = z.output<typeof orderInputSchema>;

export const deliverySchema = z
  .object({
    name: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'Delivery', description: "The customer's delivery details, each null when not given" });
export type Delivery = z.infer<typeof deliverySchema>;

export const orderLineSchema = z
  .object({
    kind: z.enum(CART_ITEM_KINDS),
    itemId: z.string().describe('The product or offer id; it may since have been deleted'),
    name: z.string().describe("The item's English name when ordered"),
    colorHex: z.string().nullable(),
    colorName: z.string().nullable().describe("The colour's English name when ordered; null without a colour"),
    shownName: z
      .string()
      .nullable()
      .describe(
        "The item's name as the customer saw it, in the order's language (English where it had no translation); null in orders placed before it was kept, which show name",
      ),
    shownColorName: z
      .string()
      .nullable()
      .describe(
        "The colour's name as the customer saw it, in the order's language (English where it had no translation); null without a colour, and in orders placed before it was kept, which show colorName",
      ),
    unitPrice: money,
    quantity: z.number().int(),
    lineTotal: money,
  })
  .meta({ id: 'OrderLine', description: 'A line of an order, as it was when the order was placed' });
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderDeliveryOptionSchema = z
  .object({
    id: z.string().describe(`The zone's id, or ${PICKUP_OPTION_ID}; the zone may since have been deleted`),
    kind: z.enum(['zone', 'pickup']),
    name: z.string().max(DELIVERY_LIMITS.zoneNameMax).describe("The zone's English name when ordered; for pickup, 'Pick up at the shop'"),
    fee: money.describe('What delivery cost this order, worked out by the shop from its options and the lines; 0 when free'),
  })
  .meta({ id: 'OrderDeliveryOption', description: 'The delivery option an order chose and its fee, as they were when it was placed' });
export type OrderDeliveryOption = z.infer<typeof orderDeliveryOptionSchema>;

const orderFields = {
  id: idSchema,
  reference: z.string().describe('BB- and 5 characters, e.g. BB-7KQ2M'),
  status: orderStatusSchema,
  channel: orderChannelSchema,
  createdAt: isoTimestamp,
  lines: z.array(orderLineSchema),
  itemCount: z.number().int().describe('Units in all lines'),
  total: money.describe("The items' total, delivery apart"),
  deliveryOption: orderDeliveryOptionSchema.nullable().describe('Null when none was chosen (the shop offered none, or a sale without one)'),
  discount: orderDiscountSchema.nullable().describe('The discount code used and what it took off; null without one'),
  grandTotal: money.describe('total and the delivery fee, less the discount: what the customer pays'),
  delivery: deliverySchema,
  pageToken: z
    .string()
    .describe(
      "What the order's own page is found by (/order/{pageToken}, under /fr or /ar for its language): unguessable, the same every time",
    ),
};

export const orderSchema = z.object(orderFields).meta({ id: 'Order', description: 'A placed order, as the customer sees it' });
export type Order = z.infer<typeof orderSchema>;

export const orderUnavailableSchema = z
  .object({
    message: z.string(),
    lines: z
      .array(quoteLineSchema)
      .optional()
      .describe("The cart's lines as the shop sees them now; absent when the idempotency key was used for another cart"),
    deliveryOptions: deliveryOptionsSchema
      .optional()
      .describe('The delivery options now, when the one chosen is not offered any more (deleted, or pickup switched off)'),
    discount: cartDiscountSchema
      .optional()
      .describe('The discount code as it stands now, when it does not apply any more (switched off, ended, used up, minimum not reached)'),
  })
  .meta({
    id: 'OrderConflict',
    description:
      'Nothing was stored: some lines are not available any more, the delivery option chosen is not offered any more, or the key was used for another cart',
  });
export type OrderUnavailable = z.infer<typeof orderUnavailableSchema>;

export const statusChangeSchema = z
  .object({
    status: orderStatusSchema,
    at: isoTimestamp,
    by: personRefSchema.nullable().describe('Who gave it this status; null for the customer placing it on the website'),
  })
  .meta({ id: 'OrderStatusChange', description: 'A status the order took and when; the first is new, at creation' });

export const orderDetailSchema = z
  .object({
    ...orderFields,
    language: orderLanguageSchema,
    sentWithoutReference: z.boolean(),
    cancelReturnsStock: z
      .boolean()
      .describe(
        'Cancelling it now puts quantities back on stock counts: it is confirmed and its confirmation (or its recording as a sale) took them',
      ),
    history: z.array(statusChangeSchema).describe('Oldest first'),
  })
  .meta({ id: 'OrderDetail', description: 'An order with its status history, for the owner' });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderStatusInputSchema = z.strictObject({
  status: orderStatusSchema,
  from: orderStatusSchema
    .optional()
    .describe('The status the order had when the change was chosen; if it has another by now, 409 and nothing changes'),
});
export type OrderStatusInput = z.output<typeof orderStatusInputSchema>;

export const orderListRowSchema = z
  .object({
    id: idSchema,
    reference: z.string(),
    createdAt: isoTimestamp,
    itemCount: z.number().int(),
    total: money.describe("The items' total, delivery apart"),
    deliveryOption: orderDeliveryOptionSchema.nullable(),
    discountCode: z.string().nullable().describe('The discount code used, if any'),
    grandTotal: money,
    customerName: z.string().nullable(),
    customerPhone: z.string().nullable(),
    status: orderStatusSchema,
    channel: orderChannelSchema,
  })
  .meta({ id: 'OrderSummary', description: "A row of the owner's order list" });
export type OrderListRow = z.infer<typeof orderListRowSchema>;

export const orderListQuerySchema = z.strictObject({
  page: pageParam,
  status: z.enum(ORDER_STATUSES, { error: validation.orderStatusInvalid }).optional().describe('Only orders with this status'),
  search: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, { error: `search must be at most ${MAX_SEARCH_LENGTH} characters` })
    .optional()
    .transform((text) => (text ? text : undefined))
    .describe(
      'Words in any order, each contained in the reference (with or without BB-), the customer name or the phone digits (spaces and signs ignored), folded as typed (Arabic letter forms and vowel marks, accents, case); no typos forgiven; without a letter or digit, no search',
    ),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
export const ORDER_PAGE_SIZE = PAGE_SIZE.admin;

export const orderListResponseSchema = listResponseSchema(orderListRowSchema, {
  id: 'OrderList',
  description: `A page of ${ORDER_PAGE_SIZE} orders, newest first`,
});

export const orderCountsSchema = z
  .object({ newCount: z.number().int().describe('Orders waiting to be confirmed') })
  .meta({ id: 'OrderCounts', description: "The admin badge's figure" });

const channelFigures = z.object({ orders: z.number().int(), revenue: money });

const periodFiguresSchema = z
  .object({
    sales: z
      .object({
        orders: z.number().int(),
        revenue: money.describe("The items' totals after discount codes, delivery fees apart"),
        deliveryFees: money.describe('The delivery fees these orders charged (after free-delivery codes)'),
        discounts: money.describe('What discount codes took off these orders, items and delivery'),
        byChannel: z.object({ website: channelFigures, shop: channelFigures, phone: channelFigures, whatsapp: channelFigures }),
      })
      .describe('Confirmed and delivered orders, in all and by channel; revenue is from items'),
    new: z.object({ orders: z.number().int(), total: money }),
    cancelled: z.object({ orders: z.number().int(), total: money }),
  })
  .meta({ id: 'OrderPeriodFigures', description: "A period's orders by status, counted by the shop's local day of creation" });

export const orderDashboardSchema = z
  .object({
    today: periodFiguresSchema,
    last7Days: periodFiguresSchema,
    last30Days: periodFiguresSchema,
    days: z
      .array(z.object({ date: z.string().describe('YYYY-MM-DD, Beirut time'), orders: z.number().int(), revenue: money }))
      .describe('The last 30 days, oldest first, today last, with days without sales at zero'),
    bestSellers: z
      .array(
        z.object({
          kind: z.enum(CART_ITEM_KINDS),
          itemId: z.string(),
          name: z.string().describe('As in its latest order'),
          units: z.number().int(),
          revenue: money,
        }),
      )
      .describe('The 10 items sold most by units over the last 30 days'),
    codes: z
      .array(codeFiguresSchema)
      .describe('Discount codes used by confirmed and delivered orders over the last 30 days, by revenue, highest first'),
    newCount: z.number().int(),
  })
  .meta({ id: 'OrderDashboard', description: "Sales figures by the shop's local day (Asia/Beirut)" });
export type OrderDashboard = z.infer<typeof orderDashboardSchema>;
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;
