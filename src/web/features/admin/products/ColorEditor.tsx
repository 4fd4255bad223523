import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { colorSchema, DEFAULT_HEX_CODE, HEX_CODE_PATTERN, sameColorName, type Color } from '#contract/color.js';
import { LIMITS } from '#contract/constants.js';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '#contract/languages.js';
import { validation } from '#contract/messages/validation.js';
import type { Photo } from '#contract/photo.js';
import { ResponsiveImage } from '#web/components/ui/ResponsiveImage.js';
import { toast } from '#web/components/ui/toast.js';
import { zodFieldErrors, type FieldErrors } from '../form/field-errors.js';
import { Button } from '#web/components/ui/Button.js';
import { inputClass } from '../form/Field.js';
import { translationInputProps } from '../form/TranslationFieldset.js';
import { useAdminText, useServerMessage } from '../i18n/context.js';

type TranslatedNames = Record<TranslatedLanguage, string>;
const NO_NAMES: TranslatedNames = { fr: '', ar: '' };

/** A colour's name in one language, optional: the English one stands in where it is empty. */
function TranslatedColorName({
  language,
  value,
  onChange,
}: {
  language: TranslatedLanguage;
  value: string;
  onChange: (name: string) => void;
}) {
  const text = useAdminText();
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {text.colors.nameIn(text.translations.languages[language])}
      </label>
      <input
        id={id}
        value={value}
        maxLength={LIMITS.colorNameMax}
        {...translationInputProps(language)}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </div>
  );
}

/** The French and Arabic name fields, side by side where there is room. */
function TranslatedColorNames({ names, onChange }: { names: TranslatedNames; onChange: (names: TranslatedNames) => void }) {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {TRANSLATED_LANGUAGES.map((language) => (
        <TranslatedColorName
          key={language}
          language={language}
          value={names[language]}
          onChange={(name) => onChange({ ...names, [language]: name })}
        />
      ))}
    </div>
  );
}

const namesOf = (color: Color): TranslatedNames => ({
  fr: color.translations?.fr.name ?? '',
  ar: color.translations?.ar.name ?? '',
});
const translationsOf = (names: TranslatedNames) => ({
  fr: names.fr ? { name: names.fr } : {},
  ar: names.ar ? { name: names.ar } : {},
});

interface ColorEditorProps {
  colors: Color[];
  onChange: (colors: Color[]) => void;
  /** The product's stored photos, in order: a colour can show one of them. */
  photos: readonly Photo[];
  /** A server message about the colours as a whole. */
  error?: string | undefined;
  disabled?: boolean;
}

interface ColorPhotoSelectProps {
  colorName: string;
  photoId: string | null;
  photos: readonly Photo[];
  onChange: (photoId: string | null) => void;
}

