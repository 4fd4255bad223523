// Zod-free on purpose: the storefront imports this, and its first load must stay small.

/**
 * What the owner sets about the shop without touching code (environment variables today). The server
 * embeds it in index.html as JSON (`<script type="application/json" id="shop-config">`), so the
 * storefront needs no extra request for it.
 */
export interface ShopConfig {
  name: string;
  /** Digits only, with the country code (961…), as wa.me expects. */
  whatsappNumber: string;
  whatsappGreeting: string;
  phone: string;
  openingHours: string;
  address: string;
  facebookUrl: string;
  instagramUrl: string;
}

export const SHOP_CONFIG_ELEMENT_ID = 'shop-config';

/** Placeholders used until the owner sets the real values. */
export const DEFAULT_SHOP_CONFIG: ShopConfig = {
  name: 'Beirut Beauty',
  whatsappNumber: '96170000000',
  whatsappGreeting: 'Hello! I would like to know more about your products.',
  phone: '+961 70 000 000',
  openingHours: 'Open 24/7',
  address: 'Beirut, Lebanon',
  facebookUrl: 'https://www.facebook.com/',
  instagramUrl: 'https://www.instagram.com/',
};

/**
 * True while the shop runs with the placeholder WhatsApp number: orders would go to a number that is
 * not the shop's. The server warns at start and the admin panel shows a banner.
 */
export function usesPlaceholderWhatsAppNumber(shop: Pick<ShopConfig, 'whatsappNumber'>): boolean {
  return shop.whatsappNumber === DEFAULT_SHOP_CONFIG.whatsappNumber;
}
