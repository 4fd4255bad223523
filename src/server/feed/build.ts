import { FEED_LIMITS, type Feed } from '#contract/feed.js';
import { pathIn, type Language } from '#contract/languages.js';
import type { ProductColor } from '#contract/product.js';
import { escapeMarkup } from '../http/markup.js';
import { feedKey } from '../images/storage.js';
import { NO_COLOR } from '../stock/repository.js';
import type { FeedCatalogue } from './repository.js';

// The product feed as RSS 2.0 with Google's namespace (docs/decisions/033-product-feed.md): one item
// per product without colours, per shade of a product with colours (grouped by the product's id) and
// per offer. Pure: the catalogue (or a slice of it), the settings and the address in, the XML out.

export interface FeedOptions {
  /** The shop's public address, no trailing slash. */
  base: string;
  language: Language;
  shopName: string;
  /** The owner's brand, or null: the shop's name. */
  brand: string | null;
  /** Category id → its Google product category's number. */
  googleCategories: ReadonlyMap<string, string>;
}

export interface FeedItem {
  id: string;
  title: string;
  description: string;
  availability: 'in stock' | 'out of stock';
  price: string;
  salePrice: string | null;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  itemGroupId: string | null;
  color: string | null;
  googleCategory: string | null;
  productType: string | null;
}

/** Control characters (line breaks aside), bidi marks and what XML 1.0 cannot hold. */
const UNWANTED =
  // eslint-disable-next-line no-control-regex -- these are what it removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Tags that end a line or block become a line break; others go without a trace (`<b>Rouge</b>,` is `Rouge,`). */
