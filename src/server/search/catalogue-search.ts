import type { Db } from '../db/connect.js';
import { toCount } from '../db/text.js';
import { readCatalogueVersion } from '../catalogue/version.js';
import { CatalogueIndex, type NameSuggestion, type Ranking, type SearchedItem } from './catalogue-index.js';

// Each instance keeps its own index of products and one of offers, and brings it up to date before a
// search whenever the catalogue version moved: a save is found at once, on every instance sharing
// the database. docs/decisions/025-search.md.

export type SearchedItems = 'products' | 'offers';

/** The columns search reads; every item response reads them too. */
export const SEARCHED_COLUMNS = [
  'id',
  'name',
  'description',
  'name_fr',
  'name_ar',
  'description_fr',
  'description_ar',
  'created_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof SearchedItem>;

/** Rows read per query when the whole table is indexed, so a large catalogue never makes one long read. */
const BUILD_BATCH = 2_000;

/** Ids per query when rows missing from the index are read (well under either engine's parameter limit). */
const MISSING_BATCH = 500;

/**
 * A write's updated_at is taken before it commits, and instances' clocks differ a little: rows saved up
 * to this long before the newest one already seen are read again (those unchanged are skipped).
 */
const COMMIT_MARGIN_MS = 60_000;

/** Past this share of replaced items, the postings they left behind are dropped. */
const COMPACT_SHARE = 0.25;
const COMPACT_MINIMUM = 1_000;

export interface SearchResult {
  /** The matches, best first; undefined when the text holds no word (no search at all). */
  ranking: Ranking | undefined;
  /** When nothing matched: names to suggest. */
  suggestions: NameSuggestion[];
}

/** The index of one table, kept in step with the catalogue version. */
export class SyncedCatalogueIndex {
  private index = new CatalogueIndex();
  /** The version the index reflects; -1 before the first build. */
  private version = -1;
  /** The newest updated_at indexed. */
  private newest = '';
  private updating: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly table: SearchedItems,
  ) {}

  async search(text: string): Promise<SearchResult> {
    const index = await this.current();
    const ranking = index.search(text);
    return { ranking, suggestions: ranking?.total === 0 ? index.suggest(text) : [] };
  }

  /** The index as of the catalogue version read now, or later. */
  async current(): Promise<CatalogueIndex> {
    const version = await readCatalogueVersion(this.db);
    // One update at a time; a search waits for the one that will reach its version.
    while (this.version < version) {
      this.updating ??= this.update().finally(() => (this.updating = undefined));
      await this.updating;
    }
    return this.index;
  }

  private async update(): Promise<void> {
    // Read first: anything committed later moves the version again, and the next search catches it.
    const version = await readCatalogueVersion(this.db);
    // Lower than indexed: the database was restored from a backup.
    if (this.version < 0 || version < this.version) await this.rebuild();
    else await this.catchUp();
    this.version = version;
  }

  private async rebuild(): Promise<void> {
    const index = new CatalogueIndex();
    let newest = '';
    let after = '';
    for (;;) {
      const rows = await this.items().where('id', '>', after).orderBy('id').limit(BUILD_BATCH).execute();
      for (const row of rows) {
        index.put(row);
        if (row.updated_at > newest) newest = row.updated_at;
      }
      if (rows.length < BUILD_BATCH) break;
      after = rows.at(-1)!.id;
      // SQLite answers at once, so without this the whole build would run before any request.
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.index = index;
    this.newest = newest;
  }

  /** Reads the rows saved since the last update, and drops the deleted ones when the count says so. */
  private async catchUp(): Promise<void> {
    const since = this.newest ? new Date(Date.parse(this.newest) - COMMIT_MARGIN_MS).toISOString() : '';
    const saved = await this.items().where('updated_at', '>', since).execute();
    for (const row of saved) {
      if (this.index.updatedAtOf(row.id) !== row.updated_at) this.index.put(row);
      if (row.updated_at > this.newest) this.newest = row.updated_at;
    }
    const { count } = await this.db
      .selectFrom(this.table)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    // Rows saved with a recent updated_at are indexed by now: a difference is rows deleted, or rows
    // written with an older time (a restore, an import).
    if (toCount(count) !== this.index.size) await this.reconcile();
    if (this.index.goneCount > Math.max(COMPACT_MINIMUM, this.index.size * COMPACT_SHARE)) this.index.compact();
  }

  /** Compares the ids stored with those indexed: drops the ones gone, reads the ones missing. */
  private async reconcile(): Promise<void> {
    const rows = await this.db.selectFrom(this.table).select('id').execute();
    const stored = new Set(rows.map((row) => row.id));
    for (const id of [...this.index.indexedIds()]) if (!stored.has(id)) this.index.remove(id);
    const missing = [...stored].filter((id) => !this.index.has(id));
    for (let from = 0; from < missing.length; from += MISSING_BATCH) {
      for (const row of await this.items()
        .where('id', 'in', missing.slice(from, from + MISSING_BATCH))
        .execute())
        this.index.put(row);
    }
  }

  private items() {
    return this.db.selectFrom(this.table).select(SEARCHED_COLUMNS);
  }
}

const indexes = new WeakMap<Db, Record<SearchedItems, SyncedCatalogueIndex>>();

/** The instance's index of `table` over `db` (made at first use, built at the first search). */
export function catalogueIndex(db: Db, table: SearchedItems): SyncedCatalogueIndex {
  let pair = indexes.get(db);
  if (!pair) {
    pair = { products: new SyncedCatalogueIndex(db, 'products'), offers: new SyncedCatalogueIndex(db, 'offers') };
    indexes.set(db, pair);
  }
  return pair[table];
}
