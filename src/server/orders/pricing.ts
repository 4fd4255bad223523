// Prices worked out from the database: each cart line's item, price and availability now, and an
// order's delivery fee and totals (as stored in its columns, and as returned from them).
import { deliveryChoiceId, deliveryFeeCents, type DeliveryChoice, type DeliveryChoiceKind } from '#contract/delivery.js';
import type { ColorTranslations } from '#contract/color.js';
import { centsToDollars, type ItemTranslations } from '#contract/fields.js';
import type { Language } from '#contract/languages.js';
import { localizedColorName, localizedText } from '#contract/localized.js';
import { orderMessageText } from '#contract/messages/cart-order.js';
import type { CartLine, Order, OrderDeliveryOption, QuoteLine } from '#contract/order.js';
import type { ProductColor } from '#contract/product.js';
import type { Db } from '../db/connect.js';
import type { OrderRow } from '../db/schema.js';
import { imageFieldsFor } from '../images/storage.js';
import { nameTranslations } from '../catalogue/translations.js';
import { findImages, joinedImage } from '../uploads/repository.js';
import * as repo from './repository.js';
import { NO_COLOR } from '../stock/repository.js';
import { trackedCounts, type CountsByItem } from '../stock/service.js';

/** A cart line priced from the database; `item` is null when the item is gone. */
export interface PricedLine {
  line: CartLine;
  status: QuoteLine['status'];
  /** How many are left when fewer than asked (notEnough), or when few are (at or under the low-stock threshold). */
  left?: number;
  item: {
    name: string;
    /** The names in French and Arabic the owner gave (a cart line shows no description). */
    translations: ItemTranslations;
    priceCents: number;
    offerPriceCents: number | null;
    image: ReturnType<typeof joinedImage>;
    colorName: string | null;
    /** The colour's names in French and Arabic the owner gave; null without a colour. */
    colorTranslations: ColorTranslations | null;
    /** A product's category (what a discount code may be limited to); null for an offer. */
    categoryId: string | null;
  } | null;
}

/**
 * The item's and the colour's names in `language`, by the cart's own rule (contract/localized.ts):
 * each English where the owner wrote no translation.
 */
export function shownNames(item: NonNullable<PricedLine['item']>, language: Language): { name: string; colorName: string | null } {
  return {
    name: localizedText(item, language).name,
    colorName:
      item.colorName === null
        ? null
        : localizedColorName({ name: item.colorName, translations: item.colorTranslations ?? undefined }, language),
  };
}

/** An order's delivery option columns: the option as it was when ordered, and the fee it charged. */
type DeliveryColumns = Pick<OrderRow, 'delivery_option_id' | 'delivery_option_kind' | 'delivery_option_name' | 'delivery_fee_cents'>;

export const unitCents = (item: NonNullable<PricedLine['item']>) => item.offerPriceCents ?? item.priceCents;

export function toQuoteLine({ line, status, item, left }: PricedLine): QuoteLine {
  const unit = item ? unitCents(item) : null;
  return {
    kind: line.kind,
    id: line.id,
    colorHex: line.colorHex,
    quantity: line.quantity,
    status,
    name: item?.name ?? null,
    translations: item?.translations ?? null,
    price: item ? centsToDollars(item.priceCents) : null,
    offerPrice: item?.offerPriceCents == null ? null : centsToDollars(item.offerPriceCents),
    ...imageFieldsFor(item?.image ?? null),
    colorName: item?.colorName ?? null,
    unitPrice: unit === null ? null : centsToDollars(unit),
    lineTotal: unit === null ? null : centsToDollars(unit * line.quantity),
    left: left ?? null,
  };
}

/**
 * A tracked line's status by its count: sold out at 0, not enough below the quantity (not reserved by
 * new orders). Its count is told when fewer than asked, and when at or under `fewLeftAt` (the product
 * page's 'Only n left'), so the cart stops its + there.
 */
function stockStatus(line: CartLine, counts: CountsByItem, fewLeftAt: number): Pick<PricedLine, 'status' | 'left'> {
  const count = counts.get(line.id)?.get(line.colorHex ?? NO_COLOR);
  if (count === undefined) return { status: 'available' };
  if (count >= line.quantity) return count <= fewLeftAt ? { status: 'available', left: count } : { status: 'available' };
  return count === 0 ? { status: 'soldOut' } : { status: 'notEnough', left: count };
}

/** The delivery option an order row keeps, or null when it named none. */
function toDeliveryOption(row: DeliveryColumns): OrderDeliveryOption | null {
  if (row.delivery_option_id === null) return null;
  return {
    id: row.delivery_option_id,
    kind: row.delivery_option_kind as DeliveryChoiceKind,
    name: row.delivery_option_name ?? '',
    fee: centsToDollars(row.delivery_fee_cents),
  };
}

