import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import {
  deliveryChoiceId,
  deliveryFeeCents,
  findDeliveryChoice,
  type DeliveryChoice,
  type DeliveryChoiceKind,
  type DeliveryOptions,
} from '#contract/delivery.js';
import { centsToDollars, type ItemTranslations } from '#contract/fields.js';
import { orderMessageText } from '#contract/messages/cart-order.js';
import { apiMessages } from '#contract/messages/validation.js';
import {
  canChangeStatus,
  ORDER_CHANNELS,
  ORDER_PAGE_SIZE,
  ORDER_REFERENCE,
  SALES_STATUSES,
  type CartLine,
  type CartQuote,
  type Order,
  type OrderDeliveryOption,
  type OrderDashboard,
  type OrderDetail,
  type OrderInput,
  type OrderListQuery,
  type OrderListRow,
  type OrderChannel,
  type OrderStatus,
  type PeriodFigures,
  type QuoteLine,
} from '#contract/order.js';
import type { SaleInput } from '#contract/sale.js';
import type { ListResponse } from '#contract/pagination.js';
import type { ProductColor } from '#contract/product.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/errors.js';
import { uuidv7 } from '../db/ids.js';
import type { OrderLineRow, OrderLinesTable, OrderRow, OrderStatusChangesTable } from '../db/schema.js';
import { HttpError, notFound } from '../http/errors.js';
import { imageFieldsFor } from '../images/storage.js';
import { nameTranslations } from '../catalogue/translations.js';
import { findImages, joinedImage } from '../uploads/repository.js';
import { addDays, shopDay } from './days.js';
import { newOrderReference } from './reference.js';
import * as repo from './repository.js';
import { foldForSearch } from '../search/fold.js';
import { wordsToFind } from '../search/matching.js';
import { bumpCatalogueVersion } from '../catalogue/version.js';
import { NO_COLOR } from '../stock/repository.js';
import {
  countsToTake,
  orderTookStock,
  returnForOrder,
  takeForOrder,
  trackedCounts,
  type CountsByItem,
  type OrderLineToTake,
} from '../stock/service.js';

/** Whether cancelling an order with this status puts quantities back: confirmed, and its confirmation took some. */
const cancelReturnsStock = async (db: Db, orderId: string, status: OrderStatus): Promise<boolean> =>
  status === 'confirmed' && (await orderTookStock(db, orderId));

/** A cart line priced from the database; `item` is null when the item is gone. */
interface PricedLine {
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
  } | null;
}

/**
 * Nothing stored: `lines` when some are not available any more (as they are now), `deliveryOptions`
 * when the option chosen is not offered any more (the options now); one of them at least.
 */
export interface Unavailable {
  outcome: 'unavailable';
  lines?: QuoteLine[];
  deliveryOptions?: DeliveryOptions;
}

export type CreateOrderResult = { outcome: 'created' | 'replayed'; order: Order } | Unavailable;

export type RecordSaleResult = { outcome: 'created' | 'replayed'; order: OrderDetail } | Unavailable;

/** The delivery option a request named, looked up in the options now: none named, found, or not offered. */
type ChosenOption = { choice: DeliveryChoice | null } | { gone: DeliveryOptions };

/** The option an order is stored with, or why nothing is stored: lines not available, its option not offered, or both. */
function accepted(priced: PricedLine[], chosen: ChosenOption): { choice: DeliveryChoice | null } | Unavailable {
  const linesChanged = priced.some((line) => line.status !== 'available');
  if (!linesChanged && 'choice' in chosen) return chosen;
  return {
    outcome: 'unavailable',
    ...(linesChanged ? { lines: priced.map(toQuoteLine) } : {}),
    ...('gone' in chosen ? { deliveryOptions: chosen.gone } : {}),
  };
}

/** What the order's row and lines are made from besides its priced lines. */
interface OrderFields {
  idempotencyKey: string;
  requestHash: string;
  status: OrderStatus;
  channel: OrderChannel;
  delivery: OrderInput['delivery'];
  sentWithoutReference: boolean;
}

/** An order's delivery option columns: the option as it was when ordered, and the fee it charged. */
type DeliveryColumns = Pick<OrderRow, 'delivery_option_id' | 'delivery_option_kind' | 'delivery_option_name' | 'delivery_fee_cents'>;

