import { sql, type RawBuilder } from 'kysely';
import { foldForSearch } from '../search/fold.js';

/** The form names are compared in (a category's name key, the Stock page's sort name): NFKC, lower case. */
export function foldText(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase();
}

/** What search looks through: the given texts (a name and description in every language), folded for search; missing ones are skipped. */
export function searchTextOf(...texts: Array<string | null | undefined>): string {
  return foldForSearch(texts.filter((text) => text).join('\n'));
}

/** `column LIKE '%term%'` with the term folded as search_text is and its own %, _ and \ taken literally, on both engines. */
export function containsText(column: string, term: string): RawBuilder<boolean> {
  const escaped = foldForSearch(term).replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql<boolean>`${sql.ref(column)} like ${`%${escaped}%`} escape '\\'`;
}

/** COUNT comes back as a string from PostgreSQL (bigint) and a number from SQLite. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}

export const nowIso = (): string => new Date().toISOString();
