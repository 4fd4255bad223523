import { deliveryChoiceId, findDeliveryChoice, type DeliveryOptions } from '#contract/delivery.js';
import type { CartLine, OrderDeliveryOption, OrderUnavailable } from '#contract/order.js';
import { placeOrder, quoteCart, type OrderRequest } from '../api/orders.js';
import { ApiError } from '../http/api-client.js';
import { QUANTITY_MAX, useCart, type CartItem, type SentOrder } from './cart.js';
import { applyQuote, orderableItems } from './cart-check.js';
import { newOrderKey } from './order-key.js';
import { keepUnrecorded } from './unrecorded-orders.js';
import type { ShopConfig } from '#contract/shop-defaults.js';
import type { Language, Messages } from '#web/i18n/messages.js';
import { chosenDeliveryChanged, currentDeliveryOptions, deliveryChoiceName, takeDeliveryOptions } from './delivery-options.js';
import {
  orderLink,
  recordedOrderMessage,
  whatsappLink,
  type MessageDelivery,
  type MessageShop,
  type WhatsappMessages,
} from './whatsapp.js';

/** The words an order needs: its message's, and the notes when the cart changed. */
export type OrderMessages = WhatsappMessages & Pick<Messages, 'cartOrder'>;

type DeliveryInput = NonNullable<OrderRequest['delivery']>;

/** The fields given, as the API takes them (it reads a missing field as not given, and refuses null). */
function deliveryInput(delivery: MessageDelivery): DeliveryInput | undefined {
  const given = Object.fromEntries(Object.entries(delivery).filter(([, value]) => value)) as DeliveryInput;
  return Object.keys(given).length ? given : undefined;
}

/** The cart's lines as the order API takes them: what, which colour, how many; never a price. */
export function cartLines(items: CartItem[]): CartLine[] {
  return items.map((item) => ({
    kind: item.kind,
    id: item.id,
    colorHex: item.color?.hexCode.toUpperCase() ?? null,
    quantity: Math.min(item.quantity, QUANTITY_MAX),
  }));
}

/** The delivery choice as the cart showed it when the order button was clicked. */
export interface ShownDelivery {
  /** The options listed (none: the plain cart). */
  options: DeliveryOptions;
  /** The one selected; null when none are offered. */
  optionId: string | null;
  /** The page's, for the option's name in the message. */
  language: Language;
}

// One key per order as it is: a double click, a retry, or a tap after coming back from WhatsApp with
// the same cart and details makes one order (the shop returns the one it recorded); another cart or
// delivery gets a new key.
let pendingKey: { request: string; key: string } | null = null;

function keyFor(request: string): string {
  const sent = useCart.getState().sentOrder;
  if (sent?.request === request) return sent.key;
  if (pendingKey?.request !== request) pendingKey = { request, key: newOrderKey() };
  return pendingKey.key;
}

function forgetKey() {
  pendingKey = null;
}

/** Remembered with the cart: the cart says the order went, and the same cart sends the same order. */
function rememberSent(
  request: string,
  lines: CartLine[],
  key: string,
  recorded: Pick<SentOrder, 'reference' | 'pageToken' | 'language'> | null,
) {
  forgetKey();
  useCart.setState({ sentOrder: { request, lines: sentLines(lines), key, reference: null, ...recorded } });
}

/** The lines as `SentOrder.lines` keeps them. */
export const sentLines = (lines: CartLine[]): string => JSON.stringify(lines);

export type OrderOutcome =
  /** The shop recorded it: the link carries its reference and the shop's prices. */
  | { kind: 'recorded'; link: string; reference: string }
  /** Something in the cart changed: nothing was recorded and WhatsApp stays closed. */
  | { kind: 'changed'; message: string }
  /** The shop could not be reached: the browser's own message, so the visitor can still order. */
  | { kind: 'unrecorded'; link: string };

const isServerTrouble = (error: unknown) => !(error instanceof ApiError) || error.status >= 500 || error.status === 429;

