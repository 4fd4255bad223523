// How an order reaches the customer: the delivery zones the owner sets on the Settings page (a fee,
// free above an amount), and picking it up at the shop. The server works out an order's fee with
// these functions from the stored options and the lines it priced; the cart shows the same figures
// with them. Zod-free: the cart imports it, and the storefront's first load must stay small.
import type { TranslatedLanguage } from './languages.js';

export const DELIVERY_LIMITS = {
  /** Lebanon's governorates and a few districts fit with room to spare; more would not fit a phone's cart. */
  zonesMax: 12,
  zoneNameMax: 60,
  estimateMax: 40,
  /** Delivery across Lebanon costs a few dollars; a fee above this is a typo. */
  feeMaxCents: 100_000,
} as const;

/** The id of 'Pick up at the shop', the one option that is not a zone. */
export const PICKUP_OPTION_ID = 'pickup';

/** A zone's name and estimate in one language; one missing means the English one is shown. */
export interface DeliveryZoneTexts {
  name?: string;
  estimate?: string;
}

/** An area the shop delivers to, at a fee, free at or above an amount if the owner says so. */
export interface DeliveryZone {
  /** Made by the server when the zone is added; an order names the zone it chose by it. */
  id: string;
  /** In English, as the owner's other texts. */
  name: string;
  /** Dollars, 0 for free delivery. */
  fee: number;
  /** Dollars: an order whose items come to this much or more is delivered free. Null: never free. */
  freeOver: number | null;
  /** How long delivery takes, in the owner's words ('1–2 days'); null when not said. */
  estimate: string | null;
  translations: Record<TranslatedLanguage, DeliveryZoneTexts>;
}

/** The delivery options the cart offers: the zones in the owner's order, then pickup when it is on. */
export interface DeliveryOptions {
  zones: DeliveryZone[];
  /** 'Pick up at the shop': free, at the shop's address and hours. */
  pickup: boolean;
}

export const NO_DELIVERY_OPTIONS: DeliveryOptions = { zones: [], pickup: false };

/** What an order chose: a zone, or pickup. */
export type DeliveryChoice = { kind: 'zone'; zone: DeliveryZone } | { kind: 'pickup' };
export type DeliveryChoiceKind = DeliveryChoice['kind'];

/** True when the cart offers a choice; with none it is the plain cart, and an order names no option. */
export const hasDeliveryOptions = (options: DeliveryOptions): boolean => options.zones.length > 0 || options.pickup;

/** The option an id names among those offered now, or undefined (deleted, pickup switched off, never was). */
export function findDeliveryChoice(options: DeliveryOptions, id: string): DeliveryChoice | undefined {
  if (id === PICKUP_OPTION_ID) return options.pickup ? { kind: 'pickup' } : undefined;
  const zone = options.zones.find((candidate) => candidate.id === id);
  return zone ? { kind: 'zone', zone } : undefined;
}

/** The id an order names for a choice. */
export const deliveryChoiceId = (choice: DeliveryChoice): string => (choice.kind === 'pickup' ? PICKUP_OPTION_ID : choice.zone.id);

/** Dollars of the API (at most two decimals) to whole cents, exactly. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/**
 * The fee in cents for items that come to `itemsCents` (the lines that will be ordered: products and
 * offers at the price they are sold at). Pickup is free; a zone is free when the items reach its
 * threshold exactly or go over it.
 */
export function deliveryFeeCents(choice: DeliveryChoice, itemsCents: number): number {
  if (choice.kind === 'pickup') return 0;
  const { fee, freeOver } = choice.zone;
  if (freeOver !== null && itemsCents >= dollarsToCents(freeOver)) return 0;
  return dollarsToCents(fee);
}

/** Cents still to add for the zone to deliver free; null when it has no threshold, is free anyway, or it is reached. */
export function centsToFreeDelivery(choice: DeliveryChoice, itemsCents: number): number | null {
  if (choice.kind === 'pickup' || choice.zone.freeOver === null || dollarsToCents(choice.zone.fee) === 0) return null;
  const missing = dollarsToCents(choice.zone.freeOver) - itemsCents;
  return missing > 0 ? missing : null;
}

/** A zone's name and estimate in a language, the English ones where the owner wrote none. */
export function zoneTexts(zone: DeliveryZone, language: 'en' | TranslatedLanguage): { name: string; estimate: string | null } {
  const texts = language === 'en' ? {} : zone.translations[language];
  return { name: texts.name ?? zone.name, estimate: texts.estimate ?? zone.estimate };
}
