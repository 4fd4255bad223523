import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.js';
import { isPostgres } from '../db/engine.js';
import { containsText, foldText } from '../db/text.js';

export type SearchedTable = 'products' | 'offers';

/** The SQLite FTS5 trigram index of each table and the key table that maps its integer keys to ids. */
const SQLITE_INDEXES = {
  products: { keys: 'product_search_keys', index: 'product_search' },
  offers: { keys: 'offer_search_keys', index: 'offer_search' },
} as const satisfies Record<SearchedTable, { keys: string; index: string }>;

/** A trigram index holds three-character pieces; a shorter term has none to look up. */
const MIN_INDEXED_CHARACTERS = 3;

/**
 * Rows whose search_text contains the folded term, with its %, _ and \ taken literally: the same rows
 * as a plain `LIKE '%term%'`, found through the trigram index where one can help.
 *
 * PostgreSQL's planner uses the pg_trgm GIN index for the LIKE itself (and rechecks each candidate). On
 * SQLite a phrase query over the trigram index is exactly a substring match: consecutive trigrams at
 * consecutive positions spell the term, and the index is case-sensitive over already folded text.
 */
export function matchesSearch(db: Db, table: SearchedTable, term: string): RawBuilder<boolean> {
  const folded = foldText(term);
  if (isPostgres(db) || !usesTrigramIndex(folded)) return containsText(`${table}.search_text`, term);
  const { keys, index } = SQLITE_INDEXES[table];
  const phrase = `"${folded.replaceAll('"', '""')}"`;
  return sql<boolean>`${sql.ref(`${table}.id`)} in (
    select row_id from ${sql.table(keys)} where key in (
      select rowid from ${sql.table(index)} where ${sql.table(index)} match ${phrase}))`;
}

/** NUL would end the FTS5 query string early, so such a term takes the plain scan. */
function usesTrigramIndex(folded: string): boolean {
  let characters = 0;
  for (const _ of folded) characters += 1;
  return characters >= MIN_INDEXED_CHARACTERS && !folded.includes('\0');
}