/** The option's columns for a choice (none: no option, no fee); the name in English, as the owner's texts are. */
export function deliveryColumns(choice: DeliveryChoice | null, itemsCents: number): DeliveryColumns {
  if (choice === null) return { delivery_option_id: null, delivery_option_kind: null, delivery_option_name: null, delivery_fee_cents: 0 };
  return {
    delivery_option_id: deliveryChoiceId(choice),
    delivery_option_kind: choice.kind,
    delivery_option_name: choice.kind === 'zone' ? choice.zone.name : orderMessageText.pickup,
    delivery_fee_cents: deliveryFeeCents(choice, itemsCents),
  };
}

type DiscountColumns = Pick<OrderRow, 'discount_code' | 'discount_items_cents' | 'discount_delivery_cents'>;

/**
 * An order's total, option, discount and what the customer pays, as the order and its list row return
 * them: the items' total less the code's part on items, and the fee less its part on delivery.
 */
export function totals(
  row: DeliveryColumns & DiscountColumns & Pick<OrderRow, 'total_cents'>,
): Pick<Order, 'total' | 'deliveryOption' | 'discount' | 'grandTotal'> {
  const off = row.discount_items_cents + row.discount_delivery_cents;
  return {
    total: centsToDollars(row.total_cents),
    deliveryOption: toDeliveryOption(row),
    discount:
      row.discount_code === null
        ? null
        : {
            code: row.discount_code,
            items: centsToDollars(row.discount_items_cents),
            delivery: centsToDollars(row.discount_delivery_cents),
          },
    grandTotal: centsToDollars(Math.max(0, row.total_cents + row.delivery_fee_cents - off)),
  };
}

/**
 * Each line with its item's current name, prices, picture and availability. `soldOutSwitch`: whether
 * the owner's Sold Out switch makes a product unavailable (it does for the website, not for a sale).
 */
export async function price(db: Db, lines: CartLine[], { soldOutSwitch = true, fewLeftAt = -1 } = {}): Promise<PricedLine[]> {
  const idsOf = (kind: CartLine['kind']) => [...new Set(lines.filter((line) => line.kind === kind).map((line) => line.id))];
  const byId = <Row extends { id: string }>(rows: Row[]) => new Map(rows.map((row) => [row.id, row]));
  const [products, offers] = await Promise.all([
    repo.findProductsForQuote(db, idsOf('product')).then(byId),
    repo.findOffersForQuote(db, idsOf('offer')).then(byId),
  ]);
  const trackedIds = (rows: Map<string, { id: string; track_stock: number }>) =>
    [...rows.values()].filter((row) => row.track_stock === 1).map((row) => row.id);
  const productColors = new Map([...products.values()].map((row) => [row.id, JSON.parse(row.colors) as ProductColor[]]));
  const chosenColor = (line: CartLine) =>
    line.kind === 'product' && line.colorHex !== null
      ? productColors.get(line.id)?.find((color) => color.hexCode.toUpperCase() === line.colorHex)
      : undefined;
  const colorPhotoIds = lines.flatMap((line) => chosenColor(line)?.photo ?? []);
  const [productCounts, offerCounts, colorPhotos] = await Promise.all([
    trackedCounts(db, 'product', trackedIds(products)),
    trackedCounts(db, 'offer', trackedIds(offers)),
    findImages(db, colorPhotoIds),
  ]);
  return lines.map((line): PricedLine => {
    if (line.kind === 'offer') {
      const offer = offers.get(line.id);
      if (!offer) return { line, status: 'unavailable', item: null };
      const item = {
        name: offer.name,
        translations: nameTranslations(offer.name_fr, offer.name_ar),
        priceCents: offer.price_cents,
        offerPriceCents: offer.offer_price_cents,
        image: joinedImage(offer),
        colorName: null,
        colorTranslations: null,
        categoryId: null,
      };
      // Offers have no colours: a colour on an offer line names one that does not exist.
      if (line.colorHex !== null) return { line, status: 'colorUnavailable', item };
      return { line, item, ...stockStatus(line, offerCounts, fewLeftAt) };
    }
    const product = products.get(line.id);
    if (!product) return { line, status: 'unavailable', item: null };
    const colors = productColors.get(product.id)!;
    const color = chosenColor(line);
    const item = {
      name: product.name,
      translations: nameTranslations(product.name_fr, product.name_ar),
      priceCents: product.price_cents,
      offerPriceCents: product.offer_price_cents,
      // The line shows the colour it is for, when the colour has a photo.
      image: (color?.photo && colorPhotos.get(color.photo)) || joinedImage(product),
      colorName: color?.name ?? null,
      colorTranslations: color ? (color.translations ?? { fr: {}, ar: {} }) : null,
      categoryId: product.category_id,
    };
    // A product with colours needs one of them; one without takes none.
    const colorOk = colors.length === 0 ? line.colorHex === null : color !== undefined;
    if (!colorOk) return { line, status: 'colorUnavailable', item };
    // The owner's switch wins over the count.
    if (soldOutSwitch && product.sold_out === 1) return { line, status: 'soldOut', item };
    return { line, item, ...stockStatus(line, productCounts, fewLeftAt) };
  });
}
