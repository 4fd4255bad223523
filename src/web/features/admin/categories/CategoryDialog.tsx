import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { categoryInputSchema, type Category } from '#contract/category.js';
import { LIMITS } from '#contract/constants.js';
import { TRANSLATION_FIELD_NAMES } from '#contract/fields.js';
import { TRANSLATED_LANGUAGES } from '#contract/languages.js';
import { saveCategoryMutation } from '#web/api/admin/categories.js';
import { ApiError, errorMessage } from '#web/http/api-client.js';
import { toast } from '#web/components/ui/toast.js';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../form/field-errors.js';
import { FormDialog, FormDialogActions } from '../dialogs/FormDialog.js';
import { TextField } from '../form/Field.js';
import { TranslationFieldset, translationInputProps } from '../form/TranslationFieldset.js';
import { useAdminText } from '../i18n/context.js';
import { sameData } from '../unsaved/unsaved-changes.js';

export function CategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const text = useAdminText();
  const editing = category !== null;
  const saveMutation = useMutation(saveCategoryMutation);
  const inFlight = useRef(false);
  const [storedNames] = useState(() => ({
    name: category?.name ?? '',
    nameFr: category?.translations.fr.name ?? '',
    nameAr: category?.translations.ar.name ?? '',
  }));
  const [names, setNames] = useState(storedNames);
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = saveMutation.isPending;
  const setName = (field: keyof typeof names, value: string) => setNames((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const parsed = categoryInputSchema.safeParse(names);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    inFlight.current = true;
    const { name, nameFr, nameAr } = parsed.data;
    saveMutation.mutate(
      { id: category?.id, input: { name, ...(nameFr ? { nameFr } : {}), ...(nameAr ? { nameAr } : {}) } },
      {
        onSuccess: () => {
          toast.success(editing ? text.categories.updated : text.categories.added);
          onClose();
        },
        onError: (failure) => {
          // A duplicate (409) or a refused name concerns its field; any other failure shows under the name.
          const fieldErrors = apiFieldErrors(failure);
          const other = failure instanceof ApiError ? errorMessage(failure, '') : undefined;
          setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : other ? { name: other } : {});
          toast.error(editing ? text.categories.updateFailed : text.categories.addFailed);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  return (
    <FormDialog
      title={editing ? text.categories.editTitle : text.categories.addTitle}
      busy={busy}
      dirty={!sameData(names, storedNames)}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={text.categories.name}
        name="name"
        placeholder={text.categories.namePlaceholder}
        maxLength={LIMITS.categoryNameMax}
        value={names.name}
        onChange={(event) => setName('name', event.target.value)}
        error={errors.name}
        autoFocus
        required
      />
      {TRANSLATED_LANGUAGES.map((language) => {
        const field = TRANSLATION_FIELD_NAMES[language].name;
        return (
          <TranslationFieldset key={language} language={language}>
            <TextField
              label={text.translations.name(text.translations.languages[language])}
              name={field}
              {...translationInputProps(language)}
              maxLength={LIMITS.categoryNameMax}
              value={names[field]}
              onChange={(event) => setName(field, event.target.value)}
              error={errors[field]}
            />
          </TranslationFieldset>
        );
      })}
      <FormDialogActions
        busy={busy}
        editing={editing}
        submitLabel={editing ? text.categories.submitEdit : text.categories.submitAdd}
        onCancel={onClose}
      />
    </FormDialog>
  );
}
