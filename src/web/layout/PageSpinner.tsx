import { useMessages } from '../i18n/context.js';

/** Shown while a page's code or data loads. */
export function PageSpinner({ label }: { label?: string }) {
  const messages = useMessages();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
      <span className="sr-only">{label ?? messages.common.loading}</span>
    </div>
  );
}
