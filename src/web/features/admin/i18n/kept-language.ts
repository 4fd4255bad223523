import { useEffect } from 'react';
import { LANGUAGE_COOKIE, languageCookie, pathIn, type Language } from '#contract/languages.js';
import { keepPanelLanguage } from '#web/api/auth.js';
import { useSession } from '#web/http/session.js';
import { useAdminLanguage } from './context.js';

/**
 * The account keeps the language its person uses the panel in: each time they open it in another one
 * (the footer's links), it is sent, and their next sign-in, on any phone, opens the panel in it.
 */
export function useKeepPanelLanguage(): void {
  const language = useAdminLanguage();
  const kept = useSession((state) => state.language);
  const keptLanguage = useSession((state) => state.keptLanguage);
  useEffect(() => {
    if (kept === language) return;
    // Tried again on the next page if it fails: nothing the person does waits for it.
    keepPanelLanguage({ language }).then(
      () => keptLanguage(language),
      () => undefined,
    );
  }, [kept, language, keptLanguage]);
}

/**
 * After signing in, the panel in the language the account keeps, when the page is in another: a whole
 * new page (its words and direction come with the address), remembered by this browser too.
 */
export function openPanelIn(language: Language, page: string): void {
  document.cookie = languageCookie(language);
  window.location.replace(pathIn(language, page));
}

/** Whether this browser has a language chosen with the language links (their cookie). */
export const chosenHere = (): boolean => document.cookie.split('; ').some((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`));
