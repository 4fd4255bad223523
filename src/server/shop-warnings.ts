import { usesPlaceholderWhatsAppNumber, type ShopConfig } from '#contract/shop.js';

/** What the owner must hear at start about the shop settings (logged as warnings by main.ts). */
export function shopWarnings(shop: ShopConfig): string[] {
  const warnings: string[] = [];
  if (usesPlaceholderWhatsAppNumber(shop)) {
    warnings.push(
      `SHOP_WHATSAPP_NUMBER is not set: WhatsApp orders and chats go to the placeholder number ${shop.whatsappNumber}, ` +
        "not to the shop. Set SHOP_WHATSAPP_NUMBER to the shop's number (digits with the country code, 961…).",
    );
  }
  return warnings;
}
