import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Account, AccountList, AccountSession, AddAccountInput, OneTimePassword, UpdateAccountInput } from '#contract/accounts.js';
import { apiRequest } from '#web/http/api-client.js';
import { useSession } from '#web/http/session.js';
import { activityKeys } from './activity.js';

// /accounts: the owner's Accounts page. The people who work in the panel, their one-time passwords
// and their sessions; every change is recorded, so the Activity page is read again after one.

export const accountKeys = {
  all: ['accounts'] as const,
  list: () => [...accountKeys.all, 'list'] as const,
  sessions: (id: string) => [...accountKeys.all, 'sessions', id] as const,
};

const accountPath = (id: string) => `/accounts/${encodeURIComponent(id)}`;

export const accountListQuery = () =>
  queryOptions({
    queryKey: accountKeys.list(),
    queryFn: ({ signal }) => apiRequest<AccountList>('/accounts', { signal }),
  });

/** Read afresh at each opening: a session may have started or ended since. */
export const accountSessionsQuery = (id: string) =>
  queryOptions({
    queryKey: accountKeys.sessions(id),
    queryFn: ({ signal }) => apiRequest<{ data: AccountSession[] }>(`${accountPath(id)}/sessions`, { signal }),
    staleTime: 0,
  });

const afterAccountChange = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: accountKeys.all }), client.invalidateQueries({ queryKey: activityKeys.all })]);

/** A new person: the answer carries their one-time password, shown once. 409 when the username is taken. */
export const addAccountMutation = mutationOptions({
  mutationFn: (input: AddAccountInput) => apiRequest<OneTimePassword>('/accounts', { method: 'POST', body: input }),
  onSuccess: (_created, _input, _result, { client }) => afterAccountChange(client),
});

/** Name, role and switch; 409 when it would leave the shop without an owner. */
export const updateAccountMutation = mutationOptions({
  mutationFn: ({ id, input }: { id: string; input: UpdateAccountInput }) =>
    apiRequest<Account>(accountPath(id), { method: 'PUT', body: input }),
  onSuccess: (account, _input, _result, { client }) => {
    // An owner who changed their own role sees the panel their new role allows.
    if (account.id === useSession.getState().person?.id) useSession.getState().recheckPerson();
    return afterAccountChange(client);
  },
});

/** Ends the person's sessions and gives them a one-time password, shown once. */
export const resetPasswordMutation = mutationOptions({
  mutationFn: (id: string) => apiRequest<OneTimePassword>(`${accountPath(id)}/password`, { method: 'POST' }),
  onSuccess: (_reset, _id, _result, { client }) => afterAccountChange(client),
});

export const endSessionMutation = mutationOptions({
  mutationFn: ({ accountId, sessionId }: { accountId: string; sessionId: string }) =>
    apiRequest<void>(`${accountPath(accountId)}/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
  onSuccess: (_nothing, _ids, _result, { client }) => afterAccountChange(client),
});
