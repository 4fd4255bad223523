import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMessages } from '#web/i18n/context.js';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Wider dialogs for forms with several columns. */
  size?: 'md' | 'lg';
  /** False: a click or tap outside leaves it open (a form holding changes). */
  closesOutside?: boolean;
}

/** A modal dialog: focus trapped and returned, Escape, the close button and a click outside close it. Scrolls on a phone. */
export function Dialog({ open, onOpenChange, title, description, children, size = 'md', closesOutside = true }: DialogProps) {
  const common = useMessages().common;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <RadixDialog.Content
          className={`fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-xl sm:inset-x-4 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:rounded-2xl ${size === 'lg' ? 'sm:max-w-2xl' : 'sm:max-w-md'}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onInteractOutside={closesOutside ? undefined : (event) => event.preventDefault()}
        >
          <div className="flex items-start justify-between gap-4 border-b border-brand-100 px-5 py-4">
            <div>
              <RadixDialog.Title className="font-display text-xl text-ink">{title}</RadixDialog.Title>
              {description ? <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description> : null}
            </div>
            <RadixDialog.Close
              aria-label={common.close}
              className="-me-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-brand-50"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The dialog's buttons, kept in view at the bottom while a long form scrolls (a phone). */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky -bottom-4 -mx-5 -mb-4 flex flex-col-reverse gap-2 border-t border-brand-100 bg-white px-5 py-3 sm:flex-row sm:justify-end">
      {children}
    </div>
  );
}
