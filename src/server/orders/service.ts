import type {
  CartLine,
  CartQuote,
  OrderDashboard,
  OrderDetail,
  OrderInput,
  OrderListQuery,
  OrderListRow,
  OrderStatus,
} from '#contract/order.js';
import type { ListResponse } from '#contract/pagination.js';
import type { CartDiscount } from '#contract/discount-code.js';
import type { SaleCodeInput, SaleInput } from '#contract/sale.js';
import type { Actor } from '../activity/record.js';
import type { Db } from '../db/connect.js';
import type { CodeGuesses } from '../discount-codes/check.js';
import type { OrderSettings, OrdersContext } from './context.js';
import { create, type CreateOrderResult } from './create.js';
import { dashboard, newCount } from './dashboard.js';
import { get, list } from './listing.js';
import { quote } from './quote.js';
import { checkSaleCode, recordSale, type RecordSaleResult } from './sales.js';
import { changeStatus } from './status.js';

export type { CreateOrderResult, Unavailable } from './create.js';
export type { RecordSaleResult } from './sales.js';

/**
 * Orders: quoting a cart from the catalogue, placing an order with the catalogue's prices copied into
 * it, and the owner's list, status changes and figures. `now` is the clock, so days can be chosen in tests.
 *
 * Each job is a module of its own (quote, create, sales, listing, status, dashboard; prices in
 * pricing): this class only holds what they work with and hands it to them.
 */
export class OrderService {
  private readonly context: OrdersContext;

  constructor(db: Db, settings: OrderSettings, now: () => Date = () => new Date(), codeGuesses?: CodeGuesses) {
    this.context = { db, settings, now, codeGuesses };
  }

  /** `client`: who asks, for the limit on discount codes tried that are not valid. */
  quote(lines: CartLine[], code?: string, client?: string, deliveryOption?: string): Promise<CartQuote> {
    return quote(this.context, lines, code, client, deliveryOption);
  }

  create(input: OrderInput, client?: string): Promise<CreateOrderResult> {
    return create(this.context, input, client);
  }

  recordSale(by: Actor, input: SaleInput): Promise<RecordSaleResult> {
    return recordSale(this.context, by, input);
  }

  /** What a code would take off a sale being recorded; nothing is claimed. */
  checkSaleCode(by: Actor, input: SaleCodeInput): Promise<CartDiscount> {
    return checkSaleCode(this.context, by, input);
  }

  list(query: OrderListQuery): Promise<ListResponse<OrderListRow>> {
    return list(this.context, query);
  }

  get(id: string): Promise<OrderDetail> {
    return get(this.context, id);
  }

  /** Changes the status `by` a person, then returns the order as it is now. */
  async changeStatus(by: Actor, id: string, to: OrderStatus, expected?: OrderStatus): Promise<OrderDetail> {
    await changeStatus(this.context, by, id, to, expected);
    return this.get(id);
  }

  newCount(): Promise<number> {
    return newCount(this.context);
  }

  dashboard(): Promise<OrderDashboard> {
    return dashboard(this.context);
  }
}
