import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { TRANSLATION_FIELD_NAMES, type ItemTranslations } from '#contract/fields.js';
import { TRANSLATED_LANGUAGES } from '#contract/languages.js';
import type { Photo } from '#contract/photo.js';
import type { SaveItemInput } from '#web/api/admin/catalogue-item.js';
import { errorMessage } from '#web/http/api-client.js';
import { toast } from '#web/components/ui/toast.js';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../form/field-errors.js';
import { focusFirstInvalid } from '../form/focus-invalid.js';
import { useAdminText } from '../i18n/context.js';
import { priceInput } from '../list/format.js';
import { sameData } from '../unsaved/unsaved-changes.js';
import { usePhotos } from './use-photos.js';

interface CatalogueItem {
  id: string;
  name: string;
  description: string;
  price: number;
  offerPrice: number | null;
  translations: ItemTranslations;
  photos: Photo[];
}

interface CatalogueItemFormOptions<T extends CatalogueItem> {
  /** The item being edited; null to add one. */
  item: T | null;
  schema: z.ZodType;
  /** The form's other fields (already text): checked with the shared ones, sent when not empty. */
  extraFields?: Record<string, string>;
  save: UseMutationResult<T, Error, SaveItemInput>;
  text: { added: string; updated: string; addFailed: string; updateFailed: string };
  onSaved: () => void;
  /** A stored photo was deleted: what pointed at it (a colour) should let go. */
  onPhotoDeleted?: (photoId: string) => void;
}

/** The French and Arabic text, sent only when filled: PUT without one removes it. */
const TRANSLATION_FIELDS = TRANSLATED_LANGUAGES.flatMap((language) => Object.values(TRANSLATION_FIELD_NAMES[language]));
type TranslationFieldName = (typeof TRANSLATION_FIELDS)[number];

type FieldName = 'name' | 'description' | 'price' | 'offerPrice' | TranslationFieldName;

/** The translation fields as the form holds them: text, empty where there is none. */
function translationInputs(translations: ItemTranslations | undefined): Record<TranslationFieldName, string> {
  const inputs = {} as Record<TranslationFieldName, string>;
  for (const language of TRANSLATED_LANGUAGES) {
    const { name, description } = TRANSLATION_FIELD_NAMES[language];
    inputs[name] = translations?.[language].name ?? '';
    inputs[description] = translations?.[language].description ?? '';
  }
  return inputs;
}

/**
 * The state and submit of the product and offer dialogs: name, description (and their French and
 * Arabic), price, offer price and photos. On an error everything typed stays and the server's messages sit next to their fields.
 */
export function useCatalogueItemForm<T extends CatalogueItem>({
  item,
  schema,
  extraFields = {},
  save,
  text,
  onSaved,
  onPhotoDeleted,
}: CatalogueItemFormOptions<T>) {
  const photoMessages = useAdminText().photos;
  const editing = item !== null;
  const inFlight = useRef(false);
  const [openedWith] = useState<Record<FieldName, string>>(() => ({
    name: item?.name ?? '',
    description: item?.description ?? '',
    price: priceInput(item?.price),
    offerPrice: priceInput(item?.offerPrice),
    ...translationInputs(item?.translations),
  }));
  const [fields, setFields] = useState(openedWith);
  const photos = usePhotos(item?.photos ?? [], { onDeleted: (photoId) => onPhotoDeleted?.(photoId) });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const busy = save.isPending;

  const setField = (field: FieldName, value: string) => setFields((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not state: a double click lands before React re-renders the disabled button. While
    // photos upload the save button is unavailable, but Enter in a field still submits.
    if (inFlight.current || photos.uploading) return;
    const sentFields = { ...extraFields, photos: photos.field };
    const parsed = schema.safeParse({ ...fields, ...sentFields });
    if (!parsed.success || photos.failed) {
      // A failed upload is the owner's to retry or remove: saving without it would drop it unseen.
      setErrors({
        ...(parsed.success ? {} : zodFieldErrors(parsed.error)),
        ...(photos.failed ? { photos: photoMessages.retryOrRemove } : {}),
      });
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    setFormError(null);

    const form = new FormData();
    form.set('name', fields.name.trim());
    form.set('description', fields.description.trim());
    form.set('price', fields.price.trim());
    for (const [field, value] of Object.entries(sentFields)) if (value) form.set(field, value);
    if (fields.offerPrice.trim()) form.set('offerPrice', fields.offerPrice.trim());
    for (const field of TRANSLATION_FIELDS) if (fields[field].trim()) form.set(field, fields[field].trim());

    inFlight.current = true;
    save.mutate(
      { id: item?.id, form },
      {
        onSuccess: () => {
          toast.success(editing ? text.updated : text.added);
          onSaved();
        },
        onError: (failure) => {
          const fieldErrors = apiFieldErrors(failure);
          setErrors(fieldErrors);
          if (Object.keys(fieldErrors).length === 0) setFormError(errorMessage(failure, ''));
          toast.error(editing ? text.updateFailed : text.addFailed);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  const waiting = photos.uploading ? photoMessages.waitingForUploads : undefined;
  /** The shared fields or the photos are not as the dialog opened with them. */
  const changed = photos.changed || !sameData(fields, openedWith);
  return { editing, busy, waiting, fields, setField, photos, changed, errors, formError, submit };
}

export type CatalogueItemForm = ReturnType<typeof useCatalogueItemForm>;
