import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ORDER_LIMITS } from '#contract/constants.js';
import type { ColorTranslations } from '#contract/color.js';
import type { ItemTranslations } from '#contract/fields.js';
import type { Photo } from '#contract/photo.js';
import type { Language } from '#contract/languages.js';
import type { QuoteLineStatus } from '#contract/order.js';
import { STORAGE_KEYS } from '../config/storage.js';
import { toCents } from './money.js';

/** The most of one line an order may hold; adding more leaves the line at this. */
export const QUANTITY_MAX = ORDER_LIMITS.quantityMax;

export interface CartColor {
  name: string;
  hexCode: string;
  /** The id of the item's photo showing this colour: the line's picture (not stored in the line). */
  photo?: string | null;
  /**
   * The French and Arabic names as they were when the line was added, as the item's are (absent in
   * lines stored before them, and for a colour without any: English shows).
   */
  translations?: Partial<ColorTranslations>;
}

/** One cart line: a product (or offer) in one colour, or without colour. */
export interface CartItem {
  id: string;
  /** Which page the line links to. */
  kind: 'product' | 'offer';
  /** The English name: the shop's own, which the order message and the recorded order use. */
  name: string;
  /**
   * The French and Arabic names as they were when the line was added, for the cart page in those
   * languages (absent in lines stored before translations existed: English shows).
   */
  translations?: ItemTranslations;
  /** The regular unit price. */
  price: number;
  /** The unit price paid: the offer price, or the regular price when there is no offer. */
  offerPrice: number;
  image: string | null;
  /** The picture's widths, so the cart draws a small one (absent in lines stored before it existed). */
  imageSrcset?: string | null;
  color?: CartColor;
  quantity: number;
}

/** What the pages hand to `add`: the entity as the API returns it. */
export interface CartProductInput {
  id: string;
  kind?: 'product' | 'offer';
  name: string;
  translations?: ItemTranslations;
  price: number;
  offerPrice?: number | null;
  image: string | null;
  imageSrcset?: string | null;
  /** The item's photos: a colour's own photo is its line's picture. */
  photos?: readonly Photo[];
}

/**
 * The picture of an item in a colour: the colour's own photo among the item's; no colour, none of its
 * own, or one the item no longer has: the item itself (its image fields). The card shows it and the
 * cart line keeps it, so both show the same.
 */
export function colorPicture<T extends { photos?: readonly Photo[] | undefined }>(item: T, photoId: string | null | undefined): T | Photo {
  return (photoId ? item.photos?.find((photo) => photo.id === photoId) : undefined) ?? item;
}

/** What the shop said about a line on this visit (never stored: the next visit checks again). */
export interface LineCheck {
  status: QuoteLineStatus;
  /** How many are left, when few are: the line stops there ('Only n left', as on the product page). */
  left?: number;
  /** The unit price the visitor saw before the shop's response changed it. */
  previousPrice?: number;
}

/**
 * The order last sent to WhatsApp from this cart. While the cart still holds the same lines, a new
 * tap sends the same order again (same key, so the shop returns the order it recorded).
 */
export interface SentOrder {
  /** The order request as sent (lines, delivery, option): the same one reuses `key`. */
  request: string;
  /** The lines alone, as sent: the cart shows 'order sent' while it holds these. */
  lines: string;
  key: string;
  /** The shop's reference; null when the shop could not be reached (the browser's message went). */
  reference: string | null;
  /** The order's own page and the language it was placed in, once the shop recorded it (absent in carts kept before). */
  pageToken?: string;
  language?: Language;
}

interface CartState {
  items: CartItem[];
  sentOrder: SentOrder | null;
  /** By `checkKey`: the lines the shop checked on this visit. */
  checks: Record<string, LineCheck>;
  add: (product: CartProductInput, color?: CartColor | null) => void;
  remove: (id: string, hexCode?: string | null) => void;
  increase: (id: string, hexCode?: string | null) => void;
  /** Subtracts 1; the line goes away at 0. */
  decrease: (id: string, hexCode?: string | null) => void;
  clear: () => void;
}

/** Only the names: a line needs no description. */
const itemNames = ({ fr, ar }: ItemTranslations): ItemTranslations => ({
  fr: fr.name ? { name: fr.name } : {},
  ar: ar.name ? { name: ar.name } : {},
});

const isLine = (item: CartItem, id: string, hexCode?: string | null) =>
  item.id === id && (item.color?.hexCode ?? null) === (hexCode ?? null);

const upTo = (quantity: number) => Math.min(quantity, QUANTITY_MAX);

export const useCart = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      checks: {},
      sentOrder: null,
      add: (product, color) =>
        set(({ items }) => {
          const hexCode = color?.hexCode ?? null;
          if (items.some((item) => isLine(item, product.id, hexCode))) {
            return {
              items: items.map((item) => (isLine(item, product.id, hexCode) ? { ...item, quantity: upTo(item.quantity + 1) } : item)),
            };
          }
          // The picked colour's own photo, as the page showed it.
          const picture = colorPicture(product, color?.photo);
          const line: CartItem = {
            id: product.id,
            kind: product.kind ?? 'product',
            name: product.name,
            ...(product.translations ? { translations: itemNames(product.translations) } : {}),
            price: product.price,
            offerPrice: product.offerPrice ?? product.price,
            image: picture.image,
            ...(picture.imageSrcset ? { imageSrcset: picture.imageSrcset } : {}),
            quantity: 1,
            // The colour's photo is the line's picture, not kept in it.
            ...(color
              ? { color: { name: color.name, hexCode: color.hexCode, ...(color.translations ? { translations: color.translations } : {}) } }
              : {}),
          };
          return { items: [...items, line] };
        }),
      remove: (id, hexCode) => set(({ items }) => ({ items: items.filter((item) => !isLine(item, id, hexCode)) })),
      increase: (id, hexCode) =>
        set(({ items }) => ({
          items: items.map((item) => (isLine(item, id, hexCode) ? { ...item, quantity: upTo(item.quantity + 1) } : item)),
        })),
      decrease: (id, hexCode) =>
        set(({ items }) => ({
          items: items
            .map((item) => (isLine(item, id, hexCode) ? { ...item, quantity: item.quantity - 1 } : item))
            .filter((item) => item.quantity > 0),
        })),
      clear: () => set({ items: [], checks: {}, sentOrder: null }),
    }),
    {
      name: STORAGE_KEYS.cart,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items, sentOrder }) => ({ items, sentOrder }),
      version: 1,
    },
  ),
);

/** The line's key in lists: product id plus colour. */
export const lineKey = (item: CartItem) => `${item.id}:${item.color?.hexCode ?? ''}`;

/** Is the product in the cart, in any colour (or in this colour when given)? */
export function isInCart(items: CartItem[], id: string, hexCode?: string | null): boolean {
  return getQuantity(items, id, hexCode) > 0;
}

/** Units of the product in the cart: across its colours, or of one line when a colour is given. */
export function getQuantity(items: CartItem[], id: string, hexCode?: string | null): number {
  return items
    .filter((item) => (hexCode === undefined ? item.id === id : isLine(item, id, hexCode)))
    .reduce((sum, item) => sum + item.quantity, 0);
}

export function totalItems(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function lineTotal(item: CartItem): number {
  return (toCents(item.offerPrice) * item.quantity) / 100;
}

/** Sum of offerPrice × quantity, exact to the cent. */
export function totalPrice(items: CartItem[]): number {
  return items.reduce((cents, item) => cents + toCents(item.offerPrice) * item.quantity, 0) / 100;
}
