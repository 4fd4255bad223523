import { TRANSLATION_FIELD_NAMES } from '#contract/fields.js';
import { TRANSLATED_LANGUAGES } from '#contract/languages.js';
import { TextAreaField, TextField } from '../form/Field.js';
import { TranslationFieldset, translationInputProps } from '../form/TranslationFieldset.js';
import { useAdminText, useServerMessage } from '../i18n/context.js';
import { PhotosField } from './PhotosField.js';
import type { CatalogueItemForm } from './use-catalogue-item-form.js';

interface PriceFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  required?: boolean;
}

/** Dollars with two decimals, never negative; a decimal keypad on a phone. */
function PriceField({ label, name, value, onChange, error, required }: PriceFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="number"
      inputMode="decimal"
      step="0.01"
      min="0"
      placeholder="0.00"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required={required}
    />
  );
}

/** The optional French and Arabic name and description, one group per language, after the English fields. */
export function CatalogueItemTranslationFields({ form }: { form: CatalogueItemForm }) {
  const text = useAdminText().translations;
  const { fields, setField, errors } = form;
  return TRANSLATED_LANGUAGES.map((language) => {
    const { name, description } = TRANSLATION_FIELD_NAMES[language];
    const languageName = text.languages[language];
    const inputProps = translationInputProps(language);
    return (
      <TranslationFieldset key={language} language={language}>
        <TextField
          label={text.name(languageName)}
          name={name}
          {...inputProps}
          value={fields[name]}
          onChange={(event) => setField(name, event.target.value)}
          error={errors[name]}
        />
        <TextAreaField
          label={text.description(languageName)}
          name={description}
          rows={3}
          {...inputProps}
          value={fields[description]}
          onChange={(event) => setField(description, event.target.value)}
          error={errors[description]}
        />
      </TranslationFieldset>
    );
  });
}

/** Name, description, price and the optional offer price of a product or an offer. */
export function CatalogueItemFields({ form, offerPriceLabel }: { form: CatalogueItemForm; offerPriceLabel: string }) {
  const text = useAdminText().products;
  const { fields, setField, errors } = form;
  return (
    <>
      <TextField
        label={text.name}
        name="name"
        value={fields.name}
        onChange={(event) => setField('name', event.target.value)}
        error={errors.name}
        required
      />
      <TextAreaField
        label={text.description}
        name="description"
        rows={3}
        value={fields.description}
        onChange={(event) => setField('description', event.target.value)}
        error={errors.description}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PriceField
          label={text.price}
          name="price"
          value={fields.price}
          onChange={(value) => setField('price', value)}
          error={errors.price}
          required
        />
        <PriceField
          label={`${offerPriceLabel} ${text.optional}`}
          name="offerPrice"
          value={fields.offerPrice}
          onChange={(value) => setField('offerPrice', value)}
          error={errors.offerPrice}
        />
      </div>
    </>
  );
}

/** The photos, uploaded as they are picked; a failed upload or the server's message sits under them. */
export function CatalogueItemPhotosField({ form, deleteText }: { form: CatalogueItemForm; deleteText?: (position: number) => string }) {
  return <PhotosField photos={form.photos} error={form.errors.photos} disabled={form.busy} deleteText={deleteText} />;
}

/** A failure that concerns no one field. */
export function SaveStatus({ form }: { form: CatalogueItemForm }) {
  const serverMessage = useServerMessage();
  return form.formError ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {serverMessage(form.formError)}
    </p>
  ) : null;
}
