// The cart's discount-code words the admin panel's Record a sale dialog shows as they are, in each
// language (the dialog words the rest for the person recording the sale).
import type { discountCodeText } from './storefront/discount-code.js';
import type { Translation } from './translation.js';

export function cartCodeWords<Words extends Translation<typeof discountCodeText>>(words: Words) {
  const { apply, remove, removeCode, checking, unchecked, applied, percentOff, amountOff, freeDelivery, row, tooManyTries } = words;
  return { apply, remove, removeCode, checking, unchecked, applied, percentOff, amountOff, freeDelivery, row, tooManyTries };
}
