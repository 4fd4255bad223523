import { SETTINGS_LIMITS } from '#contract/settings.js';
import { TRANSLATED_LANGUAGES } from '#contract/languages.js';
import { TextAreaField } from '../form/Field.js';
import { useAdminText } from '../i18n/context.js';
import type { TranslatedBinding } from './field-bindings.js';
import { FormSection } from './FormSection.js';

/** A section for each other language: the About text, greetings and address as the shop says them in it. */
export function TranslationSections({ translated }: { translated: TranslatedBinding }) {
  const messages = useAdminText();
  return TRANSLATED_LANGUAGES.map((language) => {
    const label = messages.settings.translatedLabel[language];
    return (
      <FormSection key={language} title={messages.settings.translationSection[language]} intro={messages.settings.translationsIntro}>
        <TextAreaField
          label={label(messages.settings.aboutText)}
          maxLength={SETTINGS_LIMITS.aboutText}
          rows={6}
          {...translated(language, 'aboutText')}
        />
        <TextAreaField
          label={label(messages.settings.whatsappGreeting)}
          maxLength={SETTINGS_LIMITS.greeting}
          rows={2}
          {...translated(language, 'whatsappGreeting')}
        />
        <TextAreaField
          label={label(messages.settings.orderGreeting)}
          maxLength={SETTINGS_LIMITS.greeting}
          rows={2}
          {...translated(language, 'orderGreeting')}
        />
        <TextAreaField
          label={label(messages.settings.address)}
          maxLength={SETTINGS_LIMITS.address}
          rows={2}
          {...translated(language, 'address')}
        />
      </FormSection>
    );
  });
}
