import { describe, expect, it } from 'vitest';
import {
  centsToFreeDelivery,
  deliveryChoiceId,
  deliveryFeeCents,
  dollarsToCents,
  findDeliveryChoice,
  hasDeliveryOptions,
  PICKUP_OPTION_ID,
  zoneTexts,
  type DeliveryChoice,
  type DeliveryOptions,
  type DeliveryZone,
} from './delivery.js';
import { deliveryOptionsInput, settingsMessages } from './settings.js';

const zone = (fields: Partial<DeliveryZone> = {}): DeliveryZone => ({
  id: 'zone-beirut',
  name: 'Beirut',
  fee: 3,
  freeOver: 50,
  estimate: 'Same day',
  translations: { fr: { name: 'Beyrouth' }, ar: {} },
  ...fields,
});
const inZone = (fields: Partial<DeliveryZone> = {}): DeliveryChoice => ({ kind: 'zone', zone: zone(fields) });
const OPTIONS: DeliveryOptions = { zones: [zone(), zone({ id: 'zone-south', name: 'South', fee: 5, freeOver: null })], pickup: true };

describe('the delivery fee', () => {
  it('is the zone’s below its threshold, and free when the items reach it exactly or go over', () => {
    expect(deliveryFeeCents(inZone(), 4999)).toBe(300);
    expect(deliveryFeeCents(inZone(), 5000)).toBe(0);
    expect(deliveryFeeCents(inZone(), 12_345)).toBe(0);
  });

  it('is the zone’s at any amount without a threshold, free at a zone with fee 0, and free for pickup', () => {
    expect(deliveryFeeCents(inZone({ freeOver: null }), 99_999_999)).toBe(300);
    expect(deliveryFeeCents(inZone({ fee: 0, freeOver: null }), 100)).toBe(0);
    expect(deliveryFeeCents({ kind: 'pickup' }, 100)).toBe(0);
  });

  it('counts in whole cents: dollars like 2.35 and 19.99 are exact', () => {
    expect(dollarsToCents(2.35)).toBe(235);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(deliveryFeeCents(inZone({ fee: 2.35, freeOver: 59.97 }), 3 * 1999)).toBe(0);
    expect(deliveryFeeCents(inZone({ fee: 2.35, freeOver: 59.98 }), 3 * 1999)).toBe(235);
  });

  it('says how much is missing to deliver free, only while it is missing', () => {
    expect(centsToFreeDelivery(inZone(), 3800)).toBe(1200);
    expect(centsToFreeDelivery(inZone(), 4999)).toBe(1);
    expect(centsToFreeDelivery(inZone(), 5000)).toBeNull();
    expect(centsToFreeDelivery(inZone({ freeOver: null }), 100)).toBeNull();
    expect(centsToFreeDelivery(inZone({ fee: 0 }), 100)).toBeNull();
    expect(centsToFreeDelivery({ kind: 'pickup' }, 100)).toBeNull();
  });
});

describe('the options offered', () => {
  it('find a zone by its id and pickup only while it is on', () => {
    expect(findDeliveryChoice(OPTIONS, 'zone-south')).toMatchObject({ kind: 'zone', zone: { name: 'South' } });
    expect(findDeliveryChoice(OPTIONS, PICKUP_OPTION_ID)).toEqual({ kind: 'pickup' });
    expect(findDeliveryChoice({ ...OPTIONS, pickup: false }, PICKUP_OPTION_ID)).toBeUndefined();
    expect(findDeliveryChoice(OPTIONS, 'zone-deleted')).toBeUndefined();
    expect(deliveryChoiceId({ kind: 'pickup' })).toBe(PICKUP_OPTION_ID);
    expect(deliveryChoiceId(inZone())).toBe('zone-beirut');
  });

  it('are a choice with a zone or pickup, and none without', () => {
    expect(hasDeliveryOptions({ zones: [], pickup: false })).toBe(false);
    expect(hasDeliveryOptions({ zones: [], pickup: true })).toBe(true);
    expect(hasDeliveryOptions({ zones: [zone()], pickup: false })).toBe(true);
  });

  it('name a zone in the page’s language, in English where the owner wrote none', () => {
    expect(zoneTexts(zone(), 'fr')).toEqual({ name: 'Beyrouth', estimate: 'Same day' });
    expect(zoneTexts(zone(), 'ar')).toEqual({ name: 'Beirut', estimate: 'Same day' });
    expect(zoneTexts(zone(), 'en')).toEqual({ name: 'Beirut', estimate: 'Same day' });
  });
});

describe("the owner's delivery options as the Settings page sends them", () => {
  const typed = { name: '  Beirut ', fee: 3, freeOver: null, estimate: '  ', translations: { fr: { name: ' ', estimate: '1 à 2 jours' } } };

  it('trim the texts, drop the empty ones and take a new zone without an id', () => {
    expect(deliveryOptionsInput.parse({ zones: [typed], pickup: true })).toEqual({
      zones: [{ name: 'Beirut', fee: 3, freeOver: null, estimate: null, translations: { fr: { estimate: '1 à 2 jours' }, ar: {} } }],
      pickup: true,
    });
  });

  it.each([
    ['a fee of a tenth of a cent', { ...typed, fee: 3.001 }, settingsMessages.deliveryFee],
    ['a negative fee', { ...typed, fee: -0.01 }, settingsMessages.deliveryFee],
    ['free over nothing', { ...typed, freeOver: 0 }, settingsMessages.freeOver],
    ['an id of pickup', { ...typed, id: PICKUP_OPTION_ID }, settingsMessages.zoneIdInvalid],
    ['a fee sent as a field of its own', { ...typed, feeCents: 300 }, 'Unknown field'],
  ])('refuse %s with its message', (_label, zoneInput, message) => {
    const result = deliveryOptionsInput.safeParse({ zones: [zoneInput], pickup: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
