import type { CategoryTranslations } from './category.js';
import type { ItemTranslations } from './fields.js';
import type { Language } from './languages.js';

// The shop's own text (item and category names, descriptions) in the page's language, the same on the
// server (a page's head and structured data) and in the browser. The owner may
// leave any translation out: each field falls back to the English one on its own, so a French page
// can show a French name above an English description.

/** A product, an offer or a cart line: English text, and translations when known. */
export interface TranslatedItem {
  name: string;
  description?: string;
  /** Absent in cart lines stored before translations existed. */
  translations?: Partial<ItemTranslations>;
}

export interface TranslatedCategory {
  name: string;
  translations?: Partial<CategoryTranslations>;
}

export interface LocalizedText {
  name: string;
  description: string;
}

/** The item's name and description in `language`, each English where it has no translation. */
export function localizedText(item: TranslatedItem, language: Language): LocalizedText {
  const translated = language === 'en' ? undefined : item.translations?.[language];
  return {
    name: translated?.name || item.name,
    description: translated?.description || (item.description ?? ''),
  };
}

/** The category's name in `language`, English where it has no translation. */
export function localizedCategoryName(category: TranslatedCategory, language: Language): string {
  return (language === 'en' ? undefined : category.translations?.[language]?.name) || category.name;
}

/** A colour: its English name, and translations when known (absent in older cart lines). */
export type TranslatedColor = TranslatedCategory;

/** The colour's name in `language`, English where it has no translation. */
export const localizedColorName: (color: TranslatedColor, language: Language) => string = localizedCategoryName;
