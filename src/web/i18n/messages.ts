import type { englishMessages } from './english.js';

export { DEFAULT_LANGUAGE, direction, type Language } from '#contract/languages.js';

/** The English catalogue's words loosened to their kind: a string is any string, a function keeps its parameters. */
type LooseMessages<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => LooseMessages<R>
    : T extends object
      ? { readonly [K in keyof T]: LooseMessages<T[K]> }
      : T;

/** A language's catalogue: the English one's shape, every key, any words. */
export type Messages = LooseMessages<typeof englishMessages>;
