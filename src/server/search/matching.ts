import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.js';
import { isPostgres } from '../db/engine.js';
import { containsText, foldText, toCount } from '../db/text.js';

export type SearchedTable = 'products' | 'offers' | 'orders' | 'stock_levels';

/**
 * The SQLite FTS5 trigram index of each table, keyed by the table's rowid. stock_search holds the
 * tracked counts only, the ones the Stock page lists: its matches are those counts'.
 */
const SQLITE_INDEXES = {
  products: 'product_search',
  offers: 'offer_search',
  orders: 'order_search',
  stock_levels: 'stock_search',
} as const satisfies Record<SearchedTable, string>;

/** A trigram index holds three-character pieces; a shorter term has none to look up. */
const MIN_INDEXED_CHARACTERS = 3;

/**
 * Up to this many matches, SQLite reads the matching rows by rowid and sorts them; beyond it, walking
 * the newest-first index reaches a page sooner. Measured at 100,000 products: ~2 µs per row read by
 * rowid, ~0.06 µs per index entry walked.
 */
const SQLITE_ROWID_READ_LIMIT = 500;

/**
 * How SQLite reaches a sorted page of a term's matches:
 * - `rowid`: read the matching rows by rowid and sort them (few matches);
 * - `indexWalk`: walk the newest-first index, testing each entry against the set of matches;
 * - `scan`: walk the newest-first index and test each row's text directly, building no match set
 *   (many matches and an early page: the page fills after a few hundred rows).
 */
export type SearchPath = 'rowid' | 'indexWalk' | 'scan';

/**
 * Building the set of matches costs ~0.32 µs a match; testing a row's text costs ~2 µs a row read.
 * Scanning wins while pageEnd × rows / matches × 2 < 0.32 × matches; half of that, for a margin.
 */
const SCAN_COST_FACTOR = 0.08;

/** Chooses the SQLite path for a page ending at `pageEnd` of `matches` rows (from countSearchMatches). */
export async function planSearch(db: Db, table: SearchedTable, matches: number, pageEnd: number): Promise<SearchPath> {
  if (isPostgres(db) || matches <= SQLITE_ROWID_READ_LIMIT) return 'rowid';
  // rowids only grow, so the largest is a cheap upper bound of the row count (erring towards indexWalk).
  const { rows } = await sql<{ rows: number | null }>`select max(rowid) as rows from ${sql.table(table)}`.execute(db);
  const tableRows = Number(rows[0]?.rows ?? 0);
  return pageEnd * tableRows < SCAN_COST_FACTOR * matches * matches ? 'scan' : 'indexWalk';
}

/**
 * Rows whose search_text contains the folded term, with its %, _ and \ taken literally: the same rows
 * as a plain `LIKE '%term%'`, found through the trigram index where one can help.
 *
 * PostgreSQL's planner uses the pg_trgm GIN index for the LIKE itself (and rechecks each candidate). On
 * SQLite a phrase query over the trigram index is exactly a substring match: consecutive trigrams at
 * consecutive positions spell the term, and the index is case-sensitive over already folded text.
 */
export function matchesSearch(db: Db, table: SearchedTable, term: string, path: SearchPath = 'rowid'): RawBuilder<boolean> {
  const phrase = sqlitePhrase(db, term);
  if (phrase === undefined || path === 'scan') return containsText(`${table}.search_text`, term);
  const index = sql.table(SQLITE_INDEXES[table]);
  const matches = sql`(select rowid from ${index} where ${index} match ${phrase})`;
  // A unary + keeps SQLite from looking rows up by rowid, so it walks an ordered index instead.
  return path === 'indexWalk'
    ? sql<boolean>`+${sql.ref(`${table}.rowid`)} in ${matches}`
    : sql<boolean>`${sql.ref(`${table}.rowid`)} in ${matches}`;
}

/**
 * How many rows match, counted in the SQLite index alone (which holds every row of its table once; for
 * stock_levels, every tracked count), or undefined where the caller's own COUNT is the way
 * (PostgreSQL, short terms).
 */
export async function countSearchMatches(db: Db, table: SearchedTable, term: string): Promise<number | undefined> {
  const phrase = sqlitePhrase(db, term);
  if (phrase === undefined) return undefined;
  const index = sql.table(SQLITE_INDEXES[table]);
  const { rows } = await sql<{ count: number }>`select count(*) as count from ${index} where ${index} match ${phrase}`.execute(db);
  return toCount(rows[0]?.count);
}

/** The FTS5 phrase for a term on SQLite, or undefined where the trigram index cannot serve it. */
function sqlitePhrase(db: Db, term: string): string | undefined {
  if (isPostgres(db)) return undefined;
  const folded = foldText(term);
  let characters = 0;
  for (const _ of folded) characters += 1;
  // NUL would end the FTS5 query string early, so such a term takes the plain scan too.
  if (characters < MIN_INDEXED_CHARACTERS || folded.includes('\0')) return undefined;
  return `"${folded.replaceAll('"', '""')}"`;
}
