import { useState, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useQueryString } from '#web/navigation/router.js';
import { useSession } from '#web/http/session.js';
import { PageSpinner } from '#web/layout/PageSpinner.js';
import { ErrorState } from '../list/ListStates.js';
import { useAdminText } from '../i18n/context.js';
import { useHasOpenForm } from './open-forms.js';
import { ADMIN_PATHS, type ReturnState } from './paths.js';
import { usePerson, useRefreshPerson } from './person.js';
import { SignInAgainDialog } from './SignInAgainDialog.js';

const isPasswordPage = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') === ADMIN_PATHS.password;

/**
 * Admin pages need a stored token. The session store clears it when the server responds 401, which
 * re-renders this guard: the person goes to the login page and comes back here after signing in.
 * If an add or edit dialog is open when that happens, the page stays and the person signs in over it,
 * so the form keeps what was typed; closing that sign-in goes to the login page as usual.
 * Someone signed in with a one-time password sees only the password page until they choose their own.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const text = useAdminText();
  const token = useSession((state) => state.token);
  const ended = useSession((state) => state.ended);
  const person = usePerson();
  const personQuery = useRefreshPerson();
  const formOpen = useHasOpenForm();
  const [gaveUp, setGaveUp] = useState(false);
  const [pathname] = useLocation();
  const query = useQueryString();
  const signInOver = !token && ended && formOpen && !gaveUp;
  if (!token && !signInOver) {
    const state: ReturnState = { from: `${pathname}${query}` };
    return <Redirect to={ADMIN_PATHS.login} replace state={state} />;
  }
  // A token kept from before the panel knew people: who it is arrives before any page shows.
  if (!person) {
    return personQuery.isError ? (
      <div className="px-4 py-16">
        <ErrorState title={text.forbidden.personFailed} error={personQuery.error} onRetry={() => void personQuery.refetch()} />
      </div>
    ) : (
      <PageSpinner />
    );
  }
  if (person.mustChangePassword && !isPasswordPage(pathname)) return <Redirect to={ADMIN_PATHS.password} replace />;
  // One shape whether or not the sign-in shows, so the page under it keeps its state.
  return (
    <>
      {children}
      {signInOver ? <SignInAgainDialog onGiveUp={() => setGaveUp(true)} /> : null}
    </>
  );
}
