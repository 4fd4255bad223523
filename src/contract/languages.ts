// The languages the storefront speaks and where each one's pages live. English is the default, at
// paths without a prefix; French and Arabic have the same pages under /fr and /ar, so that a link opens
// in the language it was shared in. Zod-free: the storefront's first load imports this.

/** The languages beside English: the storefront's /fr and /ar pages, and the owner's translations. */
export const TRANSLATED_LANGUAGES = ['fr', 'ar'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export const LANGUAGES = ['en', ...TRANSLATED_LANGUAGES] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, and the short label the switcher shows. */
export const LANGUAGE_NAMES: Record<Language, { name: string; short: string }> = {
  en: { name: 'English', short: 'EN' },
  fr: { name: 'Français', short: 'FR' },
  ar: { name: 'العربية', short: 'ع' },
};

/** For `og:locale`: the shop is in Beirut. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en_US', fr: 'fr_FR', ar: 'ar_LB' };

/** The cookie that remembers a visitor's choice: the shop's bare address opens in that language. */
export const LANGUAGE_COOKIE = 'shop-language';

/** The cookie's value as a browser sets it (`document.cookie = …`): kept a year, for the whole site. */
export const languageCookie = (language: Language) => `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`;

/** The way a language is written: Arabic right to left, for `dir` on `<html>`. */
export function direction(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Where a language's pages start: '' for English, '/fr', '/ar'. */
export function languageBase(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A path's language and the page within it: `/ar/offer` is the Arabic `/offer`; `/fr` is the French `/`. */
const LANGUAGE_PREFIX = new RegExp(`^/(${TRANSLATED_LANGUAGES.join('|')})(?=/|$)`);

export function splitLanguage(path: string): { language: Language; page: string } {
  const match = LANGUAGE_PREFIX.exec(path);
  if (!match) return { language: DEFAULT_LANGUAGE, page: path };
  return { language: match[1] as Language, page: path.slice(match[0].length) || '/' };
}

/** The same page in another language: `/offer` in Arabic is `/ar/offer`; the home page is `/ar/`. */
export function pathIn(language: Language, page: string): string {
  return `${languageBase(language)}${page}`;
}
