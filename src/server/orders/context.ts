// What every orders module works with: the database, the settings an order reads, and the clock
// (`now`, so days can be chosen in tests). The service builds it once and hands it to each job.
import type { DeliveryOptions } from '#contract/delivery.js';
import type { Db } from '../db/connect.js';
import type { CodeGuesses } from '../discount-codes/check.js';

export interface OrderSettings {
  /** The delivery options offered now: an order's fee is worked out from them. */
  deliveryOptions: () => Promise<DeliveryOptions>;
  /** At or under it, the quote tells how many are left. */
  lowStockThreshold: () => Promise<number>;
}

export interface OrdersContext {
  db: Db;
  settings: OrderSettings;
  now: () => Date;
  /** The limit on discount codes tried that are not valid, per client; none when absent (some tests). */
  codeGuesses?: CodeGuesses;
}
