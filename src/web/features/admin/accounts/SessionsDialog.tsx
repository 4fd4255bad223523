import { useMutation, useQuery } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { deviceName, type Account, type AccountSession } from '#contract/accounts.js';
import { accountSessionsQuery, endSessionMutation } from '#web/api/admin/accounts.js';
import { Badge } from '#web/components/ui/Badge.js';
import { Button } from '#web/components/ui/Button.js';
import { MIRRORED_IN_RTL } from '#web/components/ui/icons.js';
import { toast } from '#web/components/ui/toast.js';
import { errorMessage } from '#web/http/api-client.js';
import { Dialog, DialogActions } from '../dialogs/Dialog.js';
import { useAdminFormat, useAdminText, useServerMessage } from '../i18n/context.js';
import { Isolate, isolateText } from '../list/Isolate.js';
import { ErrorState, LoadingState } from '../list/ListStates.js';

/** The browsers signed in to an account, latest seen first, each with a button that signs it out. */
export function SessionsDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const text = useAdminText().accounts;
  const serverMessage = useServerMessage();
  const format = useAdminFormat();
  const sessions = useQuery(accountSessionsQuery(account.id));
  const end = useMutation(endSessionMutation);

  const endSession = (session: AccountSession) => {
    if (end.isPending) return;
    end.mutate(
      { accountId: account.id, sessionId: session.id },
      {
        onSuccess: () => toast.success(text.sessionEnded),
        onError: (failure) => toast.error(serverMessage(errorMessage(failure, text.endFailed))),
      },
    );
  };

  const list = sessions.data?.data ?? [];
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={text.sessionsOf(isolateText(account.name))}
      description={text.sessionsIntro}
    >
      {sessions.isPending ? <LoadingState /> : null}
      {sessions.isError ? <ErrorState title={text.sessionsFailed} error={sessions.error} onRetry={() => void sessions.refetch()} /> : null}
      {sessions.isSuccess && list.length === 0 ? <p className="text-sm text-muted">{text.sessionsEmpty}</p> : null}
      {list.length > 0 ? (
        <ul className="flex flex-col divide-y divide-brand-100">
          {list.map((session) => {
            const device = deviceName(session, text);
            return (
              <li key={session.id} className="flex items-center gap-3 py-3">
                <MonitorSmartphone aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-ink">
                    <Isolate>{device}</Isolate>
                    {session.current ? <Badge tone="brand">{text.thisDevice}</Badge> : null}
                  </p>
                  <p className="text-xs text-muted">
                    {text.lastSeen(format.dateTime(session.lastSeenAt))} · {text.signedIn(format.dateTime(session.createdAt))}
                  </p>
                </div>
                <Button
                  variant="danger"
                  size="sm"
                  busy={end.isPending}
                  aria-label={text.endSessionOn(isolateText(device))}
                  onClick={() => endSession(session)}
                >
                  <LogOut aria-hidden="true" className={`size-4 ${MIRRORED_IN_RTL}`} />
                  {text.endSession}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {text.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