/** Attempts at a fresh reference before giving up; at a few orders a day a second one is already rare. */
const REFERENCE_ATTEMPTS = 8;
const BEST_SELLERS = 10;
const DASHBOARD_DAYS = 30;

/** Where an order's figures count in the dashboard: sales (confirmed, delivered), new or cancelled. */
type Bucket = 'sales' | 'new' | 'cancelled';
const bucketOf = (status: string): Bucket | null =>
  (SALES_STATUSES as readonly string[]).includes(status) ? 'sales' : status === 'new' || status === 'cancelled' ? status : null;

interface Tally {
  orders: number;
  cents: number;
}
type Cents = Record<Bucket, Tally> & { byChannel: Record<OrderChannel, Tally>; deliveryFeeCents: number };
function emptyCents(): Cents {
  const zero = () => ({ orders: 0, cents: 0 });
  return {
    deliveryFeeCents: 0,
    sales: zero(),
    new: zero(),
    cancelled: zero(),
    byChannel: Object.fromEntries(ORDER_CHANNELS.map((channel) => [channel, zero()])) as Cents['byChannel'],
  };
}
const toRevenue = (tally: Tally) => ({ orders: tally.orders, revenue: centsToDollars(tally.cents) });
function toFigures(cents: Cents): PeriodFigures {
  const byChannel = cents.byChannel;
  return {
    sales: {
      ...toRevenue(cents.sales),
      deliveryFees: centsToDollars(cents.deliveryFeeCents),
      byChannel: { website: toRevenue(byChannel.website), shop: toRevenue(byChannel.shop), phone: toRevenue(byChannel.phone), whatsapp: toRevenue(byChannel.whatsapp) },
    },
    new: { orders: cents.new.orders, total: centsToDollars(cents.new.cents) },
    cancelled: { orders: cents.cancelled.orders, total: centsToDollars(cents.cancelled.cents) },
  };
}

const unitCents = (item: NonNullable<PricedLine['item']>) => item.offerPriceCents ?? item.priceCents;

function toQuoteLine({ line, status, item, left }: PricedLine): QuoteLine {
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

/** How a refused confirmation names a line: its colour and item, or the item. */
const lineLabel = (line: { name: string; color_name: string | null }) => (line.color_name ? `${line.color_name} (${line.name})` : line.name);

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
function deliveryColumns(choice: DeliveryChoice | null, itemsCents: number): DeliveryColumns {
  if (choice === null) return { delivery_option_id: null, delivery_option_kind: null, delivery_option_name: null, delivery_fee_cents: 0 };
  return {
    delivery_option_id: deliveryChoiceId(choice),
    delivery_option_kind: choice.kind,
    delivery_option_name: choice.kind === 'zone' ? choice.zone.name : orderMessageText.pickup,
    delivery_fee_cents: deliveryFeeCents(choice, itemsCents),
  };
}

/** An order's total, option and what the customer pays, as the order and its list row answer them. */
function totals(row: DeliveryColumns & Pick<OrderRow, 'total_cents'>): Pick<Order, 'total' | 'deliveryOption' | 'grandTotal'> {
  return {
    total: centsToDollars(row.total_cents),
    deliveryOption: toDeliveryOption(row),
    grandTotal: centsToDollars(row.total_cents + row.delivery_fee_cents),
  };
}

function toOrder(row: OrderRow, lines: Array<Omit<OrderLineRow, 'id'>>): Order {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as OrderStatus,
    channel: row.channel as OrderChannel,
    createdAt: row.created_at,
    lines: lines.map((line) => ({
      kind: line.kind as CartLine['kind'],
      itemId: line.item_id,
      name: line.name,
      colorHex: line.color_hex,
      colorName: line.color_name,
      unitPrice: centsToDollars(line.unit_price_cents),
      quantity: line.quantity,
      lineTotal: centsToDollars(line.line_total_cents),
    })),
    itemCount: row.item_count,
    ...totals(row),
    delivery: { name: row.customer_name, phone: row.customer_phone, address: row.address, note: row.note },
  };
}

/**
 * The option in a request's hash, only when named: a request naming none hashes as before options
 * existed, so an order kept offline and sent again after the upgrade still finds its order.
 */
