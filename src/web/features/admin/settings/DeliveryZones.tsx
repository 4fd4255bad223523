import { ArrowDown, ArrowUp, ChevronDown, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { DELIVERY_LIMITS } from '#contract/delivery.js';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '#contract/languages.js';
import { Button } from '#web/components/ui/Button.js';
import { TextField } from '../form/Field.js';
import type { FieldErrors } from '../form/field-errors.js';
import { translationInputProps, TranslationFieldset } from '../form/TranslationFieldset.js';
import { useAdminText, useServerMessage } from '../i18n/context.js';
import {
  newZone,
  ZONE_TEXT_NAMES,
  zoneKey,
  ZONES_KEY,
  zoneTranslatedKey,
  type ZoneFieldName,
  type ZoneFields,
  type ZoneTextName,
} from './settings-form.js';

interface DeliveryZonesProps {
  zones: ZoneFields[];
  errors: FieldErrors;
  /** `order[at]` is where the zone now at `at` was before, so the page can move its errors with it. */
  onChange: (zones: ZoneFields[], order: number[]) => void;
}

/** Where the keyboard goes once the list re-renders: a zone's control, or the Add button. */
type FocusTarget = { key: string; control: 'name' | 'up' | 'down' } | 'add';

/**
 * The zones in the cart's order, each a group of its fields, with buttons to move it and remove it;
 * a zone is added at the end. Removing is not asked about: nothing is gone until the page is saved.
 */
export function DeliveryZones({ zones, errors, onChange }: DeliveryZonesProps) {
  const text = useAdminText().settings;
  const serverMessage = useServerMessage();
  const fullId = useId();
  const sectionRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const full = zones.length >= DELIVERY_LIMITS.zonesMax;
  const listError = errors[ZONES_KEY] ?? errors.delivery;

  // Moving or removing a zone re-renders the list; the keyboard stays with the zone it acted on.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'add') {
      sectionRef.current?.querySelector<HTMLElement>('[data-control="add"]')?.focus();
      return;
    }
    const zone = sectionRef.current?.querySelector<HTMLElement>(`[data-zone="${target.key}"]`);
    const control = zone?.querySelector<HTMLElement>(`[data-control="${target.control}"]:not([disabled])`);
    // At the top or the bottom the button pressed is disabled: its twin takes the focus.
    (control ?? zone?.querySelector<HTMLElement>('[data-control="up"]:not([disabled]), [data-control="down"]:not([disabled])'))?.focus();
  }, [zones]);

  const called = (index: number) => text.zoneCalled(index + 1, zones[index]?.name.trim() ?? '');

  const update = (index: number, change: Partial<ZoneFields>) =>
    onChange(
      zones.map((zone, at) => (at === index ? { ...zone, ...change } : zone)),
      zones.map((_zone, at) => at),
    );

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const zone = zones[index];
    if (!zone || to < 0 || to >= zones.length) return;
    const order = zones.map((_zone, at) => at);
    [order[index], order[to]] = [order[to]!, order[index]!];
    focusNext.current = { key: zone.key, control: by < 0 ? 'up' : 'down' };
    setAnnouncement(text.zoneMoved(called(index), to + 1, zones.length));
    onChange(
      order.map((from) => zones[from]!),
      order,
    );
  };

  const remove = (index: number) => {
    const order = zones.map((_zone, at) => at).filter((at) => at !== index);
    const after = zones[index + 1] ?? zones[index - 1];
    focusNext.current = after ? { key: after.key, control: 'name' } : 'add';
    setAnnouncement(text.zoneRemoved(called(index)));
    onChange(
      order.map((from) => zones[from]!),
      order,
    );
  };

  const add = () => {
    if (full) return;
    const zone = newZone();
    focusNext.current = { key: zone.key, control: 'name' };
    onChange(
      [...zones, zone],
      zones.map((_zone, at) => at),
    );
  };

  return (
    <div ref={sectionRef} className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-ink">{text.zones}</h3>
      {zones.length === 0 ? <p className="text-sm text-muted">{text.noZones}</p> : null}
      <ol className="flex flex-col gap-3">
        {zones.map((zone, index) => (
          <ZoneGroup
            key={zone.key}
            zone={zone}
            position={index + 1}
            count={zones.length}
            called={called(index)}
            errors={errors}
            errorKey={(name) => zoneKey(index, name)}
            translatedKey={(language, name) => zoneTranslatedKey(index, language, name)}
            onChange={(change) => update(index, change)}
            onMove={(by) => move(index, by)}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      {listError ? <p className="text-sm text-red-700">{serverMessage(listError)}</p> : null}
      <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
        {/* Unavailable rather than disabled at the limit: it keeps the keyboard's place and says why. */}
        <Button
          data-control="add"
          variant="secondary"
          busy={full}
          onClick={add}
          aria-describedby={full ? fullId : undefined}
          className="w-full sm:w-auto"
        >
          <Plus aria-hidden="true" className="size-4" />
          {text.addZone}
        </Button>
        {full ? (
          <p id={fullId} className="text-sm text-muted">
            {text.zonesFull}
          </p>
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

interface ZoneGroupProps {
  zone: ZoneFields;
  position: number;
  count: number;
  /** The zone's name, or its place while it has none: what its buttons name it by. */
  called: string;
  errors: FieldErrors;
  errorKey: (name: ZoneFieldName) => string;
  translatedKey: (language: TranslatedLanguage, name: ZoneTextName) => string;
  onChange: (change: Partial<ZoneFields>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function ZoneGroup({ zone, position, count, called, errors, errorKey, translatedKey, onChange, onMove, onRemove }: ZoneGroupProps) {
  const messages = useAdminText();
  const text = messages.settings;
  const hasTranslations = TRANSLATED_LANGUAGES.some((language) => ZONE_TEXT_NAMES.some((name) => zone.translations[language][name] !== ''));
  const translationError = TRANSLATED_LANGUAGES.some((language) => ZONE_TEXT_NAMES.some((name) => errors[translatedKey(language, name)]));
  // Folded while empty so a long list stays short on a phone; a message inside opens it.
  const [translationsOpen, setTranslationsOpen] = useState(hasTranslations);

  const field = (name: ZoneFieldName) => ({
    value: zone[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [name]: event.target.value }),
    error: errors[errorKey(name)],
  });
  const translated = (language: TranslatedLanguage, name: ZoneTextName) => ({
    ...translationInputProps(language),
    value: zone.translations[language][name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange({ translations: { ...zone.translations, [language]: { ...zone.translations[language], [name]: event.target.value } } }),
    error: errors[translatedKey(language, name)],
  });

  const iconButton =
    'inline-flex size-11 items-center justify-center rounded-lg border border-brand-200 text-ink hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <li data-zone={zone.key}>
      <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-brand-100 p-3 sm:p-4">
        <legend className="px-1 text-sm font-semibold break-words text-ink">{text.zone(position, zone.name.trim())}</legend>
        <div className="flex justify-end gap-2">
          <button
            type="button"
            data-control="up"
            className={iconButton}
            aria-label={text.moveZoneUp(called)}
            disabled={position === 1}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            data-control="down"
            className={iconButton}
            aria-label={text.moveZoneDown(called)}
            disabled={position === count}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={`${iconButton} text-red-700 hover:bg-red-50`}
            aria-label={text.removeZone(called)}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
        <TextField
          label={text.zoneName}
          data-control="name"
          autoComplete="off"
          placeholder={text.zoneNamePlaceholder}
          maxLength={DELIVERY_LIMITS.zoneNameMax}
          required
          {...field('name')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={text.fee} inputMode="decimal" autoComplete="off" hint={text.feeHint} required {...field('fee')} />
          <TextField label={text.freeOver} inputMode="decimal" autoComplete="off" hint={text.freeOverHint} {...field('freeOver')} />
        </div>
        <TextField
          label={text.estimate}
          autoComplete="off"
          placeholder={text.estimatePlaceholder}
          hint={text.estimateHint}
          maxLength={DELIVERY_LIMITS.estimateMax}
          {...field('estimate')}
        />
        <details
          open={translationsOpen || translationError}
          onToggle={(event) => setTranslationsOpen(event.currentTarget.open)}
          className="group rounded-lg"
        >
          {/* A flex summary loses the browser's triangle: the chevron says it opens. */}
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 text-sm font-medium text-brand-800">
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
            {text.zoneTranslations}
          </summary>
          <div className="mt-2 grid gap-3 md:grid-cols-2">
            {TRANSLATED_LANGUAGES.map((language) => {
              const languageName = messages.translations.languages[language];
              return (
                <TranslationFieldset key={language} language={language}>
                  <TextField
                    label={messages.translations.name(languageName)}
                    autoComplete="off"
                    maxLength={DELIVERY_LIMITS.zoneNameMax}
                    {...translated(language, 'name')}
                  />
                  <TextField
                    label={text.estimateIn(languageName)}
                    autoComplete="off"
                    maxLength={DELIVERY_LIMITS.estimateMax}
                    {...translated(language, 'estimate')}
                  />
                </TranslationFieldset>
              );
            })}
          </div>
        </details>
      </fieldset>
    </li>
  );
}
