import { logout } from '#web/api/auth.js';
import { useSession } from '#web/http/session.js';

/**
 * Revokes the session on the server (a failure changes nothing for the owner), drops the token and
 * loads / afresh. A full load rather than a client-side navigation: the guard would otherwise see the
 * token gone first and send the owner to the login page, and the reload also empties every cache.
 */
export function useLogout() {
  return async () => {
    try {
      await logout();
    } catch {
      // Already expired or offline: the token is dropped below either way.
    }
    window.location.assign('/');
    useSession.getState().signOut();
  };
}
