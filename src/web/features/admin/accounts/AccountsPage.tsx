import { useMutation, useQuery } from '@tanstack/react-query';
import { KeyRound, MonitorSmartphone, Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Account, OneTimePassword } from '#contract/accounts.js';
import { accountListQuery, resetPasswordMutation } from '#web/api/admin/accounts.js';
import { Badge } from '#web/components/ui/Badge.js';
import { Button } from '#web/components/ui/Button.js';
import { toast } from '#web/components/ui/toast.js';
import { errorMessage } from '#web/http/api-client.js';
import { usePerson } from '../auth/person.js';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.js';
import { useAdminFormat, useAdminText, useServerMessage } from '../i18n/context.js';
import { AdminListBody } from '../list/AdminListBody.js';
import { Isolate, isolateText } from '../list/Isolate.js';
import { IntroToolbar } from '../list/ListToolbar.js';
import { PageHeading } from '../list/PageHeading.js';
import { AccountDialog } from './AccountDialog.js';
import { OneTimePasswordDialog } from './OneTimePasswordDialog.js';
import { SessionsDialog } from './SessionsDialog.js';

/**
 * The owner's Accounts page: the people who work in the panel, owners first. The owner adds a person,
 * edits one (name, role, switched on or off), resets a password and ends a person's sessions; a new
 * or reset one-time password is shown once.
 */
export function AccountsPage() {
  const text = useAdminText().accounts;
  const serverMessage = useServerMessage();
  const format = useAdminFormat();
  const me = usePerson();
  const accounts = useQuery(accountListQuery());
  const reset = useMutation(resetPasswordMutation);
  const [editing, setEditing] = useState<{ account: Account | null } | null>(null);
  const [resetting, setResetting] = useState<Account | null>(null);
  const [sessionsOf, setSessionsOf] = useState<Account | null>(null);
  const [given, setGiven] = useState<OneTimePassword | null>(null);
  const people = accounts.data?.data ?? [];

  useEffect(() => {
    if (accounts.isError) toast.error(text.fetchFailed, { id: 'admin-accounts-fetch' });
  }, [accounts.isError, text]);

  const resetPassword = () => {
    if (!resetting || reset.isPending) return;
    reset.mutate(resetting.id, {
      onSuccess: (result) => {
        setResetting(null);
        setGiven(result);
      },
      onError: (failure) => toast.error(serverMessage(errorMessage(failure, text.resetFailed))),
    });
  };

  return (
    <section>
      <PageHeading title={text.heading} detail={accounts.data ? text.count(people.length) : undefined} />
      <IntroToolbar intro={text.intro} query={accounts} addLabel={text.add} onAdd={() => setEditing({ account: null })} />

      <AdminListBody query={accounts} empty={people.length === 0} errorTitle={text.fetchFailed} emptyTitle={text.empty}>
        <ul className="flex flex-col gap-3">
          {people.map((account) => {
            const name = isolateText(account.name);
            const isMe = account.id === me?.id;
            return (
              <li key={account.id} className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium break-words text-ink">
                      <Isolate>{account.name}</Isolate>
                      {isMe ? <Badge tone="brand">{text.you}</Badge> : null}
                    </p>
                    <p className="text-sm break-all text-muted">
                      <Isolate>{account.username}</Isolate>
                    </p>
                  </div>
                  <span className="flex flex-wrap items-center gap-1.5">
                    <Badge tone={account.role === 'owner' ? 'sale' : 'neutral'}>{text.roles[account.role]}</Badge>
                    {account.active ? null : <Badge tone="danger">{text.switchedOff}</Badge>}
                  </span>
                </div>
                <p className="mt-1 text-sm text-muted">
                  {account.lastSeenAt ? text.lastSeen(format.dateTime(account.lastSeenAt)) : text.neverSeen}
                  {account.mustChangePassword ? ` · ${text.waitingForPassword}` : null}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button variant="secondary" size="sm" aria-label={text.editOf(name)} onClick={() => setEditing({ account })}>
                    <Pencil aria-hidden="true" className="size-4" />
                    {text.edit}
                  </Button>
                  {/* Their own password the owner changes on the Change Password page. */}
                  {isMe ? null : (
                    <Button variant="secondary" size="sm" aria-label={text.resetPasswordOf(name)} onClick={() => setResetting(account)}>
                      <KeyRound aria-hidden="true" className="size-4" />
                      {text.resetPassword}
                    </Button>
                  )}
                  <Button variant="secondary" size="sm" aria-label={text.sessionsOf(name)} onClick={() => setSessionsOf(account)}>
                    <MonitorSmartphone aria-hidden="true" className="size-4" />
                    {text.sessions}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </AdminListBody>

      {editing ? (
        <AccountDialog
          account={editing.account}
          onClose={() => setEditing(null)}
          onAdded={(created) => {
            setEditing(null);
            setGiven(created);
          }}
        />
      ) : null}
      {given ? <OneTimePasswordDialog given={given} onClose={() => setGiven(null)} /> : null}
      {sessionsOf ? <SessionsDialog account={sessionsOf} onClose={() => setSessionsOf(null)} /> : null}
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => (open ? undefined : setResetting(null))}
        title={text.resetTitle}
        description={resetting ? text.resetText(isolateText(resetting.name)) : ''}
        confirmLabel={text.resetConfirm}
        pendingLabel={text.resetting}
        pending={reset.isPending}
        onConfirm={resetPassword}
      />
    </section>
  );
}