/** Which of the product's photos a colour shows, by its place in the list, with a thumbnail of it. */
function ColorPhotoSelect({ colorName, photoId, photos, onChange }: ColorPhotoSelectProps) {
  const text = useAdminText().colors;
  const chosen = photos.find((photo) => photo.id === photoId);
  return (
    <span className="inline-flex items-center gap-1.5">
      {chosen ? (
        <span className="size-8 shrink-0 overflow-hidden rounded border border-ink/10">
          <ResponsiveImage image={chosen} alt="" sizes="2rem" maxWidth={160} />
        </span>
      ) : null}
      <select
        aria-label={text.photoOf(colorName)}
        value={chosen?.id ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className="h-9 rounded-lg border border-brand-200 bg-white px-2 text-sm text-ink"
      >
        <option value="">{text.noPhoto}</option>
        {photos.map((photo, index) => (
          <option key={photo.id} value={photo.id}>
            {text.photoOption(index + 1)}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * Adds and removes a product's colours: a name and a hex code, each unique in the product (names
 * case-insensitively), and the photo each one shows once the product has photos.
 */
export function ColorEditor({ colors, onChange, photos, error, disabled }: ColorEditorProps) {
  const text = useAdminText().colors;
  const serverMessage = useServerMessage();
  const id = useId();
  const [name, setName] = useState('');
  const [hexCode, setHexCode] = useState<string>(DEFAULT_HEX_CODE);
  const [translatedNames, setTranslatedNames] = useState<TranslatedNames>(NO_NAMES);
  const [errors, setErrors] = useState<FieldErrors>({});

  function addColor() {
    const parsed = colorSchema.safeParse({ name, hexCode, translations: translationsOf(translatedNames) });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    if (colors.some((color) => sameColorName(color.name, parsed.data.name))) {
      setErrors({ name: validation.colorNameExists });
      return;
    }
    if (colors.some((color) => color.hexCode === parsed.data.hexCode)) {
      setErrors({ hexCode: validation.colorHexExists });
      return;
    }
    if (colors.length >= LIMITS.maxColors) {
      setErrors({ name: validation.tooManyColors });
      return;
    }
    onChange([...colors, parsed.data]);
    setName('');
    setHexCode(DEFAULT_HEX_CODE);
    setTranslatedNames(NO_NAMES);
    setErrors({});
    toast.success(text.added);
  }

  function removeColor(index: number) {
    onChange(colors.filter((_, position) => position !== index));
    toast.success(text.removed);
  }

  const pickerValue = HEX_CODE_PATTERN.test(hexCode.trim()) ? hexCode.trim().toLowerCase() : DEFAULT_HEX_CODE;

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-brand-100 p-3" disabled={disabled}>
      <legend className="px-1 text-sm font-medium text-ink">{text.legend}</legend>

      {colors.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {colors.map((color, index) => (
            <li
              key={`${color.name}-${index}`}
              className="inline-flex max-w-full flex-wrap items-center gap-x-2 gap-y-1 rounded-3xl border border-brand-100 bg-brand-50 py-1 ps-1.5 pe-1 text-sm"
            >
              <span aria-hidden="true" className="size-5 rounded-full border border-ink/10" style={{ backgroundColor: color.hexCode }} />
              <span className="max-w-40 truncate">{color.name}</span>
              <span className="text-xs text-muted">{color.hexCode}</span>
              {photos.length > 0 ? (
                <ColorPhotoSelect
                  colorName={color.name}
                  photoId={color.photo}
                  photos={photos}
                  onChange={(photo) => onChange(colors.map((other, position) => (position === index ? { ...other, photo } : other)))}
                />
              ) : null}
              <button
                type="button"
                aria-label={text.remove(color.name)}
                onClick={() => removeColor(index)}
                className="inline-flex size-7 items-center justify-center rounded-full text-muted hover:bg-white hover:text-red-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
              <details className="basis-full text-xs">
                <summary
                  aria-label={text.translatedNamesOf(color.name)}
                  className="cursor-pointer px-1 text-muted underline-offset-2 hover:underline"
                >
                  {text.translatedNames}
                </summary>
                <div className="mt-1 rounded-lg bg-white p-2">
                  <TranslatedColorNames
                    names={namesOf(color)}
                    onChange={(names) =>
                      onChange(
                        colors.map((other, position) => (position === index ? { ...other, translations: translationsOf(names) } : other)),
                      )
                    }
                  />
                </div>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{text.none}</p>
      )}

      <div className="grid gap-2 sm:grid-cols-[1fr_10rem]">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-xs font-medium text-muted">
            {text.name}
          </label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={LIMITS.colorNameMax}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the colour rather than submitting the whole product.
              if (event.key === 'Enter') {
                event.preventDefault();
                addColor();
              }
            }}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            className={inputClass}
          />
          {errors.name ? (
            <p id={`${id}-name-error`} className="text-sm text-red-700">
              {serverMessage(errors.name)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-hex`} className="text-xs font-medium text-muted">
            {text.hexCode}
          </label>
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label={text.picker}
              value={pickerValue}
              onChange={(event) => setHexCode(event.target.value.toUpperCase())}
              className="h-11 w-11 shrink-0 cursor-pointer rounded-lg border border-brand-200 bg-white p-1"
            />
            <input
              id={`${id}-hex`}
              value={hexCode}
              placeholder={text.hexPlaceholder}
              maxLength={7}
              spellCheck={false}
              autoCapitalize="characters"
              onChange={(event) => setHexCode(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addColor();
                }
              }}
              aria-invalid={errors.hexCode ? true : undefined}
              aria-describedby={errors.hexCode ? `${id}-hex-error` : undefined}
              className={`${inputClass} font-mono uppercase`}
            />
          </div>
          {errors.hexCode ? (
            <p id={`${id}-hex-error`} className="text-sm text-red-700">
              {serverMessage(errors.hexCode)}
            </p>
          ) : null}
        </div>
      </div>
      <TranslatedColorNames names={translatedNames} onChange={setTranslatedNames} />
      <p className="-mt-1 text-xs text-muted">{text.translationsHint}</p>
      <Button variant="secondary" onClick={addColor} className="self-start">
        <Plus aria-hidden="true" className="size-4" />
        {text.add}
      </Button>
      {error ? <p className="text-sm text-red-700">{serverMessage(error)}</p> : null}
    </fieldset>
  );
}