const BREAK_TAG = /<(?:br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi;
const TAG = /<[^>]*>/g;
// eslint-disable-next-line no-control-regex -- what makes text need cleaning
const NOT_PLAIN = /[<\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF\uFFFE\uFFFF]|\s\s|^\s|\s$/;

/** Plain text: markup stripped, unwanted characters removed, spaces run together, cut to `max` characters. */
export function plainText(text: string, max: number, { lines = false } = {}): string {
  // Most names are plain already: one test instead of five replacements.
  if (text.length <= max && !NOT_PLAIN.test(text)) return text;
  let plain = text.replace(BREAK_TAG, '\n').replace(TAG, '').replace(UNWANTED, '').replace(/\r\n?/g, '\n');
  plain = lines
    ? plain
        .replace(/[^\S\n]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : plain.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  // By code points, so that no emoji is cut in half; the specs count characters.
  const points = Array.from(plain);
  return points.length <= max
    ? plain
    : `${points
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** "20.00 USD", as both specs want a price. */
export function feedPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')} USD`;
}

const MARKUP = /[&<>"']/;

/**
 * What XML 1.0 cannot hold, whatever the text's source: controls but tab and line breaks, lone surrogates,
 * U+FFFE and U+FFFF. One such character makes the whole document invalid, and Meta and Google refuse it all.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const NOT_XML_ALL = new RegExp(NOT_XML.source, 'gu');

/** `text` without what XML cannot hold, its markup escaped. */
export function xmlText(text: string): string {
  const allowed = NOT_XML.test(text) ? text.replace(NOT_XML_ALL, '') : text;
  return MARKUP.test(allowed) ? escapeMarkup(allowed) : allowed;
}

const localized = (language: Language, english: string, fr: string | null, ar: string | null) =>
  (language === 'fr' ? fr : language === 'ar' ? ar : null) || english;

type Row = FeedCatalogue['products'][number] | FeedCatalogue['offers'][number];

/** The feed's items in one language, and the products and offers it leaves out (and why). */
export function feedItems(catalogue: FeedCatalogue, options: FeedOptions): { items: FeedItem[]; leftOut: Feed['leftOut'] } {
  const { base, language } = options;
  const photos = { product: new Map<string, string[]>(), offer: new Map<string, string[]>() };
  for (const photo of catalogue.photos) {
    const byItem = photos[photo.kind as 'product' | 'offer'];
    if (!byItem) continue;
    const list = byItem.get(photo.item_id);
    if (list) list.push(photo.image_id);
    else byItem.set(photo.item_id, [photo.image_id]);
  }
  const counts = new Map<string, number>();
  for (const level of catalogue.counts) counts.set(`${level.kind} ${level.item_id} ${level.color_key}`, level.count);
  const categories = new Map(catalogue.categories.map((category) => [category.id, category]));
  const image = (id: string) => `${base}/uploads/${feedKey(id)}`;
  const items: FeedItem[] = [];
  const leftOut: Feed['leftOut'] = [];

  /** The item's photos in order, the main one first (an item from before photos has only its `image_id`). */
  const photosOf = (kind: 'product' | 'offer', row: Row) => {
    const list = photos[kind].get(row.id);
    if (list && list.length > 0) return list;
    return row.image_id ? [row.image_id] : [];
  };
  const common = (kind: 'product' | 'offer', row: Row) => ({
    title: plainText(localized(language, row.name, row.name_fr, row.name_ar), FEED_LIMITS.titleMax),
    description:
      plainText(localized(language, row.description, row.description_fr, row.description_ar), FEED_LIMITS.descriptionMax, {
        lines: true,
      }) || plainText(localized(language, row.name, row.name_fr, row.name_ar), FEED_LIMITS.descriptionMax),
    price: feedPrice(row.price_cents),
    salePrice: row.offer_price_cents === null ? null : feedPrice(row.offer_price_cents),
    link: `${base}${pathIn(language, `${kind === 'product' ? '/products' : '/offer'}/${encodeURIComponent(row.id)}`)}`,
  });
  /** A count of 0 makes it sold out; an item not tracked, or a count missing, never is. */
  const soldOutByCount = (kind: string, row: Row, colorKey: string) =>
    row.track_stock === 1 && counts.get(`${kind} ${row.id} ${colorKey}`) === 0;
  const withImages = (main: string, all: string[]) => ({
    imageLink: image(main),
    additionalImageLinks: all
      .filter((id) => id !== main)
      .slice(0, FEED_LIMITS.additionalImagesMax)
      .map(image),
  });

  for (const product of catalogue.products) {
    const all = photosOf('product', product);
    if (all.length === 0) {
      leftOut.push({ kind: 'product', id: product.id, name: product.name, reason: 'noPhoto' });
      continue;
    }
    const category = product.category_id ? categories.get(product.category_id) : undefined;
    const shared = {
      ...common('product', product),
      googleCategory: (product.category_id && options.googleCategories.get(product.category_id)) || null,
      productType: category ? plainText(localized(language, category.name, category.name_fr, category.name_ar), 750) : null,
    };
    const switchedOff = product.sold_out === 1;
    const colors = JSON.parse(product.colors) as ProductColor[];
    if (colors.length === 0) {
      items.push({
        ...shared,
        id: product.id,
        availability: switchedOff || soldOutByCount('product', product, NO_COLOR) ? 'out of stock' : 'in stock',
        ...withImages(all[0]!, all),
        itemGroupId: null,
        color: null,
      });
      continue;
    }
    for (const color of colors) {
      const hex = color.hexCode.replace('#', '').toUpperCase();
      const shade = plainText(
        localized(language, color.name, color.translations?.fr?.name ?? null, color.translations?.ar?.name ?? null),
        100,
      );
      // The shade's own photo when it has one that is still the product's.
      const main = color.photo && all.includes(color.photo) ? color.photo : all[0]!;
      items.push({
        ...shared,
        id: `${product.id}-${hex}`,
        title: plainText(`${shared.title} – ${shade}`, FEED_LIMITS.titleMax),
        availability: switchedOff || soldOutByCount('product', product, color.hexCode.toUpperCase()) ? 'out of stock' : 'in stock',
        link: `${shared.link}?color=${hex}`,
        ...withImages(main, all),
        itemGroupId: product.id,
        color: shade,
      });
    }
  }

  for (const offer of catalogue.offers) {
    const all = photosOf('offer', offer);
    if (all.length === 0) {
      leftOut.push({ kind: 'offer', id: offer.id, name: offer.name, reason: 'noPhoto' });
      continue;
    }
    items.push({
      ...common('offer', offer),
      // Offers and products are told apart by the prefix: their ids could otherwise meet.
      id: `offer-${offer.id}`,
      availability: soldOutByCount('offer', offer, NO_COLOR) ? 'out of stock' : 'in stock',
      ...withImages(all[0]!, all),
      itemGroupId: null,
      color: null,
      googleCategory: null,
      productType: null,
    });
  }
  return { items, leftOut };
}

/**
/**
 * The RSS document both Meta and Google read, in three parts so that it can be written a slice of items
 * at a time: its head, the items' XML, its end. Every text escaped and rid of what XML cannot hold, so no
 * name, description, shade or setting can break it.
 */
export function feedXml(options: FeedOptions): { head: string; items: (items: FeedItem[]) => string; end: string } {
  const brand = xmlText(plainText(options.brand ?? options.shopName, FEED_LIMITS.brandMax));
  const tag = (name: string, value: string | null) => (value === null || value === '' ? '' : `<${name}>${xmlText(value)}</${name}>`);
  const head = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    tag('title', plainText(options.shopName, FEED_LIMITS.titleMax)),
    tag('link', `${options.base}${pathIn(options.language, '/')}`),
    tag('description', plainText(options.shopName, FEED_LIMITS.titleMax)),
    '',
  ].join('\n');
  const item = (item: FeedItem) =>
    '<item>' +
    tag('g:id', item.id) +
    tag('g:title', item.title) +
    tag('g:description', item.description) +
    tag('g:availability', item.availability) +
    '<g:condition>new</g:condition>' +
    tag('g:price', item.price) +
    tag('g:sale_price', item.salePrice) +
    tag('g:link', item.link) +
    tag('g:image_link', item.imageLink) +
    item.additionalImageLinks.map((link) => tag('g:additional_image_link', link)).join('') +
    `<g:brand>${brand}</g:brand>` +
    tag('g:item_group_id', item.itemGroupId) +
    tag('g:color', item.color) +
    tag('g:google_product_category', item.googleCategory) +
    tag('g:product_type', item.productType) +
    '</item>\n';
  return { head, items: (items) => items.map(item).join(''), end: '</channel>\n</rss>\n' };
}
