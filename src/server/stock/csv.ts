import { DEFAULT_LANGUAGE, isLanguage, TRANSLATED_LANGUAGES, type Language, type TranslatedLanguage } from '#contract/languages.js';
import type { ListedLevel, TrackedItemNames } from './repository.js';

// The Stock page as a spreadsheet the owner opens in Excel: RFC 4180 text, the item's and colour's names
// in English, French and Arabic, headers and statuses in the panel's language, cells a spreadsheet would
// run as a formula defused.
//
// How Excel reads it, by its documented behaviour: a file opened by a double-click is split on the list
// separator of the computer's regional settings (',' in English, ';' in French, where ',' is the decimal
// separator, and in Arabic: LibreOffice's locale data gives ';' for ar_LB as for fr_FR), and is read as
// UTF-8 only after a byte-order mark (else in the ANSI code page, which garbles Arabic). A `sep=;` first
// line would split it anywhere, but Excel then ignores the mark. LibreOffice 7.4 could not stand in for
// Excel here: converting with `soffice --headless` under LC_ALL=en_US, fr_FR and ar_LB.UTF-8 alike split
// on ',' and read Windows-1252, mark or not; told ';' and UTF-8, it split this file into its columns, with
// the mark gone and Arabic, ';' inside quotes, apostrophes, markup and bidi controls kept as text.

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell separator Excel expects from an owner reading the panel in that language. */
export const CSV_SEPARATORS: Record<Language, ',' | ';'> = { en: ',', fr: ';', ar: ';' };

/**
 * One cell: a leading apostrophe where a spreadsheet would read a formula, quoted where RFC 4180 asks.
 * Both separators are quoted, so a cell stays whole whichever one the file is read with.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export type StockStatus = 'ok' | 'low' | 'out';

export const stockStatus = (count: number, threshold: number): StockStatus => (count === 0 ? 'out' : count <= threshold ? 'low' : 'ok');

/** The messages of the file: its headers, each language's name in them, and the statuses. */
export interface StockCsvMessages {
  item: string;
  colour: string;
  count: string;
  status: string;
  /** A column's language, as its header names it: "Item (French)". */
  languages: Record<Language, string>;
  statuses: Record<StockStatus, string>;
}

export const STOCK_CSV_MESSAGES: Record<Language, StockCsvMessages> = {
  en: {
    item: 'Item',
    colour: 'Colour',
    count: 'Count',
    status: 'Status',
    languages: { en: 'English', fr: 'French', ar: 'Arabic' },
    statuses: { ok: 'In stock', low: 'Low', out: 'Sold out' },
  },
  fr: {
    item: 'Article',
    colour: 'Couleur',
    count: 'Quantité',
    status: 'État',
    languages: { en: 'anglais', fr: 'français', ar: 'arabe' },
    statuses: { ok: 'En stock', low: 'Stock bas', out: 'Épuisé' },
  },
  ar: {
    item: 'المنتج',
    colour: 'اللون',
    count: 'الكمية',
    status: 'الحالة',
    languages: { en: 'بالإنجليزية', fr: 'بالفرنسية', ar: 'بالعربية' },
    statuses: { ok: 'متوفر', low: 'كمية قليلة', out: 'نفدت الكمية' },
  },
};

/** The file's language: the one the request names (`fr`, `FR`, `fr-LB`) when the panel has it, else English. */
export function stockCsvLanguage(requested: string | undefined): Language {
  const language = requested?.toLowerCase().split(/[-_]/)[0];
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

type Translated = Partial<Record<TranslatedLanguage, string>>;

/** An item's French and Arabic names and its colours', by colour key; a missing one is not translated. */
export interface ItemNames {
  names: Translated;
  colours: Map<string, Translated>;
}

/** Items' names by `kind:id`. */
export type StockCsvNames = Map<string, ItemNames>;

const itemKey = (kind: string, id: string) => `${kind}:${id}`;

/** A translated name where there is one, else the English one, as the storefront shows it. */
function inEveryLanguage(english: string, translated: Translated | undefined): Record<Language, string> {
  const names: Record<Language, string> = { en: english, fr: english, ar: english };
  for (const language of TRANSLATED_LANGUAGES) {
    const name = translated?.[language]?.trim();
    if (name) names[language] = name;
  }
  return names;
}

/** The counts as CSV in the owner's language: item and colour in each language, count, status; lines end in CRLF. */
export function stockCsv(
  levels: ListedLevel[],
  threshold: number,
  language: Language = DEFAULT_LANGUAGE,
  names: StockCsvNames = new Map(),
): string {
  const messages = STOCK_CSV_MESSAGES[language];
  const inLanguages = (word: string) => [
    `${word} (${messages.languages.en})`,
    `${word} (${messages.languages.fr})`,
    `${word} (${messages.languages.ar})`,
  ];
  const lines = [
    [...inLanguages(messages.item), ...inLanguages(messages.colour), messages.count, messages.status],
    ...levels.map((level) => {
      const item = names.get(itemKey(level.kind, level.item_id));
      const itemNames = inEveryLanguage(level.name, item?.names);
      const colourNames = level.color_name === null ? undefined : inEveryLanguage(level.color_name, item?.colours.get(level.color_key));
      return [
        itemNames.en,
        itemNames.fr,
        itemNames.ar,
        colourNames?.en ?? '',
        colourNames?.fr ?? '',
        colourNames?.ar ?? '',
        String(level.count),
        messages.statuses[stockStatus(level.count, threshold)],
      ];
    }),
  ];
  const separator = CSV_SEPARATORS[language];
  return BOM + lines.map((cells) => cells.map(csvCell).join(separator)).join('\r\n') + '\r\n';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A colour's `translations: {fr: {name}, ar: {name}}` in the item's colours JSON, where it has them. */
function colourTranslations(colour: Record<string, unknown>): Translated {
  const translated: Translated = {};
  const translations = colour.translations;
  if (!isRecord(translations)) return translated;
  for (const language of TRANSLATED_LANGUAGES) {
    const entry = translations[language];
    if (isRecord(entry) && typeof entry.name === 'string') translated[language] = entry.name;
  }
  return translated;
}

/** The colours of a product's colours JSON by their count's key (the upper-case #RRGGBB). */
function coloursByKey(json: string): Map<string, Translated> {
  let colours: unknown;
  try {
    colours = JSON.parse(json);
  } catch {
    return new Map();
  }
  if (!Array.isArray(colours)) return new Map();
  return new Map(
    colours
      .filter(isRecord)
      .flatMap((colour) =>
        typeof colour.hexCode === 'string' ? [[colour.hexCode.toUpperCase(), colourTranslations(colour)] as const] : [],
      ),
  );
}

const present = (name: string | null): string | undefined => name ?? undefined;

/** The French and Arabic names of tracked items and their colours, as `findTrackedItemNames` reads them. */
export function stockCsvNames({ products, offers }: TrackedItemNames): StockCsvNames {
  const names: StockCsvNames = new Map();
  for (const product of products) {
    names.set(itemKey('product', product.id), {
      names: { fr: present(product.name_fr), ar: present(product.name_ar) },
      colours: coloursByKey(product.colors),
    });
  }
  for (const offer of offers) {
    names.set(itemKey('offer', offer.id), { names: { fr: present(offer.name_fr), ar: present(offer.name_ar) }, colours: new Map() });
  }
  return names;
}
