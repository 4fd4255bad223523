// The words of ordering from the cart: the shop's check of the cart, the delivery details and the
// order message's reference and delivery lines. Apart from storefront.ts so only the cart page carries them.

import { isolate } from './translation.js';

/**
 * Added to the order message (whatsappText holds the rest). What the customer typed is isolated, so
 * an Arabic name or address keeps the line's order in every language's message.
 */
export const orderMessageText = {
  /** The first line of an order the shop recorded: the reference the customer quotes. */
  reference: (reference: string) => `Order ${reference}`,
  deliveryHeading: 'Delivery:',
  deliveryName: (name: string) => `Name: ${isolate(name)}`,
  deliveryPhone: (phone: string) => `Phone: ${isolate(phone)}`,
  deliveryAddress: (address: string) => `Address: ${isolate(address)}`,
  deliveryNote: (note: string) => `Note: ${isolate(note)}`,
  /** With a delivery option: the items' total, the option's fee, then the total with delivery. */
  itemsTotal: (amount: string) => `Items total: ${amount}`,
  deliveryFee: (option: string, amount: string) => `Delivery (${option}): ${amount}`,
  free: 'Free',
  pickup: 'Pick up at the shop',
  /** The order's own page, once the shop recorded it; the link alone on its line, so the chat makes it a link. */
  orderPage: (link: string) => `Order page:\n${link}`,
} as const;

/** The cart page's notes and delivery form (cartText holds the rest). */
export const cartOrderText = {
  sendingOrder: 'Preparing your order…',
  priceUpdated: 'Price updated',
  previousPrice: 'Previous price',
  soldOut: 'Sold out',
  unavailable: 'No longer available',
  colorUnavailable: 'This colour is no longer available',
  /** Fewer are left than the line asks for: the visitor lowers the quantity to order it. */
  onlyLeft: (count: number) => `Only ${count} left`,
  notOrdered: 'Not included in your order',
  unavailableCount: (count: number) => `${count} ${count === 1 ? 'item is' : 'items are'} not available and will not be ordered`,
  unchecked: 'Prices are those shown when the items were added.',
  itemsChanged: 'Some items in your cart have changed. Please check your cart and send the order again.',
  pricesChanged: 'Some prices have changed. Please check your cart and send the order again.',
  delivery: 'Delivery details (optional)',
  deliveryHint: 'Kept on this device for your next order.',
  deliveryName: 'Name',
  deliveryPhone: 'Phone',
  deliveryAddress: 'Area / address in Beirut',
  /** The address's label when the shop delivers to zones beyond Beirut. */
  deliveryAddressAnywhere: 'Area / address',
  deliveryNote: 'Note',
  deliveryInvalid: 'Please check your delivery details.',
  /** The order schema's message (messages/validation.ts takes it from here). */
  deliveryPhoneInvalid: 'Please enter a valid phone number (digits, spaces and + - ( ) only)',
  /** The delivery choice, when the shop set delivery options. */
  deliveryOption: 'Delivery option',
  pickup: orderMessageText.pickup,
  free: orderMessageText.free,
  /** A zone's threshold, beside its fee. */
  freeFrom: (threshold: string) => `Free over ${threshold}`,
  /** The threshold once the items reach it: the option then says Free, as the summary does. */
  freeReached: (threshold: string) => `Free over ${threshold}: your items reach it`,
  /** The summary's delivery line while the items have not reached the zone's threshold. */
  freeOver: (threshold: string, missing: string) => `Free over ${threshold}: add ${missing} more`,
  deliveryRow: 'Delivery',
  optionsChanged: 'The delivery options have changed. Please check your choice and send the order again.',
  optionsUpdated: 'The delivery options have changed since the page was opened.',
  deliveryOptionInvalid: 'Please choose a delivery option',
  /** After the order went to WhatsApp, while the cart still holds it. */
  orderSent: 'Your order is in WhatsApp',
  orderSentReference: (reference: string) => `Order ${reference}. If the message has not gone yet, open it again: it stays one order.`,
  orderSentNoReference: 'If the message has not gone yet, open it again: it stays one order.',
  sendAgain: 'Open the order in WhatsApp again',
  /** The link to the order's own page, once the shop recorded it. */
  seeOrder: 'See your order',
  newCart: 'Start a new cart',
  /** Clear Cart asks first. */
  clearQuestion: 'Clear your cart?',
  clearExplained: (count: number) => (count === 1 ? 'The item in it will be removed.' : `The ${count} items in it will be removed.`),
  keepItems: 'Keep my items',
} as const;
