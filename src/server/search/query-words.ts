import { searchWords } from './fold.js';

/** As Meilisearch, the words after the tenth are left out: each costs a look-up a few typos wide. */
const MAX_QUERY_WORDS = 10;

export interface QueryWord {
  word: string;
  /** The last word, still being typed: it also matches as the start of a word. */
  typing: boolean;
}

/** The query's words, each once, the first ten; the last one typed is still being typed. */
export function queryWords(text: string): QueryWord[] {
  const words = searchWords(text);
  const last = words.at(-1);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS).map((word) => ({ word, typing: word === last }));
}
