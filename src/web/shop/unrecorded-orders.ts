import type { OrderRequest } from '../api/orders.js';
import { placeOrder } from '../api/orders.js';
import { ApiError } from '../http/api-client.js';
import { STORAGE_KEYS } from '../config/storage.js';

/** An order that went to WhatsApp without a reference, to record when the shop can be reached. */
export interface UnrecordedOrder {
  idempotencyKey: string;
  lines: OrderRequest['lines'];
  delivery?: OrderRequest['delivery'];
  /** The delivery option chosen (absent in orders kept before the shop offered options). */
  deliveryOption?: OrderRequest['deliveryOption'];
  /** The page's language (absent in orders kept before the shop took it: English). */
  language?: OrderRequest['language'];
  /** The discount code the message took off (absent: none). */
  code?: OrderRequest['code'];
  /** When it went out, ISO-8601. */
  at: string;
}

/** Older than this, the owner has long dealt with it in WhatsApp: it is dropped rather than recorded late. */
const KEEP_FOR_MS = 7 * 24 * 60 * 60 * 1000;

export function unrecordedOrders(): UnrecordedOrder[] {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.unrecordedOrders) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as UnrecordedOrder[]) : [];
  } catch {
    return [];
  }
}

function save(orders: UnrecordedOrder[]) {
  try {
    if (orders.length) localStorage.setItem(STORAGE_KEYS.unrecordedOrders, JSON.stringify(orders));
    else localStorage.removeItem(STORAGE_KEYS.unrecordedOrders);
  } catch {
    // Storage full or blocked: the WhatsApp message already went out.
  }
}

export function keepUnrecorded(order: UnrecordedOrder) {
  save([...unrecordedOrders().filter((kept) => kept.idempotencyKey !== order.idempotencyKey), order]);
}

let resending: Promise<void> | null = null;

/**
 * Sends each kept order again, marked as sent without a reference; the same key records it once.
 * An order the shop responds to (recorded, or refused for good) is forgotten; one it cannot reach stays.
 */
export function resendUnrecorded(now = Date.now()): Promise<void> {
  resending ??= (async () => {
    for (const order of unrecordedOrders()) {
      let done = now - Date.parse(order.at) > KEEP_FOR_MS || Number.isNaN(Date.parse(order.at));
      if (!done) {
        try {
          const { idempotencyKey, lines, delivery, deliveryOption, language, code } = order;
          await placeOrder({
            idempotencyKey,
            lines,
            delivery,
            ...(deliveryOption ? { deliveryOption } : {}),
            ...(language ? { language } : {}),
            ...(code ? { code } : {}),
            sentWithoutReference: true,
          });
          done = true;
        } catch (error) {
          // 4xx other than 429: it can never be recorded as it is (the items are gone, or the key already made it).
          done = error instanceof ApiError && error.status < 500 && error.status !== 429;
        }
      }
      if (done) save(unrecordedOrders().filter((kept) => kept.idempotencyKey !== order.idempotencyKey));
    }
  })().finally(() => {
    resending = null;
  });
  return resending;
}
