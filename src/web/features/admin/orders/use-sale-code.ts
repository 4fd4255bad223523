// The discount code of the sale being recorded: the code typed and the one applied, the shop's answer
// for it against the dialog's lines and the customer's phone (checked as they change, nothing claimed),
// and what a refused sale said of it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CartDiscount } from '#contract/discount-code.js';
import { deliveryInputSchema, type CartLine } from '#contract/order.js';
import { orderKeys, saleCodeQuery, type SaleCodeRequest } from '#web/api/admin/orders.js';
import { toCents } from '#web/shop/money.js';
import { useDebouncedValue } from '../list/use-debounced-value.js';
import { cartLinesOf, type SaleLine } from './sale-lines.js';

/** What the code field shows and does. */
export interface SaleCode {
  typed: string;
  /** The code applied, as typed; null: none. */
  applied: string | null;
  /** The shop's answer for the applied code; undefined while it is asked, or when it could not be. */
  discount: CartDiscount | undefined;
  checking: boolean;
  /** The shop could not be reached to check it. */
  failed: boolean;
  /** The dialog's own message at the field (a code typed but not applied). */
  error: string | undefined;
  /** Counts the times the field was asked to take the focus (the shop refused the sale for its code). */
  focusAsked: number;
  type: (value: string) => void;
  apply: () => void;
  remove: () => void;
}

/** The phone a code's limit per phone is checked against: the one typed, once it is a phone number. */
function phoneOf(typed: string): string | null {
  const checked = deliveryInputSchema.shape.phone.safeParse(typed.trim());
  return checked.success ? checked.data : null;
}

const checkOf = (lines: CartLine[], code: string, phone: string | null): SaleCodeRequest => ({
  lines,
  code,
  ...(phone ? { phone } : {}),
});

export function useSaleCode(lines: SaleLine[], phone: string, applyFirst: string) {
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [focusAsked, setFocusAsked] = useState(0);
  // The phone as it settles: a number typed digit by digit is checked once.
  const settledPhone = useDebouncedValue(phoneOf(phone));
  const request = applied !== null && lines.length > 0 ? checkOf(cartLinesOf(lines), applied, settledPhone) : null;
  const check = useQuery({
    ...saleCodeQuery(request ?? checkOf([], '', null)),
    enabled: request !== null,
    // The same code's last answer while a changed line or phone is checked, so the totals do not jump.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2].code === applied ? previous : undefined),
  });
  const discount = request ? check.data : undefined;

  const code: SaleCode = {
    typed,
    applied,
    discount,
    checking: request !== null && check.isFetching,
    failed: request !== null && check.isError,
    error,
    focusAsked,
    type: (value) => {
      setTyped(value);
      setError(undefined);
      if (!value.trim()) setApplied(null);
    },
    apply: () => {
      const next = typed.trim();
      if (!next) return;
      setError(undefined);
      // The same code again: asked again (after a refusal, or when the shop could not be reached).
      if (next === applied) void check.refetch();
      else setApplied(next);
    },
    remove: () => {
      setTyped('');
      setApplied(null);
      setError(undefined);
    },
  };

  return {
    code,
    /**
     * All the code takes off the sale now, in cents, with the chosen delivery's fee for free delivery: the
     * cart's discountCents (shop/code-discount.ts), which comes with the field's chunk, not the dialog's.
     */
    cents: (feeCents: number) => (discount?.problem === null ? toCents(discount.itemsOff) + (discount.freeDelivery ? feeCents : 0) : 0),
    /** A code typed but not applied stops the save: its discount was never shown. */
    ready: () => {
      if (typed.trim() === (applied ?? '')) return true;
      setError(applyFirst);
      return false;
    },
    /** The shop refused the sale for its code: its answer shows at the field, as a check would show it, and the field takes the focus. */
    refused: (sentLines: CartLine[], sentPhone: string | null, refusal: CartDiscount) => {
      if (applied !== null) client.setQueryData(orderKeys.saleCode(checkOf(sentLines, applied, sentPhone)), refusal);
      setFocusAsked((count) => count + 1);
    },
  };
}
