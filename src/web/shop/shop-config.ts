import { createContext, useContext } from 'react';
import {
  DEFAULT_SHOP_CONFIG,
  SHOP_CONFIG_ELEMENT_ID,
  type ShopConfig,
  type ShopTextName,
  type ShopTexts,
} from '#contract/shop-defaults.js';
import { useLanguage, useMessages } from '#web/i18n/context.js';
import type { Language } from '#web/i18n/messages.js';

/**
 * The owner's settings as the server embedded them in the page (validated there when saved);
 * placeholders in development. Read once: a change shows from the next page load.
 */
export function readShopConfig(): ShopConfig {
  const element = typeof document === 'undefined' ? null : document.getElementById(SHOP_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return DEFAULT_SHOP_CONFIG;
  try {
    return { ...DEFAULT_SHOP_CONFIG, ...(JSON.parse(element.textContent) as Partial<ShopConfig>) };
  } catch {
    return DEFAULT_SHOP_CONFIG;
  }
}

const ShopConfigContext = createContext<ShopConfig>(DEFAULT_SHOP_CONFIG);

/**
 * Given by App: in the browser the page's settings, on the server the settings of the page being
 * rendered (each render its own, so a change made while another page renders cannot mix into it).
 */
export const ShopConfigProvider = ShopConfigContext.Provider;

export const useShopConfig = (): ShopConfig => useContext(ShopConfigContext);

/**
 * The owner's About text, greetings and address in `language`: the owner's translation; else, while the English
 * text is still the shop's first value, that first value in the language (`firstTexts`, from the
 * language's catalogue); else the owner's English.
 */
export function shopText(config: ShopConfig, language: Language, firstTexts: ShopTexts): ShopTexts {
  // Indexed by the page's language: a language the settings cannot hold does not compile.
  const translated = language === 'en' ? undefined : config.translations?.[language];
  const text = (name: ShopTextName) => translated?.[name] || (config[name] === DEFAULT_SHOP_CONFIG[name] ? firstTexts[name] : config[name]);
  return {
    aboutText: text('aboutText'),
    whatsappGreeting: text('whatsappGreeting'),
    orderGreeting: text('orderGreeting'),
    address: text('address'),
  };
}

/** The owner's texts in the page's language. */
export const useShopText = (): ShopTexts => shopText(useShopConfig(), useLanguage(), useMessages().firstShopTexts);
