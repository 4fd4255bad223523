// The one phrase of discount codes in the cart's own code: the button that opens the code field. The
// field's words (storefront/discount-code.ts and its translations) come with the field; this button is
// on every cart, so its few words are here in all three languages rather than in the catalogues, which
// are in every page's first load.
import type { Language } from '#contract/languages.js';

export const haveCodeText = {
  en: 'Have a discount code?',
  fr: 'Vous avez un code promo\u00a0?',
  ar: 'هل لديك رمز خصم؟',
} as const satisfies Record<Language, string>;
