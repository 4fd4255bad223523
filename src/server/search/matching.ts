import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.js';
import { isPostgres } from '../db/engine.js';
import { containsText, toCount } from '../db/text.js';
import { foldForSearch, searchWords } from './fold.js';

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

/** A trigram index holds three-character pieces; a shorter word has none to look up. */
const MIN_INDEXED_CHARACTERS = 3;

/**
 * Up to this many matches, SQLite reads the matching rows by rowid and sorts them; beyond it, walking
 * the newest-first index reaches a page sooner. Measured at 100,000 products: ~2 µs per row read by
 * rowid, ~0.06 µs per index entry walked.
 */
const SQLITE_ROWID_READ_LIMIT = 500;

/**
 * How SQLite reaches a sorted page of a search's matches:
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

/**
 * Chooses the SQLite path for a page ending at `pageEnd` of `matches` rows (from countIndexedMatches, or a COUNT).
 * `readByRowid` is how many rows the rowid path would read: more than the matches when a word too short
 * for the index is tested on each of the other words' matches (countIndexedMatches).
 */
export async function planSearch(
  db: Db,
  table: SearchedTable,
  matches: number,
  pageEnd: number,
  readByRowid = matches,
): Promise<SearchPath> {
  if (isPostgres(db) || readByRowid <= SQLITE_ROWID_READ_LIMIT) return 'rowid';
  // rowids only grow, so the largest is a cheap upper bound of the row count (erring towards indexWalk).
  const { rows } = await sql<{ rows: number | null }>`select max(rowid) as rows from ${sql.table(table)}`.execute(db);
  const tableRows = Number(rows[0]?.rows ?? 0);
  return pageEnd * tableRows < SCAN_COST_FACTOR * matches * matches ? 'scan' : 'indexWalk';
}

/**
 * The words the Orders and Stock lists look for: the search's folded words, every one of which a row's
 * search_text must contain, in any order ("rima 7012", "velvet berry"). Repeats, and words inside
 * another of them, add nothing. No words (a search of punctuation, vowel marks or invisible characters
 * alone) means no filter. No typo tolerance: references and phone numbers are exact.
 */
export function wordsToFind(search: string): string[] {
  const words = [...new Set(searchWords(search))];
  return words.filter((word) => !words.some((other) => other !== word && other.includes(word)));
}

/**
 * Rows whose search_text contains every one of the words (from wordsToFind), each as a plain
 * `LIKE '%word%'` finds it, found through the trigram index where one can help.
 *
 * PostgreSQL's planner uses the pg_trgm GIN index for each LIKE itself (and rechecks each candidate).
 * On SQLite the words of three characters or more go to the trigram index in one query, their phrases
 * joined by AND: a phrase is exactly a substring match, consecutive trigrams at consecutive positions
 * spelling the word, and the index is case-sensitive over already folded text. Shorter words, which
 * have no trigram, are tested by LIKE on each row the rest leaves.
 */
export function matchesWords(db: Db, table: SearchedTable, words: readonly string[], path: SearchPath = 'rowid'): RawBuilder<boolean> {
  const indexed: string[] = [];
  const conditions: RawBuilder<boolean>[] = [];
  for (const word of words) {
    const phrase = sqlitePhrase(db, word);
    if (phrase === undefined || path === 'scan') conditions.push(containsText(`${table}.search_text`, word));
    else indexed.push(phrase);
  }
  if (indexed.length > 0) {
    const index = sql.table(SQLITE_INDEXES[table]);
    const matches = sql`(select rowid from ${index} where ${index} match ${indexed.join(' AND ')})`;
    // A unary + keeps SQLite from looking rows up by rowid, so it walks an ordered index instead.
    conditions.unshift(
      path === 'indexWalk'
        ? sql<boolean>`+${sql.ref(`${table}.rowid`)} in ${matches}`
        : sql<boolean>`${sql.ref(`${table}.rowid`)} in ${matches}`,
    );
  }
  if (conditions.length === 0) return sql<boolean>`1 = 1`;
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/**
 * How many rows the SQLite index finds holding every word of three characters or more (it holds every
 * row of its table once; for stock_levels, every tracked count), and whether that is the answer, no
 * shorter word being left to test; undefined on PostgreSQL, or when every word is short, where the
 * caller's own COUNT is the way.
 */
export async function countIndexedMatches(
  db: Db,
  table: SearchedTable,
  words: readonly string[],
): Promise<{ count: number; exact: boolean } | undefined> {
  const phrases = words.flatMap((word) => sqlitePhrase(db, word) ?? []);
  if (phrases.length === 0) return undefined;
  const index = sql.table(SQLITE_INDEXES[table]);
  const { rows } = await sql<{
    count: number;
  }>`select count(*) as count from ${index} where ${index} match ${phrases.join(' AND ')}`.execute(db);
  return { count: toCount(rows[0]?.count), exact: phrases.length === words.length };
}

/** The FTS5 phrase for a word on SQLite, or undefined where the trigram index cannot serve it. */
function sqlitePhrase(db: Db, word: string): string | undefined {
  if (isPostgres(db)) return undefined;
  const folded = foldForSearch(word);
  let characters = 0;
  for (const _ of folded) characters += 1;
  // NUL would end the FTS5 query string early, so such a word takes the plain scan too.
  if (characters < MIN_INDEXED_CHARACTERS || folded.includes('\0')) return undefined;
  return `"${folded.replaceAll('"', '""')}"`;
}
