import { createContext, use, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '#contract/languages.js';
import { localizedCategoryName, type TranslatedCategory } from '#contract/localized.js';
import { useLanguage } from '#web/i18n/context.js';
import { formatDate, formatDateTime, formatShopDay } from '../list/format.js';
import { ADMIN_LOCALES, englishAdminCatalogue, loadAdminCatalogue, serverMessageTranslator, type AdminCatalogue } from './messages.js';

interface AdminMessages {
  language: Language;
  catalogue: AdminCatalogue;
  /** A message of the server's (or of a schema shared with it), in the panel's language. */
  serverMessage: (message: string) => string;
}

const englishMessages: AdminMessages = {
  language: DEFAULT_LANGUAGE,
  catalogue: englishAdminCatalogue,
  serverMessage: (message) => message,
};

// English when no provider is above: a component renders alone, in a test too.
const AdminMessagesContext = createContext<AdminMessages>(englishMessages);

const loading = new Map<Language, Promise<AdminCatalogue>>();
const loadOnce = (language: Language) => {
  let promise = loading.get(language);
  if (!promise) {
    promise = loadAdminCatalogue(language);
    loading.set(language, promise);
  }
  return promise;
};

/** The panel in the page's language (its address's /fr or /ar): its words arrive before it shows. */
export function AdminMessagesProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const catalogue = language === DEFAULT_LANGUAGE ? englishAdminCatalogue : use(loadOnce(language));
  const value = useMemo<AdminMessages>(() => {
    if (language === DEFAULT_LANGUAGE) return englishMessages;
    return { language, catalogue, serverMessage: serverMessageTranslator(catalogue) };
  }, [language, catalogue]);
  return <AdminMessagesContext.Provider value={value}>{children}</AdminMessagesContext.Provider>;
}

/** The panel's words in its language, the shape of `admin` (src/contract/messages/admin.ts). */
export const useAdminText = (): AdminCatalogue['text'] => useContext(AdminMessagesContext).catalogue.text;

/** Shows a message of the server's, or of a schema the panel shares with it, in the panel's language. */
export const useServerMessage = (): ((message: string) => string) => useContext(AdminMessagesContext).serverMessage;

/** The panel's language. */
export const useAdminLanguage = (): Language => useContext(AdminMessagesContext).language;

/**
 * A name the owner gave in each language (a category's, a delivery zone's) as the panel's reader wants it:
 * the Arabic one in the Arabic panel, English where none was entered.
 */
export function useOwnName(): (named: TranslatedCategory) => string {
  const language = useAdminLanguage();
  return useCallback((named: TranslatedCategory) => localizedCategoryName(named, language), [language]);
}

/** Dates in the panel's language, in Beirut's time. */
export function useAdminFormat() {
  const locale = ADMIN_LOCALES[useAdminLanguage()];
  return useMemo(() => {
    const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
    return {
      date: (iso: string) => formatDate(iso, locale),
      dateTime: (iso: string) => formatDateTime(iso, locale),
      shopDay: (day: string) => formatShopDay(day, locale),
      number: (value: number) => new Intl.NumberFormat(locale).format(value),
      /** A language's name in the panel's language: an English order reads « anglais » in the French panel. */
      languageName: (language: Language) => languageNames.of(language) ?? language,
    };
  }, [locale]);
}
