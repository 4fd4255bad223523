import type { OpeningHoursSpecification, Offer, Product, ProductGroup, Store, WithContext } from 'schema-dts';
import type { ShopConfig } from '#contract/shop.js';
import type { OpeningHours, Weekday } from '#contract/shop-defaults.js';

// JSON-LD for search engines, in the heads the server sends (head.ts): the shop as a Store on every
// page, and a Product with its Offer on a product's or an offer's page; a product with colours is a
// ProductGroup of one Product per shade, as Google reads variants
// (developers.google.com/search/docs/appearance/structured-data/product-variants). Typed against schema.org
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

/** One of a product's shades, as its variant. */
export interface ShadeForData {
  /** The shade's name in the page's language. */
  name: string;
  /** 'C48A7E': the shade's own address is the product's with `?color=` it. */
  code: string;
  inStock: boolean;
  /** The shade's photo at its largest width; null: the product's main one stands in. */
  image: string | null;
}

const offerData = (price: number, inStock: boolean, url: string, shop: ShopConfig, baseUrl: string): Offer => ({
  '@type': 'Offer',
  price: price.toFixed(2),
  priceCurrency: 'USD',
  availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
  url,
  seller: { '@id': `${baseUrl}/#store`, '@type': 'Store', name: shop.name },
});

/**
 * A product with shades: a ProductGroup (its id the product's) varying by colour, each shade a
 * Product with its name, colour, photo, own address and Offer; the group itself is not for sale.
 */
export function productGroupData(
  item: ItemForData & { id: string; shades: ShadeForData[] },
  shop: ShopConfig,
  baseUrl: string,
): WithContext<ProductGroup> {
  const main = item.images[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    name: item.name,
    description: item.description,
    url: item.url,
    ...(item.images.length > 0 ? { image: item.images } : {}),
    productGroupID: item.id,
    variesBy: 'https://schema.org/color',
    hasVariant: item.shades.map((shade): Product => {
      const url = `${item.url}?color=${shade.code}`;
      const image = shade.image ?? main;
      return {
        '@type': 'Product',
        // Its own id: the product's and the shade's hex code (what a cart line and an order name it by).
        sku: `${item.id}-${shade.code}`,
        name: `${item.name} – ${shade.name}`,
        description: item.description,
        color: shade.name,
        inProductGroupWithID: item.id,
        url,
        ...(image ? { image } : {}),
        offers: offerData(item.price, shade.inStock, url, shop, baseUrl),
      };
    }),
  };
}

export function productData(item: ItemForData, shop: ShopConfig, baseUrl: string): WithContext<Product> {
  const offer = offerData(item.price, item.inStock, item.url, shop, baseUrl);
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
