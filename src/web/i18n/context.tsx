import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { englishMessages } from './english.js';
import { DEFAULT_LANGUAGE, type Language, type Messages } from './messages.js';

interface LanguageContext {
  language: Language;
  messages: Messages;
}

// English when no provider is above (the default language): a component renders alone, in a test too.
const MessagesContext = createContext<LanguageContext>({ language: DEFAULT_LANGUAGE, messages: englishMessages });

/** Given by App: the page's language and its catalogue, the same on the server and in the browser. */
export function MessagesProvider({ language, messages, children }: LanguageContext & { children: ReactNode }) {
  const value = useMemo(() => ({ language, messages }), [language, messages]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

/** The words of the page's language. */
export const useMessages = (): Messages => useContext(MessagesContext).messages;

/** The page's language. */
export const useLanguage = (): Language => useContext(MessagesContext).language;
