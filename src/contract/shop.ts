import { z } from 'zod';
import type { ShopConfig } from './shop-defaults.js';

export { DEFAULT_SHOP_CONFIG, SHOP_CONFIG_ELEMENT_ID, usesPlaceholderWhatsAppNumber, type ShopConfig } from './shop-defaults.js';

/** Validates the owner's settings at start-up (the server reads them from the environment). */
export const shopConfigSchema = z.object({
  name: z.string().min(1),
  whatsappNumber: z.string().regex(/^\d{6,15}$/, 'digits only, with the country code (961…)'),
  whatsappGreeting: z.string(),
  phone: z.string(),
  openingHours: z.string(),
  address: z.string(),
  facebookUrl: z.url(),
  instagramUrl: z.url(),
}) satisfies z.ZodType<ShopConfig>;
