import type { OpeningHoursSpecification, Offer, Product, Store, WithContext } from 'schema-dts';
import type { ShopConfig } from '#contract/shop.js';
import type { OpeningHours, Weekday } from '#contract/shop-defaults.js';

// JSON-LD for search engines, in the heads the server sends (head.ts): the shop as a Store on every
// page, and a Product with its Offer on a product's or an offer's page. Typed against schema.org
// (schema-dts) so a misspelt field fails the build.

const DAY_NAMES: Record<Weekday, 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** Open around the clock: every day 00:00–23:59; otherwise one entry per open day (a closed day has none). */
export function openingHoursData(hours: OpeningHours): OpeningHoursSpecification | OpeningHoursSpecification[] {
  if (hours.alwaysOpen) {
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: Object.values(DAY_NAMES), opens: '00:00', closes: '23:59' };
  }
  return hours.days
    .filter((day) => day.open)
    .map((day) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: DAY_NAMES[day.day], opens: day.opens, closes: day.closes }));
}

export function storeData(shop: ShopConfig, baseUrl: string): WithContext<Store> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': `${baseUrl}/#store`,
    name: shop.name,
    url: `${baseUrl}/`,
    telephone: shop.phone,
    address: { '@type': 'PostalAddress', streetAddress: shop.address, addressLocality: 'Beirut', addressCountry: 'LB' },
    openingHoursSpecification: openingHoursData(shop.hours),
    sameAs: [shop.facebookUrl, shop.instagramUrl],
  };
}

export interface ItemForData {
  name: string;
  description: string;
  /** Dollars; the offer price when there is one. */
  price: number;
  inStock: boolean;
  url: string;
  /** Every photo's largest width, the main one first. */
  images: string[];
}

export function productData(item: ItemForData, shop: ShopConfig, baseUrl: string): WithContext<Product> {
  const offer: Offer = {
    '@type': 'Offer',
    price: item.price.toFixed(2),
    priceCurrency: 'USD',
    availability: item.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url: item.url,
    seller: { '@id': `${baseUrl}/#store`, '@type': 'Store', name: shop.name },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    description: item.description,
    url: item.url,
    ...(item.images.length > 0 ? { image: item.images } : {}),
    offers: offer,
  };
}
