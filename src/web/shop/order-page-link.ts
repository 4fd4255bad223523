import { pathIn, type Language } from '#contract/languages.js';

/** The order's own page within a language's pages (a link inside the storefront's router, which adds the language). */
export const orderPage = (pageToken: string): string => `/order/${encodeURIComponent(pageToken)}`;

/** The same page in the language it was placed in: /order/<token>, /fr/order/<token>, /ar/order/<token>. */
export const orderPagePath = (language: Language, pageToken: string): string => pathIn(language, orderPage(pageToken));

/** Its whole address, for a message: `origin` is the shop's, e.g. https://shop.example. */
export const orderPageUrl = (origin: string, language: Language, pageToken: string): string =>
  `${origin}${orderPagePath(language, pageToken)}`;
