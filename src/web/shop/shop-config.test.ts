import { describe, expect, it } from 'vitest';
import type { ShopConfig } from '#contract/shop-defaults.js';
import { TRANSLATED_SHOP as shop } from '#web/test-utils.js';
import { shopText } from './shop-config.js';

describe("the owner's texts in a language", () => {
  it('takes each text in the language, else the English one', () => {
    expect(shopText(shop, 'en')).toEqual({ aboutText: shop.aboutText, whatsappGreeting: shop.whatsappGreeting, orderGreeting: shop.orderGreeting });
    expect(shopText(shop, 'fr')).toEqual({
      aboutText: shop.translations.fr.aboutText,
      whatsappGreeting: shop.whatsappGreeting,
      orderGreeting: shop.translations.fr.orderGreeting,
    });
    expect(shopText(shop, 'ar')).toEqual(shop.translations.ar);
  });

  it('reads settings embedded before there were translations', () => {
    const { translations: _none, ...older } = shop;
    expect(shopText(older as ShopConfig, 'ar').aboutText).toBe(shop.aboutText);
  });
});
