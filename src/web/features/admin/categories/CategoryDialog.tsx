import { useRef, useState, type FormEvent } from 'react';
import { categoryInputSchema, type Category } from '../../../../contract/category.js';
import { LIMITS } from '../../../../contract/constants.js';
import { admin } from '../../../../contract/messages/admin.js';
import { commonText } from '../../../../contract/messages/common.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { toast } from '../../../lib/toast.js';
import { apiFieldErrors } from '../shared/field-errors.js';
import { Button } from '../../../components/ui/Button.js';
import { Dialog, DialogActions } from '../ui/Dialog.js';
import { TextField } from '../ui/Field.js';
import { useSaveCategory } from './api/save-category.js';

export function CategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const editing = category !== null;
  const saveMutation = useSaveCategory();
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
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={editing ? admin.categories.editTitle : admin.categories.addTitle}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {commonText.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy
              ? editing
                ? admin.common.updating
                : admin.common.adding
              : editing
                ? admin.categories.submitEdit
                : admin.categories.submitAdd}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
