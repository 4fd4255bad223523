import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/Button.js';
import { useMessages } from '#web/i18n/context.js';
import { useAdminText } from '../i18n/context.js';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  /** The button that leaves things as they are; 'Cancel' unless that word would name the action itself. */
  cancelLabel?: string;
  /** The confirm button's words while the request is on its way. */
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
}

/** Asks before something destructive; the way out has the focus first so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  const text = useAdminText().common;
  const common = useMessages().common;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialog.Portal>
        {/* Above a dialog's own layers (40 and 50): a confirmation opened from a dialog dims it too. */}
        <AlertDialog.Overlay className="fixed inset-0 z-60 bg-ink/50" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-70 mx-auto w-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <AlertDialog.Title className="font-display text-xl text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm break-words text-muted">
            {description} {text.cannotUndo}
          </AlertDialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel ?? common.cancel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: it would close the dialog before the response arrives. */}
            <Button variant="danger" disabled={pending} onClick={onConfirm}>
              {pending ? (pendingLabel ?? text.deleting) : (confirmLabel ?? text.delete)}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
