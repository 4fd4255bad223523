import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client.js';
import { useSession } from '../../../lib/session.js';
import { ADMIN_QUERY_KEY } from '../shared/query-keys.js';

export function logout(): Promise<void> {
  return apiRequest<void>('/auth/logout', { method: 'POST' });
}

/** Revokes the session on the server (a failure changes nothing for the owner), then leaves. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await logout();
    } catch {
      // Already expired or offline: the token is dropped below either way.
    }
    useSession.getState().signOut();
    queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY });
    await navigate('/');
  };
}
