import { useLocation } from 'wouter';
import { languageCookie, LANGUAGE_NAMES, LANGUAGES, pathIn } from '#contract/languages.js';
import { useLanguage, useMessages } from '#web/i18n/context.js';
import { useQueryString } from '../navigation/router.js';

/**
 * EN / FR / ع: the page the visitor is on, in another language. Each is a plain link to that page's
 * own address (the page loads in its language, server-rendered), named in its own language.
 */
export function LanguageSwitcher({
  className = '',
  onDark = false,
}: {
  className?: string;
  /** In the footer: light letters. */ onDark?: boolean;
}) {
  const current = useLanguage();
  const messages = useMessages().nav;
  const [page] = useLocation();
  const search = useQueryString();
  return (
    <ul aria-label={messages.language} className={`flex items-center gap-1 ${className}`}>
      {LANGUAGES.map((language) => {
        const { name, short } = LANGUAGE_NAMES[language];
        const isCurrent = language === current;
        return (
          <li key={language}>
            <a
              href={`${pathIn(language, page)}${search}`}
              hrefLang={language}
              lang={language}
              aria-current={isCurrent ? 'true' : undefined}
              // The link loads the page in its language; the cookie makes the choice stick.
              onClick={() => (document.cookie = languageCookie(language))}
              className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 text-sm font-medium transition-colors ${
                isCurrent ? 'bg-brand-100 text-brand-800' : `hover:bg-brand-50 hover:text-brand-800 ${onDark ? 'text-white' : ''}`
              }`}
            >
              <span aria-hidden="true">{short}</span>
              <span className="sr-only">{name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
