// Reading orders: the owner's list (a page, filtered by status and searched) and one order in full,
// and the shape an order is returned in.
import { personRef } from '../activity/record.js';
import { centsToDollars } from '#contract/fields.js';
import {
  ORDER_PAGE_SIZE,
  ORDER_REFERENCE,
  type CartLine,
  type Order,
  type OrderChannel,
  type OrderDetail,
  type OrderListQuery,
  type OrderListRow,
  type OrderStatus,
} from '#contract/order.js';
import type { Language } from '#contract/languages.js';
import type { ListResponse } from '#contract/pagination.js';
import type { OrderLineRow, OrderRow } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { orderPageTokens } from '../order-page/token.js';
import { foldForSearch } from '../search/fold.js';
import { wordsToFind } from '../search/matching.js';
import type { OrdersContext } from './context.js';
import { totals } from './pricing.js';
import * as repo from './repository.js';
import { cancelReturnsStock } from './status.js';

/** An order as its rows hold it; its page's token is made apart (order-page/token.ts), out of any transaction. */
export function toOrder(row: OrderRow, lines: Array<Omit<OrderLineRow, 'id'>>): Omit<Order, 'pageToken'> {
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
      shownName: line.shown_name,
      shownColorName: line.shown_color_name,
      unitPrice: centsToDollars(line.unit_price_cents),
      quantity: line.quantity,
      lineTotal: centsToDollars(line.line_total_cents),
    })),
    itemCount: row.item_count,
    ...totals(row),
    delivery: { name: row.customer_name, phone: row.customer_phone, address: row.address, note: row.note },
  };
}

export const phoneDigits = (phone: string | null) => (phone ?? '').replace(/\D/g, '');
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
 * A page of orders, newest first. A search that is a complete reference of an order finds that
 * order alone through the unique index; any other search matches reference, name and phone digits.
 */
export async function list({ db }: OrdersContext, query: OrderListQuery): Promise<ListResponse<OrderListRow>> {
  const { status, search } = query;
  const reference = search === undefined ? undefined : completeReference(search);
  const exact = reference !== undefined && (await repo.findOrderIdByReference(db, reference)) !== undefined;
  const filter: repo.OrderFilter = exact
    ? { status, reference }
    : { status, search: search === undefined ? undefined : searchedWords(search) };
  const { rows, pagination } = await repo.listOrdersPage(db, filter, query.page, ORDER_PAGE_SIZE);
  return {
    data: rows.map((row) => {
      const { discount, ...figures } = totals(row);
      return {
        id: row.id,
        reference: row.reference,
        createdAt: row.created_at,
        itemCount: row.item_count,
        ...figures,
        discountCode: discount?.code ?? null,
        customerName: row.customer_name,
        customerPhone: row.customer_phone,
        status: row.status as OrderStatus,
        channel: row.channel as OrderChannel,
      };
    }),
    pagination,
  };
}

export async function get({ db }: OrdersContext, id: string): Promise<OrderDetail> {
  const row = await repo.findOrder(db, id);
  if (!row) throw notFound('Order');
  const [lines, changes, returnsStock] = await Promise.all([
    repo.findOrderLines(db, id),
    repo.findStatusChanges(db, id),
    cancelReturnsStock(db, id, row.status as OrderStatus),
  ]);
  return {
    ...toOrder(row, lines),
    pageToken: await orderPageTokens(db).pageToken(row),
    language: row.language as Language,
    sentWithoutReference: row.sent_without_reference === 1,
    cancelReturnsStock: returnsStock,
    history: changes.map((change) => ({ status: change.status as OrderStatus, at: change.changed_at, by: personRef(change) })),
  };
}
