import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { SETTINGS_LIMITS } from '#contract/settings.js';
import type { DayHours, ShopConfig } from '#contract/shop-defaults.js';
import { saveSettingsMutation, settingsQuery } from '#web/api/admin/settings.js';
import { Button } from '#web/components/ui/Button.js';
import { toast } from '#web/components/ui/toast.js';
import { errorMessage } from '#web/http/api-client.js';
import { useCountAsOpenForm } from '../auth/open-forms.js';
import { TextAreaField, TextField } from '../form/Field.js';
import { showPathErrors, type FieldErrors } from '../form/field-errors.js';
import { focusFirstInvalid } from '../form/focus-invalid.js';
import { SaveBar } from '../form/SaveBar.js';
import { Switch } from '../form/Switch.js';
import { useAdminText, useServerMessage } from '../i18n/context.js';
import { ErrorState, LoadingState } from '../list/ListStates.js';
import { PageHeading } from '../list/PageHeading.js';
import { sameData, useUnsavedChanges } from '../unsaved/unsaved-changes.js';
import { DeliveryZones } from './DeliveryZones.js';
import { FeedSection } from './FeedSection.js';
import { textBinding, translatedBinding } from './field-bindings.js';
import { FormSection } from './FormSection.js';
import { PoundsSection } from './PoundsSection.js';
import { checkSettings, fieldsFromConfig, followZones, placedErrorKeys, type SettingsFields } from './settings-form.js';
import { TranslationSections } from './TranslationSections.js';
import { WeekHoursTable } from './WeekHoursTable.js';
import { WhatsappSection } from './WhatsappSection.js';

/** The shop's settings as the owner edits them: loaded once, then the form is theirs until they save. */
export function SettingsPage() {
  const text = useAdminText().settings;
  const settings = useQuery(settingsQuery());
  return (
    <section className="mx-auto max-w-3xl">
      <PageHeading title={text.heading} />
      {settings.data ? (
        <div className="flex flex-col gap-5">
          <SettingsForm config={settings.data} />
          <FeedSection shopName={settings.data.name} />
        </div>
      ) : settings.isError ? (
        <ErrorState title={text.fetchFailed} error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <LoadingState />
      )}
    </section>
  );
}

/**
 * `config` is the stored settings (the query's data): the form starts from it and shows the server's
 * response after a save; the test link and the rate's date always follow it, not what is being typed.
 */
function SettingsForm({ config }: { config: ShopConfig }) {
  useCountAsOpenForm();
  const messages = useAdminText();
  const serverMessage = useServerMessage();
  const save = useMutation(saveSettingsMutation);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  // The form as last loaded or saved; `fields` starts as this very object, each reading giving zones new keys.
  const [savedFields, setSavedFields] = useState<SettingsFields>(() => fieldsFromConfig(config));
  const [fields, setFields] = useState<SettingsFields>(savedFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = save.isPending;
  const dirty = !sameData(fields, savedFields);
  useUnsavedChanges(dirty);

  const text = textBinding(fields, errors, setFields);
  const translated = translatedBinding(fields, errors, setFields);
  const changeDay = (index: number, change: Partial<DayHours>) =>
    setFields((current) => ({
      ...current,
      days: current.days.map((day, at) => (at === index ? { ...day, ...change } : day)),
    }));

  const placed = placedErrorKeys(fields);
  const otherErrors = Object.entries(errors).filter(([key]) => !placed.has(key));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not state: a double click lands before React re-renders the busy button.
    if (inFlight.current) return;
    const check = checkSettings(fields);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    inFlight.current = true;
    save.mutate(check.body, {
      onSuccess: (saved) => {
        const stored = fieldsFromConfig(saved);
        setSavedFields(stored);
        setFields(stored);
        toast.success(messages.settings.saved);
      },
      onError: (failure) => {
        if (!showPathErrors(failure, formRef.current, setErrors))
          toast.error(serverMessage(errorMessage(failure, messages.settings.saveFailed)));
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-sm text-muted">{messages.settings.intro}</p>

      <FormSection title={messages.settings.shopSection}>
        <TextField label={messages.settings.name} maxLength={SETTINGS_LIMITS.name} required {...text('name')} />
      </FormSection>

      <WhatsappSection
        text={text}
        typedNumber={fields.whatsappNumber}
        savedNumber={config.whatsappNumber}
        onTidyNumber={(whatsappNumber) => setFields((current) => ({ ...current, whatsappNumber }))}
      />

      <FormSection title={messages.settings.contactSection}>
        <TextField
          label={messages.settings.phone}
          type="tel"
          autoComplete="off"
          maxLength={SETTINGS_LIMITS.phone}
          required
          {...text('phone')}
        />
        <TextAreaField label={messages.settings.address} maxLength={SETTINGS_LIMITS.address} rows={2} required {...text('address')} />
      </FormSection>

      <FormSection title={messages.settings.hoursSection}>
        <Switch
          label={messages.settings.alwaysOpen}
          hint={messages.settings.alwaysOpenHint}
          checked={fields.alwaysOpen}
          onCheckedChange={(alwaysOpen) => setFields((current) => ({ ...current, alwaysOpen }))}
        />
        {fields.alwaysOpen ? null : <WeekHoursTable days={fields.days} onChange={changeDay} errors={errors} />}
      </FormSection>

      <FormSection title={messages.settings.deliverySection} intro={messages.settings.deliveryIntro}>
        <DeliveryZones
          zones={fields.zones}
          errors={errors}
          onChange={(zones, order) => {
            setFields((current) => ({ ...current, zones }));
            setErrors((current) => followZones(current, order));
          }}
        />
        <Switch
          label={messages.settings.pickup}
          hint={messages.settings.pickupHint}
          checked={fields.pickup}
          onCheckedChange={(pickup) => setFields((current) => ({ ...current, pickup }))}
        />
      </FormSection>

      <FormSection title={messages.settings.linksSection}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={messages.settings.facebookUrl}
            type="url"
            inputMode="url"
            placeholder="https://"
            hint={messages.settings.linkHint}
            maxLength={SETTINGS_LIMITS.url}
            required
            {...text('facebookUrl')}
          />
          <TextField
            label={messages.settings.instagramUrl}
            type="url"
            inputMode="url"
            placeholder="https://"
            hint={messages.settings.linkHint}
            maxLength={SETTINGS_LIMITS.url}
            required
            {...text('instagramUrl')}
          />
        </div>
      </FormSection>

      <FormSection title={messages.settings.aboutSection}>
        <TextAreaField
          label={messages.settings.aboutText}
          hint={messages.settings.aboutHint}
          maxLength={SETTINGS_LIMITS.aboutText}
          rows={8}
          required
          {...text('aboutText')}
        />
      </FormSection>

      <TranslationSections translated={translated} />

      <PoundsSection text={text} errors={errors} savedRate={config.poundRate} />

      <FormSection title={messages.settings.stockSection}>
        <TextField
          label={messages.settings.lowStockThreshold}
          inputMode="numeric"
          autoComplete="off"
          hint={messages.settings.lowStockThresholdHint}
          {...text('lowStockThreshold')}
        />
      </FormSection>

      {otherErrors.length > 0 ? (
        <ul role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {otherErrors.map(([key, message]) => (
            <li key={key}>{serverMessage(message)}</li>
          ))}
        </ul>
      ) : null}
      <SaveBar status={dirty ? messages.unsaved.notSaved : null}>
        <Button type="submit" size="lg" busy={busy}>
          {busy ? messages.settings.submitting : messages.settings.submit}
        </Button>
      </SaveBar>
    </form>
  );
}
