import { lineKey, ORDER_LIMITS, type CartItemKind, type CartLine, type QuoteLine } from '#contract/order.js';
import type { Offer } from '#contract/offer.js';
import type { Product, ProductColor } from '#contract/product.js';
import { toCents } from '#web/shop/money.js';
import type { AdminCatalogue } from '../i18n/messages.js';

/** A line of the sale being recorded, with what the dialog shows of its item. */
export interface SaleLine {
  kind: CartItemKind;
  id: string;
  name: string;
  /** The offer price when set, else the price: what the server will charge. */
  unitPrice: number;
  /** The item's colours; empty for an offer or a product without any. */
  colors: ProductColor[];
  /** Null until a colour is chosen, for an item with colours. */
  colorHex: string | null;
  quantity: number;
}

export const saleLineKey = (line: SaleLine) => lineKey(line);

export const needsColour = (line: SaleLine) => line.colors.length > 0 && line.colorHex === null;

export function saleLineOf(kind: CartItemKind, item: Product | Offer): SaleLine {
  return {
    kind,
    id: item.id,
    name: item.name,
    unitPrice: item.offerPrice ?? item.price,
    colors: 'colors' in item ? item.colors : [],
    colorHex: null,
    quantity: 1,
  };
}

const capped = (quantity: number) => Math.min(quantity, ORDER_LIMITS.quantityMax);

/** Adds `line`; the same item and colour already there takes its quantity instead (the API refuses twins). */
export function addSaleLine(lines: SaleLine[], line: SaleLine): SaleLine[] {
  const key = saleLineKey(line);
  if (!lines.some((other) => saleLineKey(other) === key)) return [...lines, line];
  return lines.map((other) => (saleLineKey(other) === key ? { ...other, quantity: capped(other.quantity + line.quantity) } : other));
}

/** Gives the line at `index` a colour; a line of that item and colour already there takes it in. */
export function chooseSaleColour(lines: SaleLine[], index: number, colorHex: string): SaleLine[] {
  const line = lines[index];
  if (!line) return lines;
  const rest = lines.filter((_, position) => position !== index);
  const coloured = { ...line, colorHex: colorHex.toUpperCase() };
  const twin = rest.findIndex((other) => saleLineKey(other) === saleLineKey(coloured));
  if (twin === -1) return lines.map((other, position) => (position === index ? coloured : other));
  return rest.map((other, position) => (position === twin ? { ...other, quantity: capped(other.quantity + line.quantity) } : other));
}

export function saleTotal(lines: SaleLine[]): number {
  return lines.reduce((cents, line) => cents + toCents(line.unitPrice) * line.quantity, 0) / 100;
}

export function saleLineTotal(line: SaleLine): number {
  return (toCents(line.unitPrice) * line.quantity) / 100;
}

export const cartLinesOf = (lines: SaleLine[]): CartLine[] =>
  lines.map(({ kind, id, colorHex, quantity }) => ({ kind, id, colorHex, quantity }));

/** Why the server would not sell a line, in the cart's words (useAdminText().sale.problems); null for a line it would. */
export function lineProblem(line: Pick<QuoteLine, 'status' | 'left'>, messages: AdminCatalogue['text']['sale']['problems']): string | null {
  switch (line.status) {
    case 'available':
      return null;
    case 'notEnough':
      return line.left ? messages.onlyLeft(line.left) : messages.soldOut;
    default:
      return messages[line.status];
  }
}
