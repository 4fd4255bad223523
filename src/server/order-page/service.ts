// An order's own page, read by its token: the order as its customer placed it (its lines' names as
// they saw them too), its statuses and when, and each line's picture and translated names as the
// catalogue has them now.
import type { CategoryTranslations } from '#contract/category.js';
import type { ColorTranslations } from '#contract/color.js';
import { CUSTOMER_TEXT_MAX, customerText } from '#contract/customer-text.js';
import { centsToDollars } from '#contract/fields.js';
import type { Language } from '#contract/languages.js';
import type { OrderStatus } from '#contract/order.js';
import type { OrderPage, OrderPageLine } from '#contract/order-page.js';
import type { ProductColor } from '#contract/product.js';
import { recordActivity, type Actor } from '../activity/record.js';
import type { Db } from '../db/connect.js';
import { notFound } from '../http/errors.js';
import type { OrderLineRow } from '../db/schema.js';
import { nameTranslations } from '../catalogue/translations.js';
import { imageFieldsFor } from '../images/storage.js';
import { totals } from '../orders/pricing.js';
import * as orders from '../orders/repository.js';
import { findImages, joinedImage, type StoredImage } from '../uploads/repository.js';
import { NO_KEY, NO_ORDER, newPageKey, orderPageTokens } from './token.js';

/**
 * The page of the order a token was made for, or null for any other token (a link replaced by a new
 * one among them). The order is looked up whatever the token, so one that names no order costs the
 * same work as one that names an order it was not made for: the answer and its time say nothing of
 * which orders exist.
 */
export async function readOrderPage(db: Db, token: string): Promise<OrderPage | null> {
  const { key, id } = await orderPageTokens(db).claim(token);
  const row = await orders.findOrderByPage(db, key ?? NO_KEY, id ?? NO_ORDER);
  if (!row) return null;
  const [lines, changes] = await Promise.all([orders.findOrderLines(db, row.id), orders.findStatusChanges(db, row.id)]);
  const now = await catalogueNow(db, lines);
  return {
    reference: row.reference,
    status: row.status as OrderStatus,
    language: row.language as Language,
    createdAt: row.created_at,
    // Who made each change is the shop's business, not the customer's.
    history: changes.map((change) => ({ status: change.status as OrderStatus, at: change.changed_at })),
    lines: lines.map((line, index): OrderPageLine => {
      const { translations, colorTranslations, image } = now[index]!;
      return {
        kind: line.kind as OrderPageLine['kind'],
        name: line.name,
        translations,
        colorHex: line.color_hex,
        colorName: line.color_name,
        colorTranslations,
        shownName: line.shown_name,
        shownColorName: line.shown_color_name,
        ...imageFieldsFor(image),
        unitPrice: centsToDollars(line.unit_price_cents),
        quantity: line.quantity,
        lineTotal: centsToDollars(line.line_total_cents),
      };
    }),
    itemCount: row.item_count,
    ...totals(row),
    // What the customer typed, as the page shows it: one line each, cut, so none can pass for the shop's words.
    delivery: {
      name: shownText(row.customer_name, CUSTOMER_TEXT_MAX.name),
      phone: shownText(row.customer_phone, CUSTOMER_TEXT_MAX.phone),
      address: shownText(row.address, CUSTOMER_TEXT_MAX.address),
      note: shownText(row.note, CUSTOMER_TEXT_MAX.note),
    },
  };
}

/** `text` as customerText makes it; null when none was given, or nothing of it is left. */
const shownText = (text: string | null, max: number): string | null => (text === null ? null : customerText(text, max) || null);

/**
 * Gives the order `id` a new page key, so its page has a new link and the old one (the customer's,
 * from a message or the cart) leads nowhere; recorded in the activity as done `by` the person.
 */
export async function renewPageLink(db: Db, by: Actor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await orders.findOrder(trx, id);
    if (!order) throw notFound('Order');
    await trx.updateTable('orders').set({ page_key: newPageKey() }).where('id', '=', id).execute();
    await recordActivity(trx, by, { kind: 'order', action: 'linkRenewed', subjectId: id, subjectLabel: order.reference });
  });
}

interface LineNow {
  translations: CategoryTranslations | null;
  colorTranslations: ColorTranslations | null;
  image: StoredImage | null;
}

/**
 * Each line's item as the catalogue has it now: its names in French and Arabic, its colour's, and its
 * picture (the colour's photo when it has one, as the cart shows it); nothing for an item deleted since.
 */
async function catalogueNow(db: Db, lines: OrderLineRow[]): Promise<LineNow[]> {
  const idsOf = (kind: string) => [...new Set(lines.filter((line) => line.kind === kind).map((line) => line.item_id))];
  const [products, offers] = await Promise.all([
    orders.findProductsForQuote(db, idsOf('product')),
    orders.findOffersForQuote(db, idsOf('offer')),
  ]);
  const productById = new Map(products.map((row) => [row.id, { row, colors: JSON.parse(row.colors) as ProductColor[] }]));
  const offerById = new Map(offers.map((row) => [row.id, row]));
  const colorOf = (line: OrderLineRow) =>
    line.kind === 'product' && line.color_hex !== null
      ? productById.get(line.item_id)?.colors.find((color) => color.hexCode.toUpperCase() === line.color_hex!.toUpperCase())
      : undefined;
  const photos = await findImages(
    db,
    lines.flatMap((line) => colorOf(line)?.photo ?? []),
  );
  return lines.map((line): LineNow => {
    const item = line.kind === 'product' ? productById.get(line.item_id)?.row : offerById.get(line.item_id);
    if (!item) return { translations: null, colorTranslations: null, image: null };
    const color = colorOf(line);
    return {
      translations: nameTranslations(item.name_fr, item.name_ar),
      colorTranslations: color ? (color.translations ?? { fr: {}, ar: {} }) : null,
      image: (color?.photo && photos.get(color.photo)) || joinedImage(item),
    };
  });
}
