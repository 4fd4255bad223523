import { usesPlaceholderWhatsAppNumber, type ShopConfig } from '#contract/shop.js';
import type { AppConfig } from './config.js';
import { shopHostNames } from './http/shop-hosts.js';

/** What the owner must hear at start about the shop's settings as stored (logged as warnings by main.ts). */
export function shopWarnings(shop: ShopConfig): string[] {
  const warnings: string[] = [];
  if (usesPlaceholderWhatsAppNumber(shop)) {
    warnings.push(
      `The WhatsApp number is the placeholder: WhatsApp orders and chats go to ${shop.whatsappNumber}, not to the shop. ` +
        "Set the shop's number on the admin panel's Settings page (or SHOP_WHATSAPP_NUMBER, digits with the country code, 961…, as a new shop's first value).",
    );
  }
  return warnings;
}

/**
 * What a production start must say when it does not know the shop's public address: it answers only the
 * machine's own names (and ALLOWED_HOSTS), so visitors arriving by the shop's domain are turned away.
 */
export function publicAddressWarnings(config: Pick<AppConfig, 'publicBaseUrl' | 'allowedHosts'>, production: boolean): string[] {
  if (!production || config.publicBaseUrl) return [];
  return [
    'PUBLIC_BASE_URL is not set: the shop answers only for ' +
      `${[...shopHostNames(config)].join(', ')} and refuses every other host name (421), so visitors arriving by the shop's domain get no page; ` +
      "its links, sitemap and product feed name the address each request was sent to. Set PUBLIC_BASE_URL to the shop's address as " +
      'visitors type it (https://shop.example); ALLOWED_HOSTS adds other names it is reached by.',
  ];
}
