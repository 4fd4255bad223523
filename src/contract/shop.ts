import { z } from 'zod';

/**
 * What the owner sets about the shop without touching code (environment variables today). The server
 * embeds it in index.html as JSON (`<script type="application/json" id="shop-config">`), so the
 * storefront needs no extra request for it.
 */
export const shopConfigSchema = z.object({
  name: z.string(),
  whatsappNumber: z.string().regex(/^\d{6,15}$/, 'digits only, with the country code (961…)'),
  whatsappGreeting: z.string(),
  phone: z.string(),
  openingHours: z.string(),
  address: z.string(),
  facebookUrl: z.url(),
  instagramUrl: z.url(),
});
export type ShopConfig = z.infer<typeof shopConfigSchema>;

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
