import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CartDiscount } from '#contract/discount-code.js';
import type { CartQuote } from '#contract/order.js';
import { setCartCode } from '#web/shop/cart-code.js';
import type { CodeCart, CodeOnCart } from './DiscountCode.js';

// The cart page's discount code. What the code takes off, its field, row and words, applying and
// removing it: a chunk of their own (DiscountCode.tsx), loaded when the visitor opens the field or has a
// code remembered, so the cart's first load carries none of it. The page keeps the code's state here
// (a hook cannot arrive later than the page that calls it), and what it does before the chunk may be
// here: opening the field, clearing the cart, an order refused.

const loadDiscountCode = () => import('./DiscountCode.js');

type DiscountCodeChunk = Awaited<ReturnType<typeof loadDiscountCode>>;

/** The code's chunk once `wanted` and loaded; null until then. A chunk that did not come is asked again with the next `attempt`. */
function useDiscountCodeChunk(wanted: boolean, attempt: number): DiscountCodeChunk | null {
  const [loaded, setLoaded] = useState<DiscountCodeChunk | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    loadDiscountCode().then(
      (chunk) => current && setLoaded(chunk),
      // Not loaded (the line dropped): the button stays, and the next tap tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, attempt]);
  return loaded;
}

/**
 * What an order's refusal said of the code (a limit per phone number, which the quote cannot tell),
 * with the phone number and the quote (its dataUpdatedAt) it was refused with.
 */
export interface CodeRefusal {
  code: string;
  phone: string;
  at: number;
  discount: CartDiscount;
}

/** What the page keeps of the code, which its chunk reads and changes. */
export interface DiscountCodeState {
  /** The code on the cart, as typed; null: none. */
  code: string | null;
  /** The cart's quote, asked with the code. */
  quote: UseQueryResult<CartQuote>;
  /** The delivery details' phone number: a code may be limited per number. */
  phone: string;
  /** What the field holds while it differs from the code on the cart; null: it shows the code. */
  typed: string | null;
  setTyped: (typed: string | null) => void;
  /** The visitor opened the field: it shows, and takes the focus. */
  opened: boolean;
  setOpened: (opened: boolean) => void;
  refusal: CodeRefusal | null;
  setRefusal: (refusal: CodeRefusal | null) => void;
}

/** The discount code on the cart page: `code` is the one on the cart, `quote` the cart's quote asked with it. */
export function useDiscountCode(code: string | null, quote: UseQueryResult<CartQuote>, phone: string) {
  const [opened, setOpened] = useState(false);
  // Each tap on the button that opens the field asks again for a chunk that did not come.
  const [tries, setTries] = useState(0);
  const [refusal, setRefusal] = useState<CodeRefusal | null>(null);
  // Kept by the page, not the field: an order must not leave with a code typed but never applied.
  const [typed, setTyped] = useState<string | null>(null);
  const chunk = useDiscountCodeChunk(code !== null || opened, tries);
  const state: DiscountCodeState = { code, quote, phone, typed, setTyped, opened, setOpened, refusal, setRefusal };
  return {
    /** "Have a discount code?": the field opens, focused, once its chunk is here. */
    open: () => {
      setOpened(true);
      setTries((tries) => tries + 1);
    },
    /** The cart was cleared: the code goes with it, and the field closes. */
    clear: () => {
      setCartCode(null);
      setTyped(null);
      setOpened(false);
    },
    /**
     * The shop refused an order: what it said of the code shows at the field, and the code's figures
     * are asked again for the cart as it is now (its prices may have changed).
     */
    orderRefused: (discount: CartDiscount | undefined) => {
      if (code === null) return;
      if (discount) setRefusal({ code, phone, at: quote.dataUpdatedAt, discount });
      void quote.refetch();
    },
    /** What the code does to the cart once its chunk is here; null until then. */
    forCart: (cart: CodeCart): CodeOnCart | null => chunk?.codeOnCart(state, cart) ?? null,
  };
}
