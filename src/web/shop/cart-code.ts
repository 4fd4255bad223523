import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// The discount code the visitor applied to the cart, remembered with it under a key of its own. Not in
// config/storage.ts nor in the cart's store: both are in every page's first load, and only the cart
// page reads this (it loads the code field's chunk when a code is remembered).

interface CartCode {
  /** As the visitor typed it (the shop folds case, spaces and look-alike letters); null: none. */
  code: string | null;
  /**
   * The lines of the order it went with (SentOrder.lines), once sent: from then it belongs to that
   * order, so opening it again sends the same order, and never applies to another cart.
   */
  sentWith: string | null;
}

export const useCartCode = create<CartCode>()(
  persist((): CartCode => ({ code: null, sentWith: null }), {
    name: 'discount-code',
    storage: createJSONStorage(() => localStorage),
    version: 1,
  }),
);

/** A code typed and applied, or null to take it off (Remove, or the cart cleared). */
export const setCartCode = (code: string | null) => useCartCode.setState({ code, sentWith: null });

/** The code that applies to a cart whose order last sent is `sentLines` (null while it holds another). */
export function cartCode({ code, sentWith }: CartCode, sentLines: string | null): string | null {
  return sentWith === null || sentWith === sentLines ? code : null;
}
