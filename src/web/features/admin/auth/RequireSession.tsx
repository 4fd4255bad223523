import { useState, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useQueryString } from '#web/navigation/router.js';
import { useSession } from '#web/http/session.js';
import { useHasOpenForm } from './open-forms.js';
import { ADMIN_PATHS, type ReturnState } from './paths.js';
import { SignInAgainDialog } from './SignInAgainDialog.js';

/**
 * Admin pages need a stored token. The session store clears it when the server responds 401, which
 * re-renders this guard: the owner goes to the login page and comes back here after signing in.
 * If an add or edit dialog is open when that happens, the page stays and the owner signs in over it,
 * so the form keeps what was typed; closing that sign-in goes to the login page as usual.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  const ended = useSession((state) => state.ended);
  const formOpen = useHasOpenForm();
  const [gaveUp, setGaveUp] = useState(false);
  const [pathname] = useLocation();
  const query = useQueryString();
  const signInOver = !token && ended && formOpen && !gaveUp;
  if (!token && !signInOver) {
    const state: ReturnState = { from: `${pathname}${query}` };
    return <Redirect to={ADMIN_PATHS.login} replace state={state} />;
  }
  // One shape whether or not the sign-in shows, so the page under it keeps its state.
  return (
    <>
      {children}
      {signInOver ? <SignInAgainDialog onGiveUp={() => setGaveUp(true)} /> : null}
    </>
  );
}
