import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { SignedInPerson } from '#contract/accounts.js';
import type { Permission } from '#contract/roles.js';
import { signedInPersonQuery } from '#web/api/auth.js';
import { useSession } from '#web/http/session.js';
import { allows } from './paths.js';

/** The signed-in person, as the server last described them; null before that. */
export const usePerson = (): SignedInPerson | null => useSession((state) => state.person);

/** Whether the signed-in person's role has `permission` (contract/roles.ts), their one-time password changed. */
export function useCan(permission: Permission): boolean {
  return allows(usePerson(), permission);
}

/**
 * Asks the server who the signed-in person is now, and keeps the answer with the token: when the panel
 * opens, when the window gets the focus back, and after any refusal (403), since the owner may have
 * changed their role meanwhile. Returns the question's state, for a panel that has no person yet.
 */
export function useRefreshPerson() {
  const token = useSession((state) => state.token);
  const rechecks = useSession((state) => state.rechecks);
  const setPerson = useSession((state) => state.setPerson);
  const query = useQuery({ ...signedInPersonQuery(token ?? ''), enabled: token !== null });
  const { data, refetch } = query;

  useEffect(() => {
    if (data) setPerson(data);
  }, [data, setPerson]);

  // Not on mount (the query has just asked): only for the reasons that come after.
  const seenRechecks = useRef(rechecks);
  useEffect(() => {
    if (rechecks === seenRechecks.current) return;
    seenRechecks.current = rechecks;
    if (token !== null) void refetch();
  }, [rechecks, token, refetch]);

  return query;
}
