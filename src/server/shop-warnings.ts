import { usesPlaceholderWhatsAppNumber, type ShopConfig } from '#contract/shop.js';

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
