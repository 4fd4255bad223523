import { useId, type ReactNode } from 'react';
import { direction, type TranslatedLanguage } from '#contract/languages.js';
import { useAdminText } from '../i18n/context.js';

/** An input for words in `language`: marked with it (spelling) and written in its direction (Arabic right to left). */
export const translationInputProps = (language: TranslatedLanguage) => ({ lang: language, dir: direction(language) });

/**
 * One language's optional fields (a product's name and description, a category's name), grouped
 * under "French (optional)" or "Arabic (optional)" with a hint that an empty field shows the English.
 */
export function TranslationFieldset({ language, children }: { language: TranslatedLanguage; children: ReactNode }) {
  const text = useAdminText().translations;
  const name = text.languages[language];
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-4 rounded-xl border border-brand-100 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{text.legend(name)}</legend>
      <p id={hintId} className="-mt-2 text-xs text-muted">
        {text.hint(name)}
      </p>
      {children}
    </fieldset>
  );
}
