import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { Redirect } from 'wouter';
import { isLanguage } from '#contract/languages.js';
import { PageSpinner } from '#web/layout/PageSpinner.js';
import { apiMessages } from '#contract/messages/validation.js';
import { useHistoryState } from '#web/navigation/router.js';
import { useSession } from '#web/http/session.js';
import { useAdminLanguage, useAdminText, useServerMessage } from '../i18n/context.js';
import { chosenHere, openPanelIn } from '../i18n/kept-language.js';
import { useAdminTitle } from '../list/PageHeading.js';
import { LoginForm } from './LoginForm.js';
import { returnPath } from './paths.js';

/** /admin/login: once signed in (or if already), the person goes back to the admin page they came from, if theirs to use. */
export function LoginPage() {
  const text = useAdminText();
  const serverMessage = useServerMessage();
  const token = useSession((state) => state.token);
  const ended = useSession((state) => state.ended);
  const person = useSession((state) => state.person);
  const historyState = useHistoryState();
  const returnTo = returnPath(historyState, person);
  useAdminTitle(text.login.heading);
  const language = useAdminLanguage();
  const [leaving, setLeaving] = useState(false);
  // Signed in on a phone that has no choice of its own yet: back where the person was, in the language
  // their account keeps for the panel. A choice made on this phone (the footer's links) stands.
  const signedIn = (kept: string | null) => {
    if (!isLanguage(kept) || kept === language || chosenHere()) return;
    setLeaving(true);
    // Read from the store: this render's person is the one before this sign-in.
    openPanelIn(kept, returnPath(historyState, useSession.getState().person));
  };

  if (leaving) return <PageSpinner />;
  if (token) return <Redirect to={returnTo} replace />;

  return (
    <div className="flex min-h-[80dvh] items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <LockKeyhole aria-hidden="true" className="size-6" />
          </span>
          <p className="text-sm font-medium tracking-wide text-brand-700 uppercase">{text.title}</p>
          <h1 className="font-display text-2xl text-ink">{text.login.heading}</h1>
          <p className="mt-1 text-sm text-muted">{text.login.intro}</p>
        </div>
        <LoginForm notice={ended ? serverMessage(apiMessages.sessionEnded) : null} onSignedIn={signedIn} />
      </div>
    </div>
  );
}
