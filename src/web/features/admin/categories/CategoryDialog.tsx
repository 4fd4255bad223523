import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { categoryInputSchema, type Category } from '#contract/category.js';
import { LIMITS } from '#contract/constants.js';
import { admin } from '#contract/messages/admin.js';
import { saveCategoryMutation } from '#web/api/admin/categories.js';
import { ApiError, errorMessage } from '#web/http/api-client.js';
import { toast } from '#web/components/ui/toast.js';
import { apiFieldErrors } from '../form/field-errors.js';
import { FormDialog, FormDialogActions } from '../dialogs/FormDialog.js';
import { TextField } from '../form/Field.js';

export function CategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const editing = category !== null;
  const saveMutation = useMutation(saveCategoryMutation);
  const inFlight = useRef(false);
  const [name, setName] = useState(category?.name ?? '');
  const [error, setError] = useState<string | undefined>();
  const busy = saveMutation.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const parsed = categoryInputSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    inFlight.current = true;
    saveMutation.mutate(
      { id: category?.id, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(editing ? admin.categories.updated : admin.categories.added);
          onClose();
        },
        onError: (failure) => {
          // A duplicate (409) or a refused name concerns the one field.
          const fieldError = apiFieldErrors(failure).name;
          setError(fieldError ?? (failure instanceof ApiError ? errorMessage(failure, '') : undefined));
          toast.error(editing ? admin.categories.updateFailed : admin.categories.addFailed);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  return (
    <FormDialog
      title={editing ? admin.categories.editTitle : admin.categories.addTitle}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={admin.categories.name}
        name="name"
        placeholder={admin.categories.namePlaceholder}
        maxLength={LIMITS.categoryNameMax}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
        autoFocus
        required
      />
      <FormDialogActions
        busy={busy}
        editing={editing}
        submitLabel={editing ? admin.categories.submitEdit : admin.categories.submitAdd}
        onCancel={onClose}
      />
    </FormDialog>
  );
}
