// Zod-free on purpose: the storefront imports this, and its first load must stay small.
import { DEFAULT_LOW_STOCK_THRESHOLD } from './constants.js';
import type { DeliveryOptions } from './delivery.js';
import type { TranslatedLanguage } from './languages.js';
import { firstShopTexts } from './messages/storefront/shop-texts.js';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day of the week: open from `opens` to `closes` (24-hour `HH:MM`, Beirut time), or closed. */
export interface DayHours {
  day: Weekday;
  open: boolean;
  opens: string;
  closes: string;
}

/** The shop's week: open around the clock (this shop), or the hours of each day, Monday first. */
export interface OpeningHours {
  alwaysOpen: boolean;
  days: DayHours[];
}

/** Pounds beside dollars: how many LBP one USD is, the step pound amounts are rounded to, and when the rate was set. */
export interface PoundRate {
  /** LBP per USD, e.g. 89500. */
  rate: number;
  /** Pound amounts are rounded to the nearest multiple of this (1000 by default), as Lebanese prices are written. */
  step: number;
  /** When the owner set this rate (ISO 8601). */
  setAt: string;
}

/** The owner's texts a visitor reads, written in English and optionally in each other language. */
export const SHOP_TEXT_NAMES = ['aboutText', 'whatsappGreeting', 'orderGreeting', 'address'] as const;
export type ShopTextName = (typeof SHOP_TEXT_NAMES)[number];
export type ShopTexts = Pick<ShopConfig, ShopTextName>;

/** Each language's texts; one missing means the English one is shown. */
export type ShopTextTranslations = Record<TranslatedLanguage, Partial<ShopTexts>>;

/**
 * What the owner sets about the shop without touching code: the admin panel's Settings page, stored
 * in the database; the `SHOP_*` environment variables are the first values of a new shop. The server
 * embeds it in each page as JSON (`<script type="application/json" id="shop-config">`), so the
 * storefront needs no extra request for it.
 */
export interface ShopConfig {
  name: string;
  /** Digits only, with the country code (961…), as wa.me expects. */
  whatsappNumber: string;
  /** The chat's opening message (the floating WhatsApp button). */
  whatsappGreeting: string;
  /** The order message's opening line. */
  orderGreeting: string;
  phone: string;
  hours: OpeningHours;
  address: string;
  facebookUrl: string;
  instagramUrl: string;
  /** The About page's text: paragraphs separated by a blank line, plain text. */
  aboutText: string;
  /** Null: dollars only. */
  poundRate: PoundRate | null;
  /** The About text, the greetings and the address in French and Arabic, where the owner wrote them. */
  translations: ShopTextTranslations;
  /** A tracked item or colour at or under this count shows 'Only n left' and is low on the Stock page. */
  lowStockThreshold: number;
  /** The delivery zones and pickup the cart offers; none: the cart takes no delivery choice. */
  delivery: DeliveryOptions;
}

/** Monday to Sunday, each 09:00–21:00: the table the Settings page starts from when the shop is not open around the clock. */
export const DEFAULT_WEEK: DayHours[] = WEEKDAYS.map((day) => ({ day, open: true, opens: '09:00', closes: '21:00' }));

export const SHOP_CONFIG_ELEMENT_ID = 'shop-config';

/** Placeholders used until the owner sets the real values. */
export const DEFAULT_SHOP_CONFIG: ShopConfig = {
  name: 'Beirut Beauty',
  whatsappNumber: '96170000000',
  whatsappGreeting: firstShopTexts.whatsappGreeting,
  orderGreeting: firstShopTexts.orderGreeting,
  phone: '+961 70 000 000',
  hours: { alwaysOpen: true, days: DEFAULT_WEEK },
  address: firstShopTexts.address,
  facebookUrl: 'https://www.facebook.com/',
  instagramUrl: 'https://www.instagram.com/',
  aboutText: firstShopTexts.aboutText,
  poundRate: null,
  translations: { fr: {}, ar: {} },
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
  // Written out rather than imported: a value from delivery.js would bring its functions into the first load.
  delivery: { zones: [], pickup: false },
};

/**
 * True while the shop runs with the placeholder WhatsApp number: orders would go to a number that is
 * not the shop's. The server warns at start and the admin panel shows a banner.
 */
export function usesPlaceholderWhatsAppNumber(shop: Pick<ShopConfig, 'whatsappNumber'>): boolean {
  return shop.whatsappNumber === DEFAULT_SHOP_CONFIG.whatsappNumber;
}
