import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { updatePasswordInputSchema } from '#contract/auth.js';
import { validation } from '#contract/messages/validation.js';
import { authKeys, updatePasswordMutation } from '#web/api/auth.js';
import { errorMessage } from '#web/http/api-client.js';
import { useSession } from '#web/http/session.js';
import { toast } from '#web/components/ui/toast.js';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../form/field-errors.js';
import { useAdminText, useServerMessage } from '../i18n/context.js';
import { PageHeading } from '../list/PageHeading.js';
import { Button } from '#web/components/ui/Button.js';
import { TextField } from '../form/Field.js';
import { landingPath } from '../auth/paths.js';
import { usePerson } from '../auth/person.js';

const empty = { username: '', oldPassword: '', newPassword: '', confirmPassword: '' };
type Fields = typeof empty;

/**
 * The signed-in person's new password, their username filled in. Someone signed in with a one-time
 * password sees only this page (RequireSession) and is told why; once it is changed, the panel opens.
 */
export function UpdatePasswordPage() {
  const text = useAdminText().password;
  const serverMessage = useServerMessage();
  const updateMutation = useMutation(updatePasswordMutation);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const person = usePerson();
  const forced = person?.mustChangePassword ?? false;
  const inFlight = useRef(false);
  const filled = { ...empty, username: person?.username ?? '' };
  const [fields, setFields] = useState<Fields>(filled);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const busy = updateMutation.isPending;

  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    // After a one-time sign-in only the new password is asked for: the sign-in proved the old one.
    const asked = forced ? { ...fields, oldPassword: undefined } : fields;
    if (Object.values(asked).some((value) => value !== undefined && value.trim() === '')) {
      setErrors({});
      setFormError(validation.fillAllFields);
      return;
    }
    const parsed = updatePasswordInputSchema.safeParse(asked);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      setFormError(null);
      return;
    }
    setErrors({});
    setFormError(null);
    inFlight.current = true;
    updateMutation.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(text.success);
        setFields(filled);
        if (!person?.mustChangePassword) return;
        // The server says so too from now on; the panel opens without waiting to hear it.
        const changed = { ...person, mustChangePassword: false };
        useSession.getState().setPerson(changed);
        void queryClient.invalidateQueries({ queryKey: authKeys.all });
        navigate(landingPath(changed), { replace: true });
      },
      onError: (failure) => {
        const message = errorMessage(failure, text.failed);
        setErrors(apiFieldErrors(failure));
        setFormError(message);
        toast.error(serverMessage(message));
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  }

  return (
    <section className="mx-auto max-w-md">
      <PageHeading title={text.heading} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6">
        {forced ? (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {text.chooseYourOwn}
          </p>
        ) : null}
        <p className="text-sm text-muted">{text.intro}</p>
        <TextField
          label={text.username}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={fields.username}
          onChange={set('username')}
          error={errors.username}
          required
        />
        {forced ? null : (
          <TextField
            label={text.oldPassword}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            value={fields.oldPassword}
            onChange={set('oldPassword')}
            error={errors.oldPassword}
            required
          />
        )}
        <TextField
          label={text.newPassword}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={fields.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
          required
        />
        <TextField
          label={text.confirmPassword}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={fields.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
          required
        />
        {formError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {serverMessage(formError)}
          </p>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? text.submitting : text.submit}
        </Button>
      </form>
    </section>
  );
}
