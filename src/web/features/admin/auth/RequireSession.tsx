import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useQueryString } from '../../../lib/router.js';
import { useSession } from '../../../lib/session.js';
import { ADMIN_PATHS, type ReturnState } from './paths.js';

/**
 * Admin pages need a stored token. The session store clears it when the server answers 401, which
 * re-renders this guard: the owner goes to the login page and comes back here after signing in.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  const [pathname] = useLocation();
  const query = useQueryString();
  if (!token) {
    const state: ReturnState = { from: `${pathname}${query}` };
    return <Redirect to={ADMIN_PATHS.login} replace state={state} />;
  }
  return children;
}
