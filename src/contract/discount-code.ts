import { z } from 'zod';
import { CART_ITEM_KINDS } from './cart-item.js';
import { LIMITS } from './constants.js';
import { idSchema, isoTimestamp, money, unknownKeys } from './fields.js';
import { discountCodeValidation } from './messages/discount-code-validation.js';

// Discount codes: a code the owner creates ("LAYAL15") that a customer types in the cart. The shop
// checks it on every quote and again at the order, from its own prices, and stores what it took off
// with the order. How a code combines with offers, delivery and pounds (decision 032):
//   1. Lines are priced as always: an item's offer price when it has one, an offer (bundle) at its price.
//   2. The minimum, when set, is compared with the items' total (every line, before the code).
//   3. A percent or an amount comes off the total of the lines it applies to (every line, or those in
//      its categories or among its items): a percent rounded to the cent, half up; an amount never more
//      than those lines' total, so nothing goes below zero.
//   4. Free delivery takes off the chosen zone's fee (after the zone's own "free over"); pickup, no
//      option or a zone free anyway: nothing to take off, so the order is stored without the code and
//      spends none of its uses (a quote told the option answers notApplicable).
//   5. The delivery fee is added after; pounds are worked out from the total the customer pays.

export const DISCOUNT_KINDS = ['percent', 'amount', 'freeDelivery'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_CODE_LIMITS = {
  codeMin: 3,
  codeMax: 20,
  percentMax: 100,
  /** Categories, and items, one code may be limited to. */
  targetsMax: 100,
  usesMax: 1_000_000,
  /** The years a start or an end may fall in: a typo such as 0202 or 9999 is refused, not stored. */
  yearMin: 2000,
  yearMax: 2100,
} as const;

/** The server's discount-code messages, with their figures from the limits above. */
export const discountCodeMessages = {
  ...discountCodeValidation,
  codeFormat: discountCodeValidation.codeFormat(DISCOUNT_CODE_LIMITS.codeMin, DISCOUNT_CODE_LIMITS.codeMax),
  percent: discountCodeValidation.percent(DISCOUNT_CODE_LIMITS.percentMax),
  tooManyTargets: discountCodeValidation.tooManyTargets(DISCOUNT_CODE_LIMITS.targetsMax),
  dateRange: discountCodeValidation.dateRange(DISCOUNT_CODE_LIMITS.yearMin, DISCOUNT_CODE_LIMITS.yearMax),
};
const messages = discountCodeMessages;

/** A code as the shop stores it: capital letters A–Z and digits (what a customer types is folded to it first). */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9]+$/;

/**
 * Why a code takes nothing off. notValid: no such code, or switched off (the same answer, so guessing
 * tells nothing); notYet: before its start; ended: after its end; usedUp: its total uses are taken;
 * usedByPhone: this phone number has used it as often as a customer may; phoneNeeded: it is limited per
 * customer and the order has no phone number; minimum: the items' total is under its minimum;
 * notApplicable: nothing in the cart is in its categories or items; tooManyTries: this client typed too
 * many codes that are not valid (see retryAfter).
 */
export const CODE_PROBLEMS = [
  'notValid',
  'notYet',
  'ended',
  'usedUp',
  'usedByPhone',
  'phoneNeeded',
  'minimum',
  'notApplicable',
  'tooManyTries',
] as const;
export type CodeProblem = (typeof CODE_PROBLEMS)[number];

/** What a customer types: any case, spaces, Arabic-Indic digits, look-alike letters; the server folds it. */
export const codeTyped = z
  .string({ error: messages.codeTyped })
  .max(100, { error: messages.codeTyped })
  .describe('A discount code as the customer typed it: case, spaces, Arabic-Indic digits and look-alike letters do not matter');

