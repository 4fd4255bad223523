import { describe, expect, it } from 'vitest';
import type { ShopConfig } from '#contract/shop-defaults.js';
import { DEFAULT_SHOP_CONFIG } from '#contract/shop-defaults.js';
import { arabicMessages } from '#web/i18n/arabic.js';
import { englishMessages } from '#web/i18n/english.js';
import { frenchMessages } from '#web/i18n/french.js';
import { TRANSLATED_SHOP as shop } from '#web/test-support/render.js';
import { shopText } from './shop-config.js';

const FIRST = { en: englishMessages.firstShopTexts, fr: frenchMessages.firstShopTexts, ar: arabicMessages.firstShopTexts };

describe("the owner's texts in a language", () => {
  it('takes each text in the language, else the English one', () => {
    expect(shopText(shop, 'en', FIRST.en)).toEqual({
      aboutText: shop.aboutText,
      whatsappGreeting: shop.whatsappGreeting,
      orderGreeting: shop.orderGreeting,
      address: shop.address,
    });
    // The address is still the first one, so each language has its own first value of it.
    expect(shopText(shop, 'fr', FIRST.fr)).toEqual({
      aboutText: shop.translations.fr.aboutText,
      whatsappGreeting: shop.whatsappGreeting,
      orderGreeting: shop.translations.fr.orderGreeting,
      address: 'Beyrouth, Liban',
    });
    expect(shopText(shop, 'ar', FIRST.ar)).toEqual({ ...shop.translations.ar, address: 'بيروت، لبنان' });
  });

  it("takes the owner's address in the language, else their English one", () => {
    const moved: ShopConfig = {
      ...shop,
      address: 'Hamra Street, Beirut',
      translations: { fr: { address: 'Rue Hamra, Beyrouth' }, ar: {} },
    };
    expect(shopText(moved, 'fr', FIRST.fr).address).toBe('Rue Hamra, Beyrouth');
    expect(shopText(moved, 'ar', FIRST.ar).address).toBe('Hamra Street, Beirut');
    expect(shopText(moved, 'en', FIRST.en).address).toBe('Hamra Street, Beirut');
  });

  it('reads settings embedded before there were translations', () => {
    const { translations: _none, ...older } = shop;
    expect(shopText(older as ShopConfig, 'ar', FIRST.ar).aboutText).toBe(shop.aboutText);
  });

  it('shows the first texts in the language while the owner keeps the English first values', () => {
    expect(shopText(DEFAULT_SHOP_CONFIG, 'fr', FIRST.fr)).toEqual(FIRST.fr);
    expect(shopText(DEFAULT_SHOP_CONFIG, 'ar', FIRST.ar).orderGreeting).toBe('مرحبًا! أودّ أن أطلب ما يلي:');
    expect(shopText(DEFAULT_SHOP_CONFIG, 'en', FIRST.en)).toEqual(FIRST.en);
    // A greeting the owner rewrote in English stays theirs where they wrote no French.
    const rewritten = { ...DEFAULT_SHOP_CONFIG, orderGreeting: 'Hi Beirut Beauty, my order:' };
    expect(shopText(rewritten, 'fr', FIRST.fr)).toMatchObject({
      orderGreeting: 'Hi Beirut Beauty, my order:',
      aboutText: FIRST.fr.aboutText,
    });
  });
});
