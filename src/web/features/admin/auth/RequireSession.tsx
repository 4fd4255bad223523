import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../../lib/session.js';
import { ADMIN_PATHS, type ReturnState } from './paths.js';

/**
 * Admin pages need a stored token. The session store clears it when the server answers 401, which
 * re-renders this guard: the owner goes to the login page and comes back here after signing in.
 */
export function RequireSession() {
  const token = useSession((state) => state.token);
  const location = useLocation();
  if (!token) {
    const state: ReturnState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={ADMIN_PATHS.login} replace state={state} />;
  }
  return <Outlet />;
}
