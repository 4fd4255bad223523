import type { DeliveryOptions, DeliveryZone } from '#contract/delivery.js';

// Delivery options as the shop returns them, for the cart's tests.

/** $3, free from $50, named in the three languages. */
export const beirut: DeliveryZone = {
  id: 'zone-beirut',
  name: 'Beirut',
  fee: 3,
  freeOver: 50,
  estimate: 'Same day',
  translations: { fr: { name: 'Beyrouth', estimate: 'Le jour même' }, ar: { name: 'بيروت', estimate: 'في اليوم نفسه' } },
};

/** $5, never free, named in English and Arabic only. */
export const mountLebanon: DeliveryZone = {
  id: 'zone-mount',
  name: 'Mount Lebanon',
  fee: 5,
  freeOver: null,
  estimate: '1–2 days',
  translations: { fr: {}, ar: { name: 'جبل لبنان' } },
};

/** Both zones, then pickup. */
export const DELIVERY_OPTIONS: DeliveryOptions = { zones: [beirut, mountLebanon], pickup: true };
