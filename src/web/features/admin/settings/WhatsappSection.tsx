import { MessageCircle } from 'lucide-react';
import { SETTINGS_LIMITS } from '#contract/settings.js';
import { displayWhatsappNumber } from '#contract/whatsapp-number.js';
import { whatsappLink } from '#web/shop/whatsapp-link.js';
import { TextAreaField, TextField } from '../form/Field.js';
import { useAdminText } from '../i18n/context.js';
import type { TextBinding } from './field-bindings.js';
import { FormSection } from './FormSection.js';
import { shownWhatsappNumber } from './settings-form.js';

interface WhatsappSectionProps {
  text: TextBinding;
  /** The number as typed. */
  typedNumber: string;
  /** The number as stored: the test link opens a chat with it, not with what is being typed. */
  savedNumber: string;
  /** On leaving the field, the typed number as it will be shown, when it reads as one. */
  onTidyNumber: (shown: string) => void;
}

/** The shop's WhatsApp number, with a link to test it, and the greetings its messages open with. */
export function WhatsappSection({ text, typedNumber, savedNumber, onTidyNumber }: WhatsappSectionProps) {
  const messages = useAdminText();
  const shownNumber = shownWhatsappNumber(typedNumber);
  return (
    <FormSection title={messages.settings.whatsappSection}>
      <div className="flex flex-col gap-2">
        <TextField
          label={messages.settings.whatsappNumber}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="+961 70 123 456"
          required
          hint={
            <>
              {messages.settings.whatsappNumberHint}
              {shownNumber ? (
                <span className="block font-medium text-ink">{messages.settings.whatsappNumberShown(shownNumber)}</span>
              ) : null}
            </>
          }
          onBlur={() => {
            if (shownNumber) onTidyNumber(shownNumber);
          }}
          {...text('whatsappNumber')}
        />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <a
            href={whatsappLink(savedNumber)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-emerald-700 px-4 text-sm font-medium text-emerald-800 hover:bg-emerald-50"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {messages.settings.testMessage}
            <span className="sr-only"> {messages.settings.opensInNewTab}</span>
          </a>
          <p className="text-xs text-muted">{messages.settings.testMessageHint(displayWhatsappNumber(savedNumber))}</p>
        </div>
      </div>
      <TextAreaField
        label={messages.settings.whatsappGreeting}
        hint={messages.settings.whatsappGreetingHint}
        maxLength={SETTINGS_LIMITS.greeting}
        rows={2}
        required
        {...text('whatsappGreeting')}
      />
      <TextAreaField
        label={messages.settings.orderGreeting}
        hint={messages.settings.orderGreetingHint}
        maxLength={SETTINGS_LIMITS.greeting}
        rows={2}
        required
        {...text('orderGreeting')}
      />
    </FormSection>
  );
}
