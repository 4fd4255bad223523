import { create } from 'zustand';
import {
  centsToFreeDelivery,
  deliveryFeeCents,
  dollarsToCents,
  findDeliveryChoice,
  hasDeliveryOptions,
  zoneTexts,
  type DeliveryChoice,
  type DeliveryOptions,
} from '#contract/delivery.js';
import type { Language } from '#web/i18n/messages.js';

// The delivery options the cart shows and what the chosen one costs. The page's settings may be
// older than the shop's: the cart's quote (and an order's 409) returns the options as they are now,
// and from then on the cart shows those. Only the cart page loads this.

interface FreshDeliveryOptions {
  /** The options the shop last returned on this visit; null until it has. */
  options: DeliveryOptions | null;
}

export const useFreshDeliveryOptions = create<FreshDeliveryOptions>(() => ({ options: null }));

/** Keeps the options the shop returned, for the cart to show in place of the page's. */
export function takeDeliveryOptions(options: DeliveryOptions) {
  useFreshDeliveryOptions.setState({ options });
}

/** The options the cart shows: the shop's latest response, else the page's own. */
export const currentDeliveryOptions = (pageOptions: DeliveryOptions): DeliveryOptions =>
  useFreshDeliveryOptions.getState().options ?? pageOptions;

/** The first option as listed: the first zone, else pickup; undefined when the shop offers none. */
function firstDeliveryChoice(options: DeliveryOptions): DeliveryChoice | undefined {
  const [zone] = options.zones;
  if (zone) return { kind: 'zone', zone };
  return options.pickup ? { kind: 'pickup' } : undefined;
}

/** The option the cart preselects: the one last chosen while the shop still offers it, else the first. */
export function chosenDelivery(options: DeliveryOptions, rememberedId: string | null): DeliveryChoice | undefined {
  return (rememberedId === null ? undefined : findDeliveryChoice(options, rememberedId)) ?? firstDeliveryChoice(options);
}

/**
 * What an option costs, as a key: its id, fee and threshold in cents. A new name or estimate is shown
 * as it comes and is not worth stopping an order for.
 */
function costKey(choice: DeliveryChoice | undefined): string {
  if (!choice) return 'none';
  if (choice.kind === 'pickup') return 'pickup';
  const { id, fee, freeOver } = choice.zone;
  return `${id}:${dollarsToCents(fee)}:${freeOver === null ? '-' : dollarsToCents(freeOver)}`;
}

const optionsKey = (options: DeliveryOptions) =>
  [...options.zones.map((zone) => costKey({ kind: 'zone', zone })), options.pickup ? 'pickup' : ''].join('|');

/** True when the lists differ in what they cost: a zone added, removed or moved, a fee or threshold changed, pickup switched. */
export const deliveryOptionsDiffer = (before: DeliveryOptions, after: DeliveryOptions): boolean => optionsKey(before) !== optionsKey(after);

/**
 * True when the order cannot go out as the cart showed it: the chosen option is gone or costs
 * otherwise now, or the shop started offering options while the cart showed none.
 */
export function chosenDeliveryChanged(shown: DeliveryOptions, fresh: DeliveryOptions, optionId: string | null): boolean {
  if (!hasDeliveryOptions(shown)) return hasDeliveryOptions(fresh);
  if (optionId === null) return true;
  const after = findDeliveryChoice(fresh, optionId);
  return !after || costKey(after) !== costKey(findDeliveryChoice(shown, optionId));
}

/** The Order Summary's figures, in cents: the fee for these items, what is missing to deliver free, and the total with delivery. */
export function deliveryFigures(choice: DeliveryChoice | undefined, itemsCents: number) {
  const feeCents = choice ? deliveryFeeCents(choice, itemsCents) : 0;
  return { feeCents, missingCents: choice ? centsToFreeDelivery(choice, itemsCents) : null, grandCents: itemsCents + feeCents };
}

/** The option's name in the page's language ('Pick up at the shop' in its words). */
export function deliveryChoiceName(choice: DeliveryChoice, language: Language, pickupName: string): string {
  return choice.kind === 'pickup' ? pickupName : zoneTexts(choice.zone, language).name;
}
