import type { PoundRate } from '#contract/shop-defaults.js';
import type { FieldErrors } from '../form/field-errors.js';
import { TextField } from '../form/Field.js';
import { useAdminFormat, useAdminText } from '../i18n/context.js';
import type { TextBinding } from './field-bindings.js';
import { FormSection } from './FormSection.js';

interface PoundsSectionProps {
  text: TextBinding;
  errors: FieldErrors;
  /** The rate as stored: its date is shown, not one for what is being typed. */
  savedRate: PoundRate | null;
}

/** Pounds beside dollars: how many LBP one USD is, and the step pound amounts are rounded to. */
export function PoundsSection({ text, errors, savedRate }: PoundsSectionProps) {
  const messages = useAdminText();
  const format = useAdminFormat();
  return (
    <FormSection title={messages.settings.poundsSection} intro={messages.settings.poundsIntro}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={messages.settings.rate}
          inputMode="decimal"
          autoComplete="off"
          placeholder="89500"
          hint={messages.settings.rateHint}
          {...text('rate')}
          error={errors['poundRate.rate'] ?? errors.poundRate}
        />
        <TextField
          label={messages.settings.step}
          inputMode="numeric"
          autoComplete="off"
          hint={messages.settings.stepHint}
          {...text('step')}
          error={errors['poundRate.step']}
        />
      </div>
      {savedRate ? <p className="text-sm text-muted">{messages.settings.rateSetAt(format.dateTime(savedRate.setAt))}</p> : null}
    </FormSection>
  );
}
