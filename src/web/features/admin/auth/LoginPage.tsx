import { LockKeyhole } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Redirect, useLocation } from 'wouter';
import { loginInputSchema } from '../../../../contract/auth.js';
import { admin } from '../../../../contract/messages/admin.js';
import { apiMessages, validation } from '../../../../contract/messages/validation.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useHistoryState } from '../../../lib/router.js';
import { useSession } from '../../../lib/session.js';
import { toast } from '../../../lib/toast.js';
import { Button } from '../../../components/ui/Button.js';
import { TextField } from '../ui/Field.js';
import { returnPath } from './paths.js';
import { useLogin } from './login.js';

export function LoginPage() {
  const token = useSession((state) => state.token);
  const ended = useSession((state) => state.ended);
  const signIn = useSession((state) => state.signIn);
  const [, navigate] = useLocation();
  const returnTo = returnPath(useHistoryState());
  const loginMutation = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (token && !loginMutation.isPending) return <Redirect to={returnTo} replace />;

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
      onSuccess: ({ token: newToken }) => {
        signIn(newToken);
        toast.success(admin.login.success);
        navigate(returnTo, { replace: true });
      },
      onError: (failure) => {
        const message = errorMessage(failure, admin.login.failed);
        setError(message);
        toast.error(message);
      },
    });
  }

  return (
    <div className="flex min-h-[80dvh] items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <LockKeyhole aria-hidden="true" className="size-6" />
          </span>
          <p className="text-sm font-medium tracking-wide text-brand-700 uppercase">{admin.title}</p>
          <h1 className="font-display text-2xl text-ink">{admin.login.heading}</h1>
          <p className="mt-1 text-sm text-muted">{admin.login.intro}</p>
        </div>
        {ended && !error ? (
          <p role="status" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {apiMessages.sessionEnded}
          </p>
        ) : null}
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            label={admin.login.username}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            label={admin.login.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={!canSubmit} className="w-full">
            {busy ? admin.login.submitting : admin.login.submit}
          </Button>
        </form>
      </div>
    </div>
  );
}
