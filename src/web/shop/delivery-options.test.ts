import { describe, expect, it } from 'vitest';
import { NO_DELIVERY_OPTIONS } from '#contract/delivery.js';
import { beirut, DELIVERY_OPTIONS, mountLebanon } from './delivery-fixtures.js';
import { chosenDelivery, chosenDeliveryChanged, deliveryChoiceName, deliveryFigures, deliveryOptionsDiffer } from './delivery-options.js';

describe('the delivery option the cart preselects', () => {
  it('is the one last chosen while the shop still offers it, else the first', () => {
    expect(chosenDelivery(DELIVERY_OPTIONS, 'zone-mount')).toEqual({ kind: 'zone', zone: mountLebanon });
    expect(chosenDelivery(DELIVERY_OPTIONS, 'pickup')).toEqual({ kind: 'pickup' });
    expect(chosenDelivery(DELIVERY_OPTIONS, 'zone-deleted')).toEqual({ kind: 'zone', zone: beirut });
    expect(chosenDelivery(DELIVERY_OPTIONS, null)).toEqual({ kind: 'zone', zone: beirut });
    expect(chosenDelivery({ zones: [], pickup: true }, 'zone-beirut')).toEqual({ kind: 'pickup' });
    expect(chosenDelivery(NO_DELIVERY_OPTIONS, 'pickup')).toBeUndefined();
  });
});

describe("the Order Summary's figures, in cents", () => {
  const zone = { kind: 'zone' as const, zone: beirut };

  it('charges the fee under the threshold and says what is missing, free at it exactly and over it', () => {
    expect(deliveryFigures(zone, 3800)).toEqual({ feeCents: 300, missingCents: 1200, grandCents: 4100 });
    expect(deliveryFigures(zone, 4999)).toEqual({ feeCents: 300, missingCents: 1, grandCents: 5299 });
    expect(deliveryFigures(zone, 5000)).toEqual({ feeCents: 0, missingCents: null, grandCents: 5000 });
    expect(deliveryFigures(zone, 7250)).toEqual({ feeCents: 0, missingCents: null, grandCents: 7250 });
  });

  it('adds nothing for pickup, a zone without a threshold never becomes free, and no option adds nothing', () => {
    expect(deliveryFigures({ kind: 'pickup' }, 1250)).toEqual({ feeCents: 0, missingCents: null, grandCents: 1250 });
    expect(deliveryFigures({ kind: 'zone', zone: mountLebanon }, 100_000)).toEqual({
      feeCents: 500,
      missingCents: null,
      grandCents: 100_500,
    });
    expect(deliveryFigures(undefined, 1250)).toEqual({ feeCents: 0, missingCents: null, grandCents: 1250 });
  });

  it('adds cents exactly: $0.10 of fee on $0.20 of items is $0.30', () => {
    expect(deliveryFigures({ kind: 'zone', zone: { ...beirut, fee: 0.1, freeOver: null } }, 20).grandCents).toBe(30);
  });
});

describe('options that changed', () => {
  it('differ when a fee or threshold changes, a zone comes, goes or moves, or pickup is switched; not for a new name', () => {
    const same = { zones: [{ ...beirut, name: 'Beirut city', translations: { fr: {}, ar: {} } }, { ...mountLebanon }], pickup: true };
    expect(deliveryOptionsDiffer(DELIVERY_OPTIONS, same)).toBe(false);
    expect(deliveryOptionsDiffer(DELIVERY_OPTIONS, { ...DELIVERY_OPTIONS, zones: [{ ...beirut, fee: 4 }, mountLebanon] })).toBe(true);
    expect(deliveryOptionsDiffer(DELIVERY_OPTIONS, { ...DELIVERY_OPTIONS, zones: [{ ...beirut, freeOver: null }, mountLebanon] })).toBe(
      true,
    );
    expect(deliveryOptionsDiffer(DELIVERY_OPTIONS, { ...DELIVERY_OPTIONS, zones: [beirut] })).toBe(true);
    expect(deliveryOptionsDiffer(DELIVERY_OPTIONS, { ...DELIVERY_OPTIONS, zones: [mountLebanon, beirut] })).toBe(true);
    expect(deliveryOptionsDiffer(DELIVERY_OPTIONS, { ...DELIVERY_OPTIONS, pickup: false })).toBe(true);
  });

  it('stop an order when the chosen option is gone or costs otherwise, not when another one changed', () => {
    const beirutDearer = { ...DELIVERY_OPTIONS, zones: [{ ...beirut, fee: 4 }, mountLebanon] };
    expect(chosenDeliveryChanged(DELIVERY_OPTIONS, beirutDearer, 'zone-beirut')).toBe(true);
    expect(chosenDeliveryChanged(DELIVERY_OPTIONS, beirutDearer, 'zone-mount')).toBe(false);
    expect(chosenDeliveryChanged(DELIVERY_OPTIONS, beirutDearer, 'pickup')).toBe(false);
    expect(chosenDeliveryChanged(DELIVERY_OPTIONS, { ...DELIVERY_OPTIONS, pickup: false }, 'pickup')).toBe(true);
    expect(chosenDeliveryChanged(DELIVERY_OPTIONS, { ...DELIVERY_OPTIONS, zones: [beirut] }, 'zone-mount')).toBe(true);
    expect(chosenDeliveryChanged(DELIVERY_OPTIONS, NO_DELIVERY_OPTIONS, 'zone-beirut')).toBe(true);
    // The cart showed no choice, and now there is one to make.
    expect(chosenDeliveryChanged(NO_DELIVERY_OPTIONS, DELIVERY_OPTIONS, null)).toBe(true);
    expect(chosenDeliveryChanged(NO_DELIVERY_OPTIONS, NO_DELIVERY_OPTIONS, null)).toBe(false);
  });
});

describe("an option's name", () => {
  it("is the zone's in the page's language, the English one where the owner wrote none, and pickup in the page's words", () => {
    const zone = { kind: 'zone' as const, zone: mountLebanon };
    expect(deliveryChoiceName({ kind: 'zone', zone: beirut }, 'fr', 'Retrait')).toBe('Beyrouth');
    expect(deliveryChoiceName(zone, 'fr', 'Retrait')).toBe('Mount Lebanon');
    expect(deliveryChoiceName(zone, 'ar', 'Retrait')).toBe('جبل لبنان');
    expect(deliveryChoiceName({ kind: 'pickup' }, 'fr', 'Retrait à la boutique')).toBe('Retrait à la boutique');
  });
});
