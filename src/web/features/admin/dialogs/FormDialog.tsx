import type { FormEvent, ReactNode } from 'react';
import { admin } from '#contract/messages/admin.js';
import { commonText } from '#contract/messages/common.js';
import { Button } from '#web/components/ui/Button.js';
import { useCountAsOpenForm } from '../auth/open-forms.js';
import { Dialog, DialogActions } from './Dialog.js';

interface FormDialogProps {
  title: string;
  description?: ReactNode;
  size?: 'md' | 'lg';
  /** While the form is being saved the dialog cannot be closed. */
  busy: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** An add or edit dialog. The form does its own checks (noValidate) so messages sit next to their fields. */
export function FormDialog({ title, description, size, busy, onClose, onSubmit, children }: FormDialogProps) {
  useCountAsOpenForm();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      description={description}
      size={size}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
      </form>
    </Dialog>
  );
}

interface FormDialogActionsProps {
  busy: boolean;
  editing?: boolean;
  submitLabel: string;
  onCancel: () => void;
}

/** Cancel and submit; the submit button says 'Adding...' or 'Updating...' while the save is in flight. */
export function FormDialogActions({ busy, editing = false, submitLabel, onCancel }: FormDialogActionsProps) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {commonText.cancel}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? (editing ? admin.common.updating : admin.common.adding) : submitLabel}
      </Button>
    </DialogActions>
  );
}
