import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/Button.js';
import { useAdminText } from '../i18n/context.js';

interface CopyableTextProps {
  label: string;
  value: string;
  /** Said when the browser refuses the clipboard (an address not served over https, a denied permission). */
  failedText: string;
  /** The value's type: a one-time password shows larger and spaced out. */
  valueClassName?: string;
}

/**
 * A value the owner copies to paste elsewhere (a one-time password, a feed's address): shown whole and
 * selectable, with a Copy button, and a line read out that says whether the copy worked.
 */
export function CopyableText({ label, value, failedText, valueClassName = 'text-sm' }: CopyableTextProps) {
  const text = useAdminText().common;
  const labelId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copyValue() {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <p id={labelId} className="text-sm font-medium text-ink">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {/* Left to right whatever the panel's language: it is read and typed character by character. */}
        <output
          aria-labelledby={labelId}
          dir="ltr"
          className={`min-w-0 flex-1 rounded-lg border border-brand-200 bg-sand px-3 py-2 font-mono break-all text-ink select-all ${valueClassName}`}
        >
          {value}
        </output>
        <Button variant="secondary" onClick={() => void copyValue()} aria-describedby={labelId}>
          {copy === 'copied' ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {text.copy}
        </Button>
      </div>
      <p aria-live="polite" className={`text-sm empty:hidden ${copy === 'failed' ? 'text-red-700' : 'text-emerald-800'}`}>
        {copy === 'failed' ? failedText : copy === 'copied' ? text.copied : ''}
      </p>
    </div>
  );
}
