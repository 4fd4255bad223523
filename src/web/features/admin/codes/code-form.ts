import { westernNumber } from '#contract/digits.js';
import type { CartItemKind } from '#contract/cart-item.js';
import {
  discountCodeInputSchema,
  discountCodeMessages as discountCodeValidation,
  type DiscountCode,
  type DiscountCodeInput,
  type DiscountKind,
} from '#contract/discount-code.js';
import { zodFieldErrors, type FieldErrors } from '../form/field-errors.js';
import { priceInput } from '../list/format.js';

// The Codes form as typed (numbers are text until sent), and the body the server's own schema makes of it.

/** A product or an offer the code is limited to; its name as the list or the search gave it (null: deleted since). */
export interface ChosenItem {
  kind: CartItemKind;
  id: string;
  name: string | null;
}

export interface CodeFields {
  code: string;
  kind: DiscountKind;
  percent: string;
  amount: string;
  minItemsTotal: string;
  /** A datetime-local value (YYYY-MM-DDTHH:mm, Beirut's clock) or ''. */
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerPhone: string;
  categoryIds: string[];
  items: ChosenItem[];
  active: boolean;
}

const countText = (count: number | null) => (count === null ? '' : String(count));

/** The form for `code`, or an empty one (a percent code, switched on) to add one. */
export function fieldsFromCode(code: DiscountCode | null): CodeFields {
  return {
    code: code?.code ?? '',
    kind: code?.kind ?? 'percent',
    percent: countText(code?.percent ?? null),
    amount: priceInput(code?.amount),
    minItemsTotal: priceInput(code?.minItemsTotal),
    startsAt: code?.startsAt ?? '',
    endsAt: code?.endsAt ?? '',
    maxUses: countText(code?.maxUses ?? null),
    maxUsesPerPhone: countText(code?.maxUsesPerPhone ?? null),
    categoryIds: [...(code?.categoryIds ?? [])],
    items: code?.items.map(({ kind, id, name }) => ({ kind, id, name })) ?? [],
    active: code?.active ?? true,
  };
}

/** A number as typed ("1,000", "15 %", "$5", "١٥٪"); null when empty, NaN (which the schema refuses) when it is none. */
function typedNumber(text: string): number | null {
  const plain = westernNumber(text).replace(/[\s,%$\u066a]/g, '');
  return plain === '' ? null : Number(plain);
}

/** What the form sends, before the schema checks it: a kind's own figure only, and empty fields as null. */
function inputOf(fields: CodeFields) {
  return {
    code: fields.code.trim(),
    kind: fields.kind,
    percent: fields.kind === 'percent' ? typedNumber(fields.percent) : null,
    amount: fields.kind === 'amount' ? typedNumber(fields.amount) : null,
    minItemsTotal: typedNumber(fields.minItemsTotal),
    startsAt: fields.startsAt || null,
    endsAt: fields.endsAt || null,
    maxUses: typedNumber(fields.maxUses),
    maxUsesPerPhone: typedNumber(fields.maxUsesPerPhone),
    categoryIds: fields.categoryIds,
    items: fields.items.map(({ kind, id }) => ({ kind, id })),
    active: fields.active,
  };
}

/** Fields whose every refusal (not a number, below zero, three decimals) the one amount message says. */
const AMOUNT_FIELDS = ['amount', 'minItemsTotal'] as const;

export type CodeCheck = { ok: true; body: DiscountCodeInput } | { ok: false; errors: FieldErrors };

/**
 * Checks the form with the server's schema and gives the body to send. The code's letters are the
 * server's to fold and check (Arabic-Indic digits and look-alike letters are fine); only an empty one
 * is refused here.
 */
export function checkCode(fields: CodeFields): CodeCheck {
  const input = inputOf(fields);
  const parsed = discountCodeInputSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  if (input.code === '') errors.code = discountCodeValidation.codeFormat;
  for (const field of AMOUNT_FIELDS) if (errors[field]) errors[field] = discountCodeValidation.amount;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

/** A stored code as the body of a PUT that changes only whether it is switched on. */
export function switchedInput(code: DiscountCode, active: boolean): DiscountCodeInput {
  return {
    code: code.code,
    kind: code.kind,
    percent: code.percent,
    amount: code.amount,
    minItemsTotal: code.minItemsTotal,
    startsAt: code.startsAt,
    endsAt: code.endsAt,
    maxUses: code.maxUses,
    maxUsesPerPhone: code.maxUsesPerPhone,
    categoryIds: code.categoryIds,
    items: code.items.map(({ kind, id }) => ({ kind, id })),
    active,
  };
}
