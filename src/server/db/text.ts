import { sql, type RawBuilder } from 'kysely';

/** The form names and search terms are compared in: NFKC, lower case. */
export function foldText(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase();
}

/** What search looks through: the given texts (a name and description in every language), folded; missing ones are skipped. */
export function searchTextOf(...texts: Array<string | null | undefined>): string {
  return foldText(texts.filter((text) => text).join('\n'));
}

/** `column LIKE '%term%'` with the term's own %, _ and \ taken literally, on both engines. */
export function containsText(column: string, term: string): RawBuilder<boolean> {
  const escaped = foldText(term).replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql<boolean>`${sql.ref(column)} like ${`%${escaped}%`} escape '\\'`;
}

/** COUNT comes back as a string from PostgreSQL (bigint) and a number from SQLite. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}

export const nowIso = (): string => new Date().toISOString();
