/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import { sql, type Kysely } from 'kysely';

// Search now folds text as phones type it (search/fold.ts): Arabic alef forms as ا, ى as ي, ؤ and ئ
// bare, ة as ه, vowel marks and tatweel dropped, Arabic-Indic digits as digits, Latin accents and
// ligatures folded, bidi and zero-width characters dropped. Every stored search_text is folded again
// so that what is typed, folded alike, finds it. The earlier fold was NFKC and lower case, which this
// one begins with, so folding the stored text gives what folding the original would.
//
// On SQLite the trigram indexes (product_search, offer_search, order_search, stock_search) follow by
// their triggers on updates of search_text; on PostgreSQL the pg_trgm indexes follow by themselves.

const SEARCHED_TABLES = ['products', 'offers', 'orders', 'stock_levels'] as const;

/** Rows read and written at a time: three parameters each, well under either engine's limit. */
const CHUNK = 500;

// Frozen with the migration, not imported from the app: the fold as it is today.
const LETTERS: Record<string, string> = {
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ۀ: 'ه',
  ک: 'ك',
  ی: 'ي',
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ł: 'l',
};
const LETTER_PATTERN = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'gu');
const MARKS = /[\p{Mn}\u0640]/gu;
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const arabicDigit = (digit: string): string => String((digit.charCodeAt(0) - 0x0660) % 0x90);

function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(INVISIBLE, '')
    .normalize('NFD')
    .replace(MARKS, '')
    .normalize('NFC')
    .replace(LETTER_PATTERN, (letter) => LETTERS[letter]!)
    .replace(ARABIC_DIGITS, arabicDigit);
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of SEARCHED_TABLES) {
    // Walked in id order, a chunk after the last id seen, so no row is read twice or skipped.
    let after: string | undefined;
    for (;;) {
      const rows: Array<{ id: string; search_text: string }> = await db
        .selectFrom(table)
        .select(['id', 'search_text'])
        .$if(after !== undefined, (qb) => qb.where('id', '>', after!))
        .orderBy('id')
        .limit(CHUNK)
        .execute();
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.id;
      // Only the rows whose text changes are written: their index entries are the only ones to redo.
      const changed = rows.flatMap((row) => {
        const folded = foldForSearch(row.search_text);
        return folded === row.search_text ? [] : [{ id: row.id, folded }];
      });
      if (changed.length === 0) continue;
      const texts = changed.map((row) => sql`when ${row.id} then ${row.folded}`);
      await db
        .updateTable(table)
        .set({ search_text: sql`case id ${sql.join(texts, sql` `)} end` })
        .where(
          'id',
          'in',
          changed.map((row) => row.id),
        )
        .execute();
    }
  }
}

export async function down(): Promise<void> {
  // Folding cannot be undone (the accents and marks are gone), and the earlier search folded typed
  // text the earlier way: after going back, a search with accents or marks misses these rows until
  // they are saved again.
}