/** Checks the cart once more; the note to show when the visitor must look at it again before ordering. */
async function cartChanged(items: CartItem[], shown: ShownDelivery, cartOrderText: Messages['cartOrder']): Promise<string | null> {
  try {
    const quote = await quoteCart(cartLines(items));
    const changes = applyQuote(quote.lines);
    if (quote.deliveryOptions) takeDeliveryOptions(quote.deliveryOptions);
    if (changes.becameUnavailable || changes.quantityLowered) return cartOrderText.itemsChanged;
    if (changes.pricesChanged) return cartOrderText.pricesChanged;
    // The fee the visitor saw is the one the order must be charged.
    if (quote.deliveryOptions && chosenDeliveryChanged(shown.options, quote.deliveryOptions, shown.optionId))
      return cartOrderText.optionsChanged;
  } catch {
    // Unreachable: placing the order tells the same, and the visitor can still order below.
  }
  return null;
}

/**
 * Records the order and returns the WhatsApp link to open: the shop's reference and prices when
 * it went through, the browser's message (kept to send again later) when the shop could not be reached.
 */
export async function sendOrder(
  shop: MessageShop & Pick<ShopConfig, 'whatsappNumber'>,
  delivery: MessageDelivery,
  messages: OrderMessages,
  shown: ShownDelivery,
): Promise<OrderOutcome> {
  const { whatsappNumber } = shop;
  const cartOrderText = messages.cartOrder;
  const changed = await cartChanged(useCart.getState().items, shown, cartOrderText);
  if (changed) return { kind: 'changed', message: changed };
  const { items, checks } = useCart.getState();
  const orderable = orderableItems(items, checks);
  if (orderable.length === 0) return { kind: 'changed', message: cartOrderText.itemsChanged };

  const choice = shown.optionId === null ? undefined : findDeliveryChoice(shown.options, shown.optionId);
  const pickupName = messages.orderMessage.pickup;
  const given = deliveryInput(delivery);
  const lines = cartLines(orderable);
  // The option's id only: the shop works out the fee. Part of the key's signature, as the lines are.
  const request = { lines, ...(given ? { delivery: given } : {}), ...(choice ? { deliveryOption: deliveryChoiceId(choice) } : {}) };
  const signature = JSON.stringify(request);
  const idempotencyKey = keyFor(signature);
  try {
    // The page's language: the order's own page and the shop's replies speak it.
    const order = await placeOrder({ idempotencyKey, ...request, language: shown.language });
    rememberSent(signature, lines, idempotencyKey, { reference: order.reference, pageToken: order.pageToken, language: shown.language });
    // Named as the cart lists it now, in the page's language; a zone deleted meanwhile keeps the order's English name.
    const optionName = (option: OrderDeliveryOption) => {
      const offered = findDeliveryChoice(currentDeliveryOptions(shown.options), option.id);
      return offered ? deliveryChoiceName(offered, shown.language, pickupName) : undefined;
    };
    const optionShown = order.deliveryOption ? optionName(order.deliveryOption) : undefined;
    const message = recordedOrderMessage(order, messages, window.location.origin, shop, optionShown, {
      language: shown.language,
      items: orderable,
    });
    return { kind: 'recorded', link: whatsappLink(whatsappNumber, message), reference: order.reference };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const refusal = error.body as Partial<OrderUnavailable> | undefined;
      forgetKey();
      if (refusal?.deliveryOptions) takeDeliveryOptions(refusal.deliveryOptions);
      // The server's response is in English (apiMessages.orderItemsChanged, deliveryOptionsChanged): the page's messages are shown.
      if (refusal?.lines) {
        applyQuote(refusal.lines);
        return { kind: 'changed', message: cartOrderText.itemsChanged };
      }
      if (refusal?.deliveryOptions) return { kind: 'changed', message: cartOrderText.optionsChanged };
    }
    if (isServerTrouble(error)) {
      keepUnrecorded({ idempotencyKey, ...request, language: shown.language, at: new Date().toISOString() });
      rememberSent(signature, lines, idempotencyKey, null);
    } else {
      forgetKey();
    }
    const deliveryOption = choice ? { choice, name: deliveryChoiceName(choice, shown.language, pickupName) } : null;
    return {
      kind: 'unrecorded',
      link: orderLink(whatsappNumber, orderable, messages, { delivery, shop, deliveryOption, language: shown.language }),
    };
  }
}
