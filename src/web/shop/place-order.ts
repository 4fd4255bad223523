import { deliveryChoiceId, findDeliveryChoice, type DeliveryOptions } from '#contract/delivery.js';
import type { CartDiscount } from '#contract/discount-code.js';
import type { CartLine, OrderDeliveryOption, OrderUnavailable } from '#contract/order.js';
import { placeOrder, quoteCart, type OrderRequest } from '../api/orders.js';
import { ApiError } from '../http/api-client.js';
import { QUANTITY_MAX, useCart, type CartItem, type SentOrder } from './cart.js';
import { applyQuote, orderableItems } from './cart-check.js';
import { useCartCode } from './cart-code.js';
import { toCents } from './money.js';
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

/** The words an order needs: its message's (with the discount line once the code field loaded), and the notes when the cart changed. */
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

/** The discount code as the cart showed it applying: it goes with the order, which the shop checks again. */
export interface ShownCode {
  /** As the visitor typed it. */
  code: string;
  /** The shop's answer the summary shows: what it takes off. */
  discount: CartDiscount;
  /** What it takes off the items and delivery, in dollars, as the summary shows it. */
  amount: number;
  /** The note when it changed since, in the page's language (the code field's words). */
  changed: string;
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

/**
 * Remembered with the cart: the cart says the order went, and the same cart sends the same order. A
 * code it went with stays that order's: the cart shows it and sends it again with it, never with another.
 */
function rememberSent(
  request: string,
  lines: CartLine[],
  key: string,
  recorded: Pick<SentOrder, 'reference' | 'pageToken' | 'language'> | null,
  withCode: boolean,
) {
  forgetKey();
  useCart.setState({ sentOrder: { request, lines: sentLines(lines), key, reference: null, ...recorded } });
  if (withCode) useCartCode.setState({ sentWith: sentLines(lines) });
}

/** The lines as `SentOrder.lines` keeps them. */
export const sentLines = (lines: CartLine[]): string => JSON.stringify(lines);

export type OrderOutcome =
  /** The shop recorded it: the link carries its reference and the shop's prices. */
  | { kind: 'recorded'; link: string; reference: string }
  /**
   * Something in the cart changed: nothing was recorded and WhatsApp stays closed. With `discount`,
   * the code as it stands now (its problem, shown at the code field).
   */
  | { kind: 'changed'; message: string; discount?: CartDiscount }
  /** The shop could not be reached: the browser's own message, so the visitor can still order. */
  | { kind: 'unrecorded'; link: string };

const isServerTrouble = (error: unknown) => !(error instanceof ApiError) || error.status >= 500 || error.status === 429;

/** True when the code takes off otherwise now than the summary showed: it stopped applying, or another amount. */
const discountChanged = (shown: CartDiscount, now: CartDiscount | null): boolean =>
  !now || now.problem !== null || toCents(now.itemsOff) !== toCents(shown.itemsOff) || now.freeDelivery !== shown.freeDelivery;

type CartChange = Extract<OrderOutcome, { kind: 'changed' }>;

/** Checks the cart once more (with its code); the note to show when the visitor must look at it again before ordering. */
async function cartChanged(
  items: CartItem[],
  shown: ShownDelivery,
  code: ShownCode | null,
  cartOrderText: Messages['cartOrder'],
): Promise<CartChange | null> {
  try {
    const quote = await quoteCart(cartLines(items), code?.code);
    const changes = applyQuote(quote.lines);
    if (quote.deliveryOptions) takeDeliveryOptions(quote.deliveryOptions);
    const discount = code && quote.discount ? { discount: quote.discount } : {};
    const change = (message: string): CartChange => ({ kind: 'changed', message, ...discount });
    if (changes.becameUnavailable || changes.quantityLowered) return change(cartOrderText.itemsChanged);
    if (changes.pricesChanged) return change(cartOrderText.pricesChanged);
    // The fee the visitor saw is the one the order must be charged.
    if (quote.deliveryOptions && chosenDeliveryChanged(shown.options, quote.deliveryOptions, shown.optionId))
      return change(cartOrderText.optionsChanged);
    if (code && discountChanged(code.discount, quote.discount)) return change(code.changed);
  } catch {
    // Unreachable: placing the order tells the same, and the visitor can still order below.
  }
  return null;
}

/**
 * Records the order and returns the WhatsApp link to open: the shop's reference and prices when
 * it went through, the browser's message (kept to send again later) when the shop could not be reached.
 * `code`: the discount code the cart shows applying, if any.
 */
export async function sendOrder(
  shop: MessageShop & Pick<ShopConfig, 'whatsappNumber'>,
  delivery: MessageDelivery,
  messages: OrderMessages,
  shown: ShownDelivery,
  code: ShownCode | null = null,
): Promise<OrderOutcome> {
  const { whatsappNumber } = shop;
  const cartOrderText = messages.cartOrder;
  const changed = await cartChanged(useCart.getState().items, shown, code, cartOrderText);
  if (changed) return changed;
  const { items, checks } = useCart.getState();
  const orderable = orderableItems(items, checks);
  if (orderable.length === 0) return { kind: 'changed', message: cartOrderText.itemsChanged };

  const choice = shown.optionId === null ? undefined : findDeliveryChoice(shown.options, shown.optionId);
  const pickupName = messages.orderMessage.pickup;
  const given = deliveryInput(delivery);
  const lines = cartLines(orderable);
  // The option's id only: the shop works out the fee (and the discount). Part of the key's signature, as the lines are.
  const request = {
    lines,
    ...(given ? { delivery: given } : {}),
    ...(choice ? { deliveryOption: deliveryChoiceId(choice) } : {}),
    ...(code ? { code: code.code } : {}),
  };
  const signature = JSON.stringify(request);
  const idempotencyKey = keyFor(signature);
  try {
    // The page's language: the order's own page and the shop's replies speak it.
    const order = await placeOrder({ idempotencyKey, ...request, language: shown.language });
    rememberSent(
      signature,
      lines,
      idempotencyKey,
      { reference: order.reference, pageToken: order.pageToken, language: shown.language },
      code !== null,
    );
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
      // The server's response is in English (apiMessages.orderItemsChanged, deliveryOptionsChanged,
      // discountCodeValidation.codeChanged): the page's messages are shown, and the code's problem at its field.
      const discount = refusal?.discount ? { discount: refusal.discount } : {};
      if (refusal?.lines) {
        applyQuote(refusal.lines);
        return { kind: 'changed', message: cartOrderText.itemsChanged, ...discount };
      }
      if (refusal?.deliveryOptions) return { kind: 'changed', message: cartOrderText.optionsChanged, ...discount };
      if (refusal?.discount && code) return { kind: 'changed', message: code.changed, ...discount };
    }
    if (isServerTrouble(error)) {
      keepUnrecorded({ idempotencyKey, ...request, language: shown.language, at: new Date().toISOString() });
      rememberSent(signature, lines, idempotencyKey, null, code !== null);
    } else {
      forgetKey();
    }
    const deliveryOption = choice ? { choice, name: deliveryChoiceName(choice, shown.language, pickupName) } : null;
    const discount = code ? { code: code.discount.code, amount: code.amount } : null;
    return {
      kind: 'unrecorded',
      link: orderLink(whatsappNumber, orderable, messages, { delivery, shop, deliveryOption, language: shown.language, discount }),
    };
  }
}
