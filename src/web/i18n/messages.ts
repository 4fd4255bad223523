import type { englishMessages } from './english.js';

/** The languages the storefront speaks; English is the default, at the spec's paths. */
export type Language = 'en' | 'fr' | 'ar';

export const DEFAULT_LANGUAGE: Language = 'en';

/** The way a language is written: Arabic right to left, for `dir` on `<html>`. */
export function direction(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The English catalogue's words loosened to their kind: a string is any string, a function keeps its parameters. */
type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Words<R>
    : T extends object
      ? { readonly [K in keyof T]: Words<T[K]> }
      : T;

/** A language's catalogue: the English one's shape, every key, any words. */
export type Messages = Words<typeof englishMessages>;
