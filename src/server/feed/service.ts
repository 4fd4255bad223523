import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { FEED_PATH, type Feed, type FeedSettings } from '#contract/feed.js';
import { LANGUAGES, pathIn, type Language } from '#contract/languages.js';
import { recordActivity, type Actor } from '../activity/record.js';
import { catalogueTransaction } from '../catalogue/version.js';
import type { Db } from '../db/connect.js';
import { nowIso } from '../db/text.js';
import { brotliOptions, type Encoding } from '../http/encoding.js';
import { feedItems, feedXml, type FeedOptions } from './build.js';
import { findFeedSettings, readFeedCatalogue, storeFeedSettings } from './repository.js';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The owner's feed settings as stored: the brand, and category id → Google product category. */
export interface StoredFeedSettings {
  brand: string | null;
  categories: Map<string, string>;
}

export async function readFeedSettings(db: Db): Promise<StoredFeedSettings> {
  const row = await findFeedSettings(db);
  if (!row) return { brand: null, categories: new Map() };
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.categories);
  } catch {
    parsed = {};
  }
  const categories = new Map(
    Object.entries(parsed && typeof parsed === 'object' ? parsed : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  return { brand: row.brand, categories };
}

/** The feed's address in each language. */
export const feedAddresses = (base: string): Feed['addresses'] =>
  Object.fromEntries(LANGUAGES.map((language) => [language, `${base}${pathIn(language, FEED_PATH)}`])) as Feed['addresses'];

/** What GET /api/feed answers: the addresses, the settings, how many rows the feed has and what it leaves out. */
export async function describeFeed(db: Db, base: string, shopName: string): Promise<Feed> {
  const [catalogue, settings] = await Promise.all([readFeedCatalogue(db), readFeedSettings(db)]);
  const { items, leftOut } = feedItems(catalogue, {
    base,
    language: 'en',
    shopName,
    brand: settings.brand,
    googleCategories: settings.categories,
  });
  return {
    addresses: feedAddresses(base),
    brand: settings.brand,
    categories: catalogue.categories.map((category) => ({
      id: category.id,
      name: category.name,
      googleCategory: settings.categories.get(category.id) ?? null,
    })),
    rows: items.length,
    leftOut,
  };
}

/**
 * Stores the owner's brand and mapping (recorded in the activity). The mapping sent replaces the one
 * stored for the categories it names; ids that are not the shop's categories are dropped, and so are
 * mappings of categories deleted since.
 */
export async function saveFeedSettings(db: Db, by: Actor | null, input: FeedSettings): Promise<void> {
  await catalogueTransaction(db, async (trx) => {
    const before = await readFeedSettings(trx);
    const known = new Set((await trx.selectFrom('categories').select('id').execute()).map((row) => row.id));
    const mapping = new Map([...before.categories].filter(([id]) => known.has(id)));
    for (const [id, googleCategory] of Object.entries(input.categories)) {
      if (!known.has(id)) continue;
      if (googleCategory === null) mapping.delete(id);
      else mapping.set(id, googleCategory);
    }
    const at = nowIso();
    await storeFeedSettings(trx, input.brand, JSON.stringify(Object.fromEntries(mapping)), at);
    await recordActivity(trx, by, { kind: 'settings', action: 'updated', subjectId: null, subjectLabel: 'Product feed', at });
  });
}

/** One language's feed for one address and catalogue version, and its compressed bodies as asked for. */
interface Entry {
  version: number;
  etag: string;
  identity: Buffer;
  compressed: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>;
}

/**
 * Two public addresses (say the shop's domain and its www.) in three languages; a feed of 50,000 rows
 * is tens of MB, so few are kept, least recently used first out.
 */
const MAX_ENTRIES = 6;

/**
 * The feeds, made once per catalogue version (every write to the catalogue, the stock, the settings or
 * the feed's own settings bumps it) and kept in memory: fetching one often costs a read of the version.
 * Compressed in the thread pool on the first request for an encoding, and kept so.
 */
export class FeedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, { version: number; entry: Promise<Entry> }>();

  constructor(private readonly db: Db) {}

  has(base: string, language: Language): boolean {
    return this.entries.has(`${base} ${language}`);
  }

  async get(version: number, options: Omit<FeedOptions, 'brand' | 'googleCategories'>): Promise<Entry> {
    const key = `${options.base} ${options.language}`;
    const cached = this.entries.get(key);
    if (cached && cached.version >= version) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const inFlight = this.pending.get(key);
    if (inFlight && inFlight.version >= version) return inFlight.entry;
    const entry = this.make(version, options).then((made) => {
      const current = this.entries.get(key);
      if (!current || current.version <= version) {
        this.entries.delete(key);
        this.entries.set(key, made);
        while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      }
      return made;
    });
    this.pending.set(key, { version, entry });
    const forget = () => {
      if (this.pending.get(key)?.entry === entry) this.pending.delete(key);
    };
    entry.then(forget, forget);
    return entry;
  }

  /** The body in `encoding`, compressed on its first request. */
  body(entry: Entry, encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(entry.identity);
    let body = entry.compressed[encoding];
    if (!body) {
      // Brotli's quality 5 and gzip's 6: a big body once per version, in the thread pool, not at the dense levels.
      body = encoding === 'br' ? brotliAsync(entry.identity, brotliOptions(entry.identity, 5)) : gzipAsync(entry.identity, { level: 6 });
      entry.compressed[encoding] = body;
      // A failure is tried again on the next request.
      body.catch(() => {
        if (entry.compressed[encoding] === body) delete entry.compressed[encoding];
      });
    }
    return body;
  }

  private async make(version: number, options: Omit<FeedOptions, 'brand' | 'googleCategories'>): Promise<Entry> {
    const [catalogue, settings] = await Promise.all([readFeedCatalogue(this.db), readFeedSettings(this.db)]);
    const full = { ...options, brand: settings.brand, googleCategories: settings.categories };
    const identity = Buffer.from(feedXml(feedItems(catalogue, full).items, full));
    const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
    return { version, etag, identity, compressed: {} };
  }
}
