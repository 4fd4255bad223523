import { FEED_PATH, type Feed, type FeedSettings } from '#contract/feed.js';
import { LANGUAGES, pathIn } from '#contract/languages.js';
import { recordActivity, type Actor } from '../activity/record.js';
import { pauser, type DocumentBuild } from '../catalogue/documents.js';
import { catalogueTransaction } from '../catalogue/version.js';
import type { Db } from '../db/connect.js';
import { nowIso } from '../db/text.js';
import { feedItems, feedXml, type FeedOptions } from './build.js';
import { findFeedSettings, listCategories, readFeedCatalogue, storeFeedSettings } from './repository.js';

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
  const [settings, categories] = await Promise.all([readFeedSettings(db), listCategories(db)]);
  const options = { base, language: 'en' as const, shopName, brand: settings.brand, googleCategories: settings.categories };
  let rows = 0;
  const leftOut: Feed['leftOut'] = [];
  // A few products at a time, as the feed is made: a large shop's rows never hold the event loop at once.
  const pause = pauser();
  for await (const made of feedItemsInSlices(db, options)) {
    rows += made.items.length;
    leftOut.push(...made.leftOut);
    await pause();
  }
  return {
    addresses: feedAddresses(base),
    brand: settings.brand,
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      googleCategory: settings.categories.get(category.id) ?? null,
    })),
    rows,
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

/** Products (or offers) made into items between two pauses: a few milliseconds' work at 8 shades each. */
const ITEMS_AT_ONCE = 25;

/** The feed's items, a few products at a time, from the catalogue read a slice at a time. */
async function* feedItemsInSlices(db: Db, options: FeedOptions): AsyncGenerator<ReturnType<typeof feedItems>> {
  for await (const slice of readFeedCatalogue(db)) {
    // A slice holds products or offers, never both.
    for (let at = 0; at < slice.products.length + slice.offers.length; at += ITEMS_AT_ONCE) {
      const part = { ...slice, products: slice.products.slice(at, at + ITEMS_AT_ONCE), offers: slice.offers.slice(at, at + ITEMS_AT_ONCE) };
      yield feedItems(part, options);
    }
  }
}

/**
 * Makes one language's feed for one address, a slice of products at a time (docs/decisions/035): the
 * settings and the shop's name read once, then each slice's items written as XML before the next is read.
 */
export function feedBuild(db: Db, options: Omit<FeedOptions, 'brand' | 'googleCategories'>): DocumentBuild {
  return async (write, pause) => {
    const settings = await readFeedSettings(db);
    const full = { ...options, brand: settings.brand, googleCategories: settings.categories };
    const xml = feedXml(full);
    write(xml.head);
    for await (const { items } of feedItemsInSlices(db, full)) {
      write(xml.items(items));
      await pause();
    }
    write(xml.end);
  };
}
