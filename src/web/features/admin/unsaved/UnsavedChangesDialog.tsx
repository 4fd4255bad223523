import { ConfirmDialog } from '../dialogs/ConfirmDialog.js';
import type { AdminCatalogue } from '../i18n/messages.js';

interface UnsavedChangesDialogProps {
  /** The words for leaving the page, or for closing a form. */
  text: AdminCatalogue['text']['unsaved']['leave' | 'close'];
  /** What leaving or closing does, held while the owner is asked; null when nothing is asked. */
  discard: (() => void) | null;
  /** The owner answered (either way): the question goes. */
  onAnswered: () => void;
}

/** Asks before unsaved changes are dropped; staying has the focus first, so Enter keeps them. */
export function UnsavedChangesDialog({ text, discard, onAnswered }: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      open={discard !== null}
      onOpenChange={(open) => {
        if (!open) onAnswered();
      }}
      title={text.title}
      description={text.description}
      cancelLabel={text.stay}
      confirmLabel={text.discard}
      onConfirm={() => {
        onAnswered();
        discard?.();
      }}
    />
  );
}