/** What the code did to a cart or an order: the shop's figure, never the browser's. */
export const cartDiscountSchema = z
  .object({
    code: z.string().describe('The code as the shop writes it (capitals and digits), or as typed, folded, when it is not valid'),
    problem: z.enum(CODE_PROBLEMS).nullable().describe('Why it takes nothing off; null when it applies'),
    kind: z.enum(DISCOUNT_KINDS).nullable().describe('Null when not valid'),
    percent: z.number().int().nullable().describe('For a percent code: how many percent'),
    amount: money.nullable().describe('For an amount code: the amount it takes off at most'),
    itemsOff: money.describe("What it takes off the items' total now; 0 with a problem"),
    freeDelivery: z.boolean().describe("Whether it takes the chosen zone's fee off (free delivery, no problem)"),
    minItemsTotal: money.nullable().describe("Its minimum items' total, when it has one"),
    retryAfter: z.number().int().nullable().describe('tooManyTries: seconds until codes may be tried again'),
  })
  .meta({ id: 'CartDiscount', description: 'A discount code checked against the cart, by the rule in the API description' });
export type CartDiscount = z.infer<typeof cartDiscountSchema>;

/** An order's discount as stored with it. */
export const orderDiscountSchema = z
  .object({
    code: z.string(),
    items: money.describe("Taken off the items' total"),
    delivery: money.describe('Taken off the delivery fee (free delivery)'),
  })
  .meta({ id: 'OrderDiscount', description: 'The discount code an order used and what it took off, as placed' });
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;

const positiveInt = (message: string, max: number) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message });

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A wall time that is on the calendar (no 30 February, no 25:61) and in the years codes may use. */
function checkWallTime(text: string, ctx: z.RefinementCtx): void {
  const parts = WALL_TIME.exec(text);
  if (!parts) return; // The pattern's own message says so.
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const real = hour < 24 && minute < 60 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real) ctx.addIssue({ code: 'custom', message: messages.dateTime });
  else if (year < DISCOUNT_CODE_LIMITS.yearMin || year > DISCOUNT_CODE_LIMITS.yearMax) {
    ctx.addIssue({ code: 'custom', message: messages.dateRange });
  }
}

/** A Beirut wall time from the panel's date-and-time field: YYYY-MM-DDTHH:mm. */
const beirutTime = z
  .string({ error: messages.dateTime })
  .regex(WALL_TIME, { error: messages.dateTime })
  .superRefine(checkWallTime)
  .nullable()
  .describe(
    `Beirut time, YYYY-MM-DDTHH:mm, a real date between the years ${DISCOUNT_CODE_LIMITS.yearMin} and ${DISCOUNT_CODE_LIMITS.yearMax}; null: no limit`,
  );

/** Dollars a code takes off or asks for: below a million, as a price is. */
const codeDollars = z
  .number({ error: messages.amount })
  .min(0, { error: messages.amount })
  .refine((dollars) => Math.round(dollars * 100) / 100 === dollars && Math.round(dollars * 100) <= LIMITS.priceMaxCents, {
    error: messages.amount,
  })
  .meta({ description: 'Dollars with at most two decimals (24.5 is $24.50)' });

export const discountTargetSchema = z
  .strictObject({ kind: z.enum(CART_ITEM_KINDS, { error: messages.target }), id: idSchema }, unknownKeys)
  .meta({ id: 'DiscountTarget', description: 'A product or an offer a code is limited to' });

