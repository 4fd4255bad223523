import type { ChangeEvent, Dispatch, SetStateAction } from 'react';
import type { TranslatedLanguage } from '#contract/languages.js';
import type { ShopTextName } from '#contract/shop-defaults.js';
import type { FieldErrors } from '../form/field-errors.js';
import { translationInputProps } from '../form/TranslationFieldset.js';
import { translatedKey, type SettingsFields, type TextFieldName } from './settings-form.js';

// What ties a field of the Settings form to the form's state: spread onto a field, it shows the value
// as typed and its error, and writes each change back.

type SetFields = Dispatch<SetStateAction<SettingsFields>>;

/** A text field's name, value, change and error. */
export const textBinding = (fields: SettingsFields, errors: FieldErrors, setFields: SetFields) => (name: TextFieldName) => ({
  name,
  value: fields[name],
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value })),
  error: errors[name],
});

export type TextBinding = ReturnType<typeof textBinding>;

/** The owner's words in that language: typed, checked for spelling and shown in its own direction. */
export const translatedBinding =
  (fields: SettingsFields, errors: FieldErrors, setFields: SetFields) => (language: TranslatedLanguage, name: ShopTextName) => ({
    name: translatedKey(language, name),
    ...translationInputProps(language),
    value: fields.translations[language][name],
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) =>
      setFields((current) => ({
        ...current,
        translations: { ...current.translations, [language]: { ...current.translations[language], [name]: event.target.value } },
      })),
    error: errors[translatedKey(language, name)],
  });

export type TranslatedBinding = ReturnType<typeof translatedBinding>;
