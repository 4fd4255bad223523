import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { loginInputSchema } from '#contract/auth.js';
import type { Language } from '#contract/languages.js';
import { validation } from '#contract/messages/validation.js';
import { loginMutation as loginOptions } from '#web/api/auth.js';
import { errorMessage } from '#web/http/api-client.js';
import { useSession } from '#web/http/session.js';
import { toast } from '#web/components/ui/toast.js';
import { Button } from '#web/components/ui/Button.js';
import { TextField } from '../form/Field.js';
import { useAdminText, useServerMessage } from '../i18n/context.js';

/**
 * Username and password; sign-in also fires on Enter. On success the token and the person are stored and
 * `onSignedIn` runs; a failure shows the server's message inline and as a toast, keeping what was typed.
 * `notice` (why the owner is asked to sign in) shows above the fields until there is an error to show.
 */
/** One toast for the sign-in's outcome: each attempt's replaces the one before. */
const SIGN_IN_TOAST = 'sign-in';

export function LoginForm({ notice, onSignedIn }: { notice?: ReactNode; onSignedIn?: (language: Language | null) => void }) {
  const text = useAdminText().login;
  const serverMessage = useServerMessage();
  const signIn = useSession((state) => state.signIn);
  const loginMutation = useMutation(loginOptions);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const busy = loginMutation.isPending;
  const canSubmit = username !== '' && password !== '' && !busy;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = loginInputSchema.safeParse({ username, password });
    if (!parsed.success) {
      setError(validation.fillAllFields);
      return;
    }
    setError(null);
    loginMutation.mutate(parsed.data, {
      onSuccess: ({ token, language, person }) => {
        signIn(token, language, person);
        // Takes the place of an earlier failure's toast, which would otherwise stay over the panel.
        toast.success(text.success, { id: SIGN_IN_TOAST });
        onSignedIn?.(language);
      },
      onError: (failure) => {
        const message = errorMessage(failure, text.failed);
        setError(message);
        toast.error(serverMessage(message), { id: SIGN_IN_TOAST });
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {notice && !error ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      <TextField
        label={text.username}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        label={text.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverMessage(error)}
        </p>
      ) : null}
      <Button type="submit" disabled={!canSubmit} className="w-full">
        {busy ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
