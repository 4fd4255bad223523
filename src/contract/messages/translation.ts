// The storefront's words in another language: the English modules beside this file are the
// reference, and a translation has their keys and their functions' parameters, only its own words.
// Zod-free and import-free: every page that shows words loads it.

/**
 * A message object's translation: the same keys all the way down, a string for each string, an array
 * of the same length for each array, and for each function one that takes the same parameters and
 * returns a string. Used as `satisfies Translation<typeof englishText>`, so a missing or extra key or
 * a parameter of the wrong type fails to compile. (TypeScript accepts a function that takes fewer
 * parameters; translations.test.ts catches those, and any placeholder left out.)
 */
export type Translation<T> = T extends (...args: infer A) => string
  ? (...args: A) => string
  : T extends string
    ? string
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : never;

/** The CLDR plural categories; English uses one and other, French adds many, Arabic uses all six. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A phrase for each plural category the language tells apart; `other` serves any category left out. */
export type PluralForms = Partial<Record<PluralCategory, string>> & { other: string };

const rulesByLocale = new Map<string, Intl.PluralRules>();

/**
 * The form of `forms` that `count` takes in `locale`. In Arabic: 0 zero, 1 one, 2 two, 3–10 few,
 * 11–99 many, 100–102 other (then again by the last two digits: 103 few, 111 many). In French: 0 and
 * 1 one, from 2 other (and many for whole millions).
 */
export function plural(locale: string, count: number, forms: PluralForms): string {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return forms[rules.select(count)] ?? forms.other;
}

/**
 * `text` isolated from the words around it (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE), for
 * plain text in a right-to-left language such as the WhatsApp order message: a Latin name, a phone
 * number with spaces or a colour like "Nude 02" keeps its own order inside an Arabic line.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
