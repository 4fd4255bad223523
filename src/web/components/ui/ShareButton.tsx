import { Share2 } from 'lucide-react';
import { useMessages } from '#web/i18n/context.js';
import { toast } from './toast.js';

/** The native share sheet where there is one, else the link is copied ('Link copied to clipboard!'). */
export function ShareButton({ title, toastDurationMs }: { title: string; toastDurationMs?: number }) {
  const messages = useMessages();
  const share = async () => {
    const url = window.location.href;
    const options = toastDurationMs ? { duration: toastDurationMs } : undefined;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(messages.productDetail.linkCopied, options);
    } catch {
      toast.error(messages.productDetail.shareFailed, options);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void share()}
      aria-label={messages.productDetail.share}
      title={messages.productDetail.share}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-800 hover:bg-brand-50"
    >
      <Share2 aria-hidden="true" className="size-5" />
    </button>
  );
}
