import { direction, pathIn, type Language } from '#contract/languages.js';
import type { ShopConfig } from '#contract/shop-defaults.js';
import { BRAND, type Icon } from './icons.js';
import { HOME_SCREEN_TEXT } from './offline-text.js';

// The web app manifests: the shop on a phone's home screen, and the admin panel on its owner's. One of
// each per language (its words, lang and dir); the shop's opens at its home page, which the language
// the visitor chose last redirects to, the panel's at the panel in its language, so that a French owner
// is never sent out of its scope.

/** Where each manifest is: /manifest.webmanifest, /fr/admin.webmanifest… */
export const manifestPath = (language: Language, app: 'storefront' | 'admin') =>
  pathIn(language, app === 'admin' ? '/admin.webmanifest' : '/manifest.webmanifest');

/** Home screens show about 12 characters: the name if it fits, else its first word if that does. */
export function shortName(name: string): string {
  if ([...name].length <= 12) return name;
  const first = name.trim().split(/\s+/)[0]!;
  return [...first].length <= 12 ? first : [...name].slice(0, 12).join('');
}

const iconEntries = (icons: Icon[]) =>
  icons.map((icon) => ({ src: icon.src, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose }));

export function storefrontManifest(shop: ShopConfig, language: Language, icons: Icon[]) {
  const text = HOME_SCREEN_TEXT[language];
  return {
    // One app whatever language it was added in.
    id: '/',
    name: shop.name,
    short_name: shortName(shop.name),
    description: text.description,
    lang: language,
    dir: direction(language),
    start_url: pathIn(language, '/'),
    scope: '/',
    display: 'standalone',
    theme_color: BRAND.colour,
    background_color: BRAND.background,
    icons: iconEntries(icons),
  };
}

export function adminManifest(shop: ShopConfig, language: Language, icons: Icon[]) {
  const text = HOME_SCREEN_TEXT[language];
  const panel = pathIn(language, '/admin');
  return {
    id: panel,
    name: `${shop.name} · ${text.adminTitle}`,
    short_name: text.adminTitle.length <= 12 ? text.adminTitle : shortName(`${shortName(shop.name)} admin`),
    description: text.adminTitle,
    lang: language,
    dir: direction(language),
    start_url: panel,
    scope: panel,
    display: 'standalone',
    theme_color: BRAND.colour,
    background_color: BRAND.background,
    icons: iconEntries(icons),
  };
}
