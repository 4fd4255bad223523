import type { QuoteLine } from '#contract/order.js';
import { useCart, type CartItem, type LineCheck } from './cart.js';
import { toCents } from './money.js';

// The cart against the shop's response (POST /api/cart/quote, or an order's 409): only the cart page
// loads this, so the store the nav bar needs stays small.

/** What applying the shop's response changed, so an order about to go out can stop and show it. */
export interface QuoteChanges {
  pricesChanged: boolean;
  becameUnavailable: boolean;
  /** A line asked for more than is left and now holds what is left. */
  quantityLowered: boolean;
}

/** A line as the order API names it: kind, id and the colour in capitals (the server's spelling). */
export const checkKey = (line: { kind: string; id: string; colorHex: string | null }) =>
  `${line.kind}:${line.id}:${line.colorHex?.toUpperCase() ?? ''}`;

export const itemCheckKey = (item: CartItem) => checkKey({ kind: item.kind, id: item.id, colorHex: item.color?.hexCode ?? null });

function withQuote(item: CartItem, line: QuoteLine): CartItem {
  const next: CartItem = { ...item };
  if (line.name) next.name = line.name;
  if (line.translations) next.translations = line.translations;
  if (line.image) {
    next.image = line.image;
    if (line.imageSrcset) next.imageSrcset = line.imageSrcset;
  }
  if (line.status === 'available' && line.unitPrice !== null) {
    next.price = line.price ?? line.unitPrice;
    next.offerPrice = line.unitPrice;
    if (item.color && line.colorName) next.color = { ...item.color, name: line.colorName };
  }
  return next;
}

/**
 * Takes the shop's current names, prices and pictures into the stored cart, lowers a line to what is
 * left, and notes for this visit how many are left when few are, the price each line had before and
 * the lines the shop cannot sell (they stay, to be removed by hand).
 */
export function applyQuote(lines: QuoteLine[]): QuoteChanges {
  const { items: current, checks: earlierChecks } = useCart.getState();
  const byKey = new Map(lines.map((line) => [checkKey(line), line]));
  const changes: QuoteChanges = { pricesChanged: false, becameUnavailable: false, quantityLowered: false };
  const checks = { ...earlierChecks };
  const items = current.map((item) => {
    const key = itemCheckKey(item);
    const quoted = byKey.get(key);
    if (!quoted) return item;
    // Fewer left than the line asks: it keeps what is left rather than dropping out of the order.
    const lowered = quoted.status === 'notEnough' && quoted.left != null && quoted.left > 0;
    if (lowered) changes.quantityLowered = true;
    const line: QuoteLine = lowered ? { ...quoted, status: 'available', quantity: quoted.left! } : quoted;
    const earlier = checks[key];
    if (line.status !== 'available' && (earlier?.status ?? 'available') === 'available') changes.becameUnavailable = true;
    let previousPrice = earlier?.previousPrice;
    if (line.status === 'available' && line.unitPrice !== null && toCents(line.unitPrice) !== toCents(item.offerPrice)) {
      changes.pricesChanged = true;
      previousPrice ??= item.offerPrice;
    }
    // Back at the price first seen: nothing to point out any more.
    if (previousPrice !== undefined && line.unitPrice !== null && toCents(previousPrice) === toCents(line.unitPrice))
      previousPrice = undefined;
    checks[key] = {
      status: line.status,
      ...(line.left != null ? { left: line.left } : {}),
      ...(previousPrice !== undefined ? { previousPrice } : {}),
    };
    const next = withQuote(item, line);
    return lowered ? { ...next, quantity: line.quantity } : next;
  });
  useCart.setState({ items, checks });
  return changes;
}

/** Can the line be ordered? Yes unless the shop said otherwise on this visit. */
export function isOrderable(item: CartItem, checks: Record<string, LineCheck>): boolean {
  return (checks[itemCheckKey(item)]?.status ?? 'available') === 'available';
}

/** The lines an order carries: the ones the shop has not ruled out. */
export function orderableItems(items: CartItem[], checks: Record<string, LineCheck>): CartItem[] {
  return items.filter((item) => isOrderable(item, checks));
}
