import { createContext, useContext, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '#web/components/ui/Button.js';
import { useMessages } from '#web/i18n/context.js';
import { useCountAsOpenForm } from '../auth/open-forms.js';
import { useAdminText } from '../i18n/context.js';
import { useUnsavedChanges } from '../unsaved/unsaved-changes.js';
import { UnsavedChangesDialog } from '../unsaved/UnsavedChangesDialog.js';
import { Dialog, DialogActions } from './Dialog.js';

interface FormDialogProps {
  title: string;
  description?: ReactNode;
  size?: 'md' | 'lg';
  /** While the form is being saved the dialog cannot be closed. */
  busy: boolean;
  /** Something typed, picked or uploaded is not saved: closing asks first, and a click outside leaves it open. */
  dirty?: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** Closes the form dialog around it (its Cancel), asking first as Escape and the close button do. */
const CloseAskingFirst = createContext<(close: () => void) => void>((close) => close());

/** An add or edit dialog. The form does its own checks (noValidate) so messages sit next to their fields. */
export function FormDialog({ title, description, size, busy, dirty = false, onClose, onSubmit, children }: FormDialogProps) {
  const text = useAdminText();
  useCountAsOpenForm();
  useUnsavedChanges(dirty);
  const [pendingClose, setPendingClose] = useState<(() => void) | null>(null);
  const closeAskingFirst = (close: () => void) => {
    if (busy) return;
    if (dirty) setPendingClose(() => close);
    else close();
  };
  return (
    <CloseAskingFirst.Provider value={closeAskingFirst}>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) closeAskingFirst(onClose);
        }}
        title={title}
        description={description}
        size={size}
        // A click beside a form full of changes is more likely a slip than a wish to drop them.
        closesOutside={!dirty}
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {children}
        </form>
      </Dialog>
      <UnsavedChangesDialog text={text.unsaved.close} discard={pendingClose} onAnswered={() => setPendingClose(null)} />
    </CloseAskingFirst.Provider>
  );
}

interface FormDialogActionsProps {
  busy: boolean;
  editing?: boolean;
  submitLabel: string;
  onCancel: () => void;
  /** Why the form cannot be saved yet (photos uploading): said beside the buttons, the submit unavailable meanwhile. */
  waiting?: string | undefined;
}

/** Cancel and submit; the submit button says 'Adding...' or 'Updating...' while the save is in flight. */
export function FormDialogActions({ busy, editing = false, submitLabel, onCancel, waiting }: FormDialogActionsProps) {
  const text = useAdminText().common;
  const common = useMessages().common;
  const waitingId = useId();
  const closeAskingFirst = useContext(CloseAskingFirst);
  return (
    <DialogActions>
      <Button variant="secondary" onClick={() => closeAskingFirst(onCancel)} disabled={busy}>
        {common.cancel}
      </Button>
      {/* Unavailable, not disabled, while waiting: it keeps the keyboard's place and says why. */}
      <Button type="submit" disabled={busy} busy={Boolean(waiting)} aria-describedby={waiting ? waitingId : undefined}>
        {busy ? (editing ? text.updating : text.adding) : submitLabel}
      </Button>
      <p id={waitingId} aria-live="polite" className="text-sm text-muted empty:hidden sm:order-first sm:me-auto sm:self-center">
        {waiting}
      </p>
    </DialogActions>
  );
}