/** The owner's code, as the Codes page saves it. */
export const discountCodeInputSchema = z
  .strictObject(
    {
      code: z
        .string({ error: messages.codeFormat })
        .describe(
          `${DISCOUNT_CODE_LIMITS.codeMin} to ${DISCOUNT_CODE_LIMITS.codeMax} letters A–Z and digits, stored in capitals (folded as a customer's is: case, spaces, Arabic-Indic digits, look-alike letters)`,
        ),
      kind: z.enum(DISCOUNT_KINDS, { error: messages.kind }),
      percent: positiveInt(messages.percent, DISCOUNT_CODE_LIMITS.percentMax)
        .nullable()
        .default(null)
        .describe('A whole percent, 1 to 100: required for a percent code'),
      amount: codeDollars
        .refine((dollars) => dollars > 0, { error: messages.amount })
        .nullable()
        .default(null)
        .describe('Dollars, more than 0 and under one million: required for an amount code'),
      minItemsTotal: codeDollars.nullable().default(null).describe("The items' total a cart must reach; null: none"),
      startsAt: beirutTime.default(null),
      endsAt: beirutTime.default(null),
      maxUses: positiveInt(messages.uses, DISCOUNT_CODE_LIMITS.usesMax).nullable().default(null).describe('Orders in all; null: no limit'),
      maxUsesPerPhone: positiveInt(messages.uses, DISCOUNT_CODE_LIMITS.usesMax)
        .nullable()
        .default(null)
        .describe("Orders per customer's phone number; null: no limit"),
      categoryIds: z
        .array(idSchema, { error: messages.target })
        .max(DISCOUNT_CODE_LIMITS.targetsMax, { error: messages.tooManyTargets })
        .default([])
        .describe('Limited to the products in these categories (empty: no limit by category)'),
      items: z
        .array(discountTargetSchema, { error: messages.target })
        .max(DISCOUNT_CODE_LIMITS.targetsMax, { error: messages.tooManyTargets })
        .default([])
        .describe('Limited to these products and offers (with categories: a line counts when it is in either)'),
      active: z.boolean({ error: 'Must be true or false' }).default(true),
    },
    unknownKeys,
  )
  .superRefine((input, ctx) => {
    if (input.kind === 'percent' && input.percent === null) ctx.addIssue({ code: 'custom', message: messages.percent, path: ['percent'] });
    if (input.kind === 'amount' && input.amount === null) ctx.addIssue({ code: 'custom', message: messages.amount, path: ['amount'] });
    if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) {
      ctx.addIssue({ code: 'custom', message: messages.endsBeforeStart, path: ['endsAt'] });
    }
  });
export type DiscountCodeInput = z.output<typeof discountCodeInputSchema>;

/** Where a code stands now, for the owner's list. */
export const CODE_STATES = ['active', 'scheduled', 'ended', 'usedUp', 'off'] as const;
export type CodeState = (typeof CODE_STATES)[number];

export const discountCodeSchema = z
  .object({
    id: idSchema,
    code: z.string(),
    kind: z.enum(DISCOUNT_KINDS),
    percent: z.number().int().nullable(),
    amount: money.nullable(),
    minItemsTotal: money.nullable(),
    startsAt: z.string().nullable().describe('Beirut time, YYYY-MM-DDTHH:mm'),
    endsAt: z.string().nullable().describe('Beirut time, YYYY-MM-DDTHH:mm'),
    maxUses: z.number().int().nullable(),
    maxUsesPerPhone: z.number().int().nullable(),
    categoryIds: z.array(z.string()),
    items: z.array(
      z.object({
        kind: z.enum(CART_ITEM_KINDS),
        id: z.string(),
        name: z.string().nullable().describe('Null when the item has since been deleted'),
      }),
    ),
    active: z.boolean(),
    state: z.enum(CODE_STATES).describe('off (switched off), scheduled (before its start), ended, usedUp, or active'),
    uses: z.number().int().describe('Orders that used it and are not cancelled'),
    orders: z.number().int().describe('Confirmed and delivered orders that used it'),
    revenue: money.describe("Those orders' items' totals after the discount"),
    discounts: money.describe('What it took off those orders, items and delivery'),
    used: z.boolean().describe('Whether any order, cancelled or not, ever used it: then it cannot be deleted'),
    createdAt: isoTimestamp,
    updatedAt: isoTimestamp,
  })
  .meta({ id: 'DiscountCode', description: 'A discount code with its uses and the sales it brought' });
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const discountCodeListSchema = z
  .object({ data: z.array(discountCodeSchema) })
  .meta({ id: 'DiscountCodeList', description: 'Every code, newest first' });

/** A code's figures over the dashboard's last 30 days. */
export const codeFiguresSchema = z.object({
  code: z.string(),
  orders: z.number().int(),
  revenue: money.describe("Items' totals after the discount"),
  discounts: money,
});
