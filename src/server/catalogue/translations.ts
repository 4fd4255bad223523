import type { CategoryTranslations } from '#contract/category.js';
import type { ItemTranslations } from '#contract/fields.js';

// The translated columns are null where the owner gave no translation; the API leaves those fields out,
// so a client shows the English one in their place.

type Present<T> = { [K in keyof T]?: string };

/** The fields that hold text; null ones are left out. */
function present<T extends Record<string, string | null>>(fields: T): Present<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, text]) => text)) as Present<T>;
}

export interface TranslatedItemColumns {
  name_fr: string | null;
  name_ar: string | null;
  description_fr: string | null;
  description_ar: string | null;
}

export function itemTranslations(row: TranslatedItemColumns): ItemTranslations {
  return {
    fr: present({ name: row.name_fr, description: row.description_fr }),
    ar: present({ name: row.name_ar, description: row.description_ar }),
  };
}

/** Names only: a category's, or an item's where its descriptions are not wanted (a cart line). */
export function nameTranslations(nameFr: string | null, nameAr: string | null): CategoryTranslations {
  return { fr: present({ name: nameFr }), ar: present({ name: nameAr }) };
}
