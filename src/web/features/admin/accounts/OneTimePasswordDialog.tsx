import type { OneTimePassword } from '#contract/accounts.js';
import { Button } from '#web/components/ui/Button.js';
import { Dialog, DialogActions } from '../dialogs/Dialog.js';
import { CopyableText } from '../form/CopyableText.js';
import { useAdminText } from '../i18n/context.js';
import { isolateText } from '../list/Isolate.js';

/**
 * A one-time password, shown this once (the server keeps only its hash): the owner copies it or reads
 * it out to the person, who signs in with it and must choose their own. A tap beside it does not
 * close it, since it cannot be shown again.
 */
export function OneTimePasswordDialog({ given, onClose }: { given: OneTimePassword; onClose: () => void }) {
  const text = useAdminText().accounts;
  const name = isolateText(given.account.name);

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={text.oneTimeTitle(name)}
      description={text.oneTimeText(name)}
      closesOutside={false}
    >
      <CopyableText label={text.oneTimeLabel} value={given.password} failedText={text.copyFailed} valueClassName="text-lg tracking-wider" />
      <DialogActions>
        <Button onClick={onClose}>{text.done}</Button>
      </DialogActions>
    </Dialog>
  );
}