const optionHashed = (deliveryOption: string | undefined) => (deliveryOption === undefined ? {} : { deliveryOption });

/** What makes two requests the same order: a retry must send the same lines, details and option. */
function requestHash(input: OrderInput): string {
  const { lines, delivery, sentWithoutReference, deliveryOption } = input;
  return createHash('sha256')
    .update(JSON.stringify({ lines, delivery: delivery ?? null, sentWithoutReference, ...optionHashed(deliveryOption) }))
    .digest('hex');
}

/** The same for a recorded sale; never equal to an order's, as the fields differ. */
function saleHash(input: SaleInput): string {
  const { lines, customer, channel, status, deliveryOption } = input;
  return createHash('sha256')
    .update(JSON.stringify({ lines, customer: customer ?? null, channel, status, ...optionHashed(deliveryOption) }))
    .digest('hex');
}

const phoneDigits = (phone: string | null) => (phone ?? '').replace(/\D/g, '');
const COMPLETE_REFERENCE = new RegExp(
  `^(?:${ORDER_REFERENCE.prefix.replace('-', '-?')})?([${ORDER_REFERENCE.alphabet}]{${ORDER_REFERENCE.length}})$`,
  'i',
);

/** The reference a search names in full (BB-7KQ2M, bb7kq2m or 7KQ2M), if it does. */
function completeReference(search: string): string | undefined {
  const code = COMPLETE_REFERENCE.exec(search)?.[1];
  return code === undefined ? undefined : `${ORDER_REFERENCE.prefix}${code.toUpperCase()}`;
}
const PHONE_LIKE = /^[\d\s+()-]+$/;

/**
 * The words the order list looks for, folded (Arabic-Indic digits read as digits): a phone number's
 * digits as one word (phones are stored as digits), else the text's words in any order; undefined,
 * no filter, when the search has none.
 */
function searchedWords(search: string): string[] | undefined {
  const folded = foldForSearch(search);
  const digits = phoneDigits(folded);
  const words = PHONE_LIKE.test(folded) && digits ? [digits] : wordsToFind(folded);
  return words.length > 0 ? words : undefined;
}

