import { DEFAULT_SHOP_CONFIG, SHOP_CONFIG_ELEMENT_ID, type ShopConfig } from '#contract/shop-defaults.js';

/** The owner's settings, embedded by the server in index.html (validated there); placeholders in development. */
function readShopConfig(): ShopConfig {
  const element = typeof document === 'undefined' ? null : document.getElementById(SHOP_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return DEFAULT_SHOP_CONFIG;
  try {
    return { ...DEFAULT_SHOP_CONFIG, ...(JSON.parse(element.textContent) as Partial<ShopConfig>) };
  } catch {
    return DEFAULT_SHOP_CONFIG;
  }
}

// Set on the server before any page renders (setShopConfig); in the browser only when the owner saves the Settings page.
export let shopConfig: ShopConfig = readShopConfig();

/** The server's renderer (entry-server.tsx) has no page to read the settings from: it is given them; the admin panel's save too. */
export function setShopConfig(shop: ShopConfig): void {
  shopConfig = shop;
}
