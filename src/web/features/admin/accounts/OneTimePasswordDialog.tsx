import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import type { OneTimePassword } from '#contract/accounts.js';
import { Button } from '#web/components/ui/Button.js';
import { Dialog, DialogActions } from '../dialogs/Dialog.js';
import { useAdminText } from '../i18n/context.js';
import { isolateText } from '../list/Isolate.js';

/**
 * A one-time password, shown this once (the server keeps only its hash): the owner copies it or reads
 * it out to the person, who signs in with it and must choose their own. A tap beside it does not
 * close it, since it cannot be shown again.
 */
export function OneTimePasswordDialog({ given, onClose }: { given: OneTimePassword; onClose: () => void }) {
  const text = useAdminText().accounts;
  const labelId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const name = isolateText(given.account.name);

  async function copyPassword() {
    try {
      await navigator.clipboard.writeText(given.password);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={text.oneTimeTitle(name)}
      description={text.oneTimeText(name)}
      closesOutside={false}
    >
      <div className="flex flex-col gap-3">
        <p id={labelId} className="text-sm font-medium text-ink">
          {text.oneTimeLabel}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {/* Left to right whatever the panel's language: it is typed character by character. */}
          <output
            aria-labelledby={labelId}
            dir="ltr"
            className="min-w-0 flex-1 rounded-lg border border-brand-200 bg-sand px-3 py-2 font-mono text-lg tracking-wider break-all text-ink select-all"
          >
            {given.password}
          </output>
          <Button variant="secondary" onClick={() => void copyPassword()}>
            {copy === 'copied' ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            {text.copy}
          </Button>
        </div>
        <p aria-live="polite" className={`text-sm empty:hidden ${copy === 'failed' ? 'text-red-700' : 'text-emerald-800'}`}>
          {copy === 'failed' ? text.copyFailed : copy === 'copied' ? text.copied : ''}
        </p>
      </div>
      <DialogActions>
        <Button onClick={onClose}>{text.done}</Button>
      </DialogActions>
    </Dialog>
  );
}