/**
 * Orders: quoting a cart from the catalogue, placing an order with the catalogue's prices copied into
 * it, and the owner's list, status changes and figures. `now` is the clock, so days can be chosen in tests.
 */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly settings: {
      /** The delivery options offered now: an order's fee is worked out from them. */
      deliveryOptions: () => Promise<DeliveryOptions>;
      /** At or under it, the quote tells how many are left. */
      lowStockThreshold: () => Promise<number>;
    },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The lines as the shop sees them now, and the delivery options now, so the cart shows fresh ones. */
  async quote(lines: CartLine[]): Promise<CartQuote> {
    const [fewLeftAt, deliveryOptions] = await Promise.all([this.settings.lowStockThreshold(), this.settings.deliveryOptions()]);
    const priced = await this.price(this.db, lines, { fewLeftAt });
    return { lines: priced.map(toQuoteLine), deliveryOptions };
  }

  /**
   * The option a request named among those offered now. Read before the order's transaction, on the
   * settings' own reads (SQLite's one connection is the transaction's while it runs).
   */
  private async chosenOption(id: string | undefined): Promise<ChosenOption> {
    if (id === undefined) return { choice: null };
    const options = await this.settings.deliveryOptions();
    const choice = findDeliveryChoice(options, id);
    return choice ? { choice } : { gone: options };
  }

  /**
   * Stores the order if every line is available, with the database's prices. The same idempotency
   * key again answers the order it made; concurrent requests with one key make one order.
   */
  async create(input: OrderInput): Promise<CreateOrderResult> {
    const fields: OrderFields = {
      idempotencyKey: input.idempotencyKey,
      requestHash: requestHash(input),
      status: 'new',
      channel: 'website',
      delivery: input.delivery,
      sentWithoutReference: input.sentWithoutReference,
    };
    const replay = async () => {
      const row = await this.earlier(fields);
      return row ? { outcome: 'replayed' as const, order: toOrder(row, await repo.findOrderLines(this.db, row.id)) } : null;
    };
    const chosen = await this.chosenOption(input.deliveryOption);
    return this.insertOnce<CreateOrderResult>(fields, replay, async (trx) => {
      const priced = await this.price(trx, input.lines);
      const verdict = accepted(priced, chosen);
      if ('outcome' in verdict) return verdict;
      const { row, lines } = this.orderRows(priced, fields, verdict.choice);
      await repo.insertOrder(trx, row, lines, [{ id: uuidv7(), order_id: row.id, status: 'new', changed_at: row.created_at }]);
      return { outcome: 'created', order: toOrder(row, lines) };
    });
  }

  /**
   * Records a sale made in the shop, by phone or on WhatsApp: priced from the catalogue as an order
   * is, stored already confirmed (or delivered), its quantities taken off the counts in the same
   * transaction. The Sold Out switch speaks for the website and does not stop a sale; a count does.
   */
  async recordSale(input: SaleInput): Promise<RecordSaleResult> {
    const fields: OrderFields = {
      idempotencyKey: input.idempotencyKey,
      requestHash: saleHash(input),
      status: input.status,
      channel: input.channel,
      delivery: input.customer,
      sentWithoutReference: false,
    };
    const replay = async () => {
      const row = await this.earlier(fields);
      return row ? { outcome: 'replayed' as const, order: await this.get(row.id) } : null;
    };
    const chosen = await this.chosenOption(input.deliveryOption);
    const result = await this.insertOnce<RecordSaleResult | { outcome: 'stored'; id: string }>(fields, replay, async (trx) => {
      const priced = await this.price(trx, input.lines, { soldOutSwitch: false });
      const verdict = accepted(priced, chosen);
      if ('outcome' in verdict) return verdict;
      const { row, lines } = this.orderRows(priced, fields, verdict.choice);
      const at = row.created_at;
      const takes = await countsToTake(trx, lines.map((line) => ({ kind: line.kind, itemId: line.item_id, colorHex: line.color_hex ?? null, quantity: line.quantity, label: lineLabel(line) })));
      // Counts are public: the catalogue version first, as every write of counts takes it (no deadlocks).
      if (takes.length > 0) await bumpCatalogueVersion(trx);
      const change = (status: OrderStatus): Insertable<OrderStatusChangesTable> => ({ id: uuidv7(), order_id: row.id, status, changed_at: at });
      await repo.insertOrder(trx, row, lines, input.status === 'delivered' ? [change('confirmed'), change('delivered')] : [change('confirmed')]);
      await takeForOrder(trx, { id: row.id, reference: row.reference }, takes, at, 'sold');
      return { outcome: 'stored', id: row.id };
    });
    return result.outcome === 'stored' ? { outcome: 'created', order: await this.get(result.id) } : result;
  }

  /**
   * Runs `insert` in a transaction until it finds a free reference. A request whose key already made
   * an order answers that one (`replay`), also when a concurrent request with the key wins the race.
   */
  private async insertOnce<Result>(
    fields: OrderFields,
    replay: () => Promise<Result | null>,
    insert: (trx: Db) => Promise<Result>,
  ): Promise<Result> {
    const earlier = await replay();
    if (earlier) return earlier;
    for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt += 1) {
      try {
        return await this.db.transaction().execute(insert);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another request with this key won the race, or the reference was taken: then try another.
        const replayed = await replay();
        if (replayed) return replayed;
      }
    }
    throw new Error(`No free order reference after ${REFERENCE_ATTEMPTS} attempts (key ${fields.idempotencyKey})`);
  }

  /**
   * A page of orders, newest first. A search that is a complete reference of an order finds that
   * order alone through the unique index; any other search matches reference, name and phone digits.
   */
  async list(query: OrderListQuery): Promise<ListResponse<OrderListRow>> {
    const { status, search } = query;
    const reference = search === undefined ? undefined : completeReference(search);
    const exact = reference !== undefined && (await repo.findOrderIdByReference(this.db, reference)) !== undefined;
    const filter: repo.OrderFilter = exact
      ? { status, reference }
      : { status, search: search === undefined ? undefined : searchedWords(search) };
    const { rows, pagination } = await repo.listOrdersPage(this.db, filter, query.page, ORDER_PAGE_SIZE);
    return {
      data: rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        createdAt: row.created_at,
        itemCount: row.item_count,
        ...totals(row),
        customerName: row.customer_name,
        customerPhone: row.customer_phone,
        status: row.status as OrderStatus,
        channel: row.channel as OrderChannel,
      })),
      pagination,
    };
  }

  async get(id: string): Promise<OrderDetail> {
    const row = await repo.findOrder(this.db, id);
    if (!row) throw notFound('Order');
    const [lines, changes, returnsStock] = await Promise.all([
      repo.findOrderLines(this.db, id),
      repo.findStatusChanges(this.db, id),
      cancelReturnsStock(this.db, id, row.status as OrderStatus),
    ]);
    return {
      ...toOrder(row, lines),
      sentWithoutReference: row.sent_without_reference === 1,
      cancelReturnsStock: returnsStock,
      history: changes.map((change) => ({ status: change.status as OrderStatus, at: change.changed_at })),
    };
  }

  /**
   * Moves the order on (new → confirmed → delivered, or to cancelled), recording when. `expected` is
   * the status the owner saw when choosing the change; without it, the status read here.
   */
  async changeStatus(id: string, to: OrderStatus, expected?: OrderStatus): Promise<OrderDetail> {
    await this.db.transaction().execute(async (trx) => {
      const order = await repo.findOrder(trx, id);
      if (!order) throw notFound('Order');
      const from = expected ?? (order.status as OrderStatus);
      // Another owner (or tab) moved it since: the move chosen may no longer be meant, or allowed.
      if (order.status !== from) throw new HttpError(409, apiMessages.orderChangedMeanwhile);
      if (!canChangeStatus(from, to)) throw new HttpError(409, apiMessages.orderStatusChange(from, to));
      const at = this.now().toISOString();
      // Confirming takes the quantities off the tracked counts; cancelling a confirmed order puts them back.
      const takes = to === 'confirmed' ? await countsToTake(trx, await this.linesToTake(trx, id)) : [];
      const putsBack = to === 'cancelled' && (await cancelReturnsStock(trx, id, from));
      // A count is public (sold out, 'only n left'): the catalogue version is taken before any row, as
      // every catalogue write takes it, so two transactions never wait on each other's rows.
      if (takes.length > 0 || putsBack) await bumpCatalogueVersion(trx);
      // On PostgreSQL another request may move it between the read above and this update.
      if (!(await repo.changeStatus(trx, id, from, { id: uuidv7(), order_id: id, status: to, changed_at: at }))) {
        throw new HttpError(409, apiMessages.orderChangedMeanwhile);
      }
      const ref = { id, reference: order.reference };
      if (takes.length > 0) await takeForOrder(trx, ref, takes, at);
      if (putsBack) await returnForOrder(trx, ref, at);
    });
    return this.get(id);
  }

  private async linesToTake(db: Db, orderId: string): Promise<OrderLineToTake[]> {
    return (await repo.findOrderLines(db, orderId)).map((line) => ({
      kind: line.kind,
      itemId: line.item_id,
      colorHex: line.color_hex,
      quantity: line.quantity,
      label: lineLabel(line),
    }));
  }

  async newCount(): Promise<number> {
    return repo.countOrdersWithStatus(this.db, 'new');
  }

  /** Today, the last 7 and 30 days (Beirut days, today included), a 30-day series and the best sellers. */
  async dashboard(): Promise<OrderDashboard> {
    const today = shopDay(this.now());
    const first = addDays(today, -(DASHBOARD_DAYS - 1));
    const weekStart = addDays(today, -6);
    const [totals, best, newCount] = await Promise.all([
      repo.dailyTotals(this.db, first, today),
      repo.bestSellers(this.db, first, today, SALES_STATUSES, BEST_SELLERS),
      this.newCount(),
    ]);
    const cents = { today: emptyCents(), last7Days: emptyCents(), last30Days: emptyCents() };
    const salesByDay = new Map<string, { orders: number; cents: number }>();
    for (const row of totals) {
      const periods = [cents.last30Days, ...(row.day >= weekStart ? [cents.last7Days] : []), ...(row.day === today ? [cents.today] : [])];
      const bucket = bucketOf(row.status);
      if (!bucket) continue;
      for (const period of periods) {
        for (const tally of bucket === 'sales' ? [period.sales, period.byChannel[row.channel]] : [period[bucket]]) {
          tally.orders += row.orders;
          tally.cents += row.totalCents;
        }
        if (bucket === 'sales') period.deliveryFeeCents += row.deliveryFeeCents;
      }
      if (bucket === 'sales') {
        const day = salesByDay.get(row.day) ?? { orders: 0, cents: 0 };
        salesByDay.set(row.day, { orders: day.orders + row.orders, cents: day.cents + row.totalCents });
      }
    }
    return {
      today: toFigures(cents.today),
      last7Days: toFigures(cents.last7Days),
      last30Days: toFigures(cents.last30Days),
      days: Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
        const date = addDays(first, i);
        const day = salesByDay.get(date);
        return { date, orders: day?.orders ?? 0, revenue: centsToDollars(day?.cents ?? 0) };
      }),
      bestSellers: best.map(({ revenueCents, ...seller }) => ({
        ...seller,
        kind: seller.kind as CartLine['kind'],
        revenue: centsToDollars(revenueCents),
      })),
      newCount,
    };
  }

  /** The order this key made, if any; a different request under the same key is refused. */
  private async earlier({ idempotencyKey, requestHash: hash }: OrderFields): Promise<OrderRow | null> {
    const row = await repo.findOrderByKey(this.db, idempotencyKey);
    if (!row) return null;
    if (row.request_hash !== hash) throw new HttpError(409, apiMessages.orderKeyReused);
    return row;
  }

  /**
   * An order's row and lines from its priced lines (every one available), with a new reference, and
   * the fee of the option chosen worked out from the items' total.
   */
  private orderRows(priced: PricedLine[], fields: OrderFields, choice: DeliveryChoice | null): { row: OrderRow; lines: Array<Insertable<OrderLinesTable> & Omit<OrderLineRow, 'id'>> } {
    const id = uuidv7();
    const instant = this.now();
    const createdAt = instant.toISOString();
    const createdDay = shopDay(instant);
    const lines = priced.map(({ line, item }, position) => ({
      order_id: id,
      position,
      kind: line.kind,
      item_id: line.id,
      name: item!.name,
      color_hex: line.colorHex,
      color_name: item!.colorName,
      unit_price_cents: unitCents(item!),
      quantity: line.quantity,
      line_total_cents: unitCents(item!) * line.quantity,
      created_day: createdDay,
    }));
    const delivery = fields.delivery;
    const reference = newOrderReference();
    const itemsCents = lines.reduce((sum, line) => sum + line.line_total_cents, 0);
    const row: OrderRow = {
      id,
      reference,
      idempotency_key: fields.idempotencyKey,
      request_hash: fields.requestHash,
      status: fields.status,
      channel: fields.channel,
      customer_name: delivery?.name ?? null,
      customer_phone: delivery?.phone ?? null,
      address: delivery?.address ?? null,
      note: delivery?.note ?? null,
      sent_without_reference: fields.sentWithoutReference ? 1 : 0,
      item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
      total_cents: itemsCents,
      ...deliveryColumns(choice, itemsCents),
      search_text: foldForSearch([reference, delivery?.name ?? '', phoneDigits(delivery?.phone ?? null)].join('\n')),
      created_at: createdAt,
      created_day: createdDay,
      updated_at: createdAt,
    };
    return { row, lines };
  }

  /**
   * Each line with its item's current name, prices, picture and availability. `soldOutSwitch`: whether
   * the owner's Sold Out switch makes a product unavailable (it does for the website, not for a sale).
   */
  private async price(db: Db, lines: CartLine[], { soldOutSwitch = true, fewLeftAt = -1 } = {}): Promise<PricedLine[]> {
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
      };
      // A product with colours needs one of them; one without takes none.
      const colorOk = colors.length === 0 ? line.colorHex === null : color !== undefined;
      if (!colorOk) return { line, status: 'colorUnavailable', item };
      // The owner's switch wins over the count.
      if (soldOutSwitch && product.sold_out === 1) return { line, status: 'soldOut', item };
      return { line, item, ...stockStatus(line, productCounts, fewLeftAt) };
    });
  }
}
