import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { addAccountInputSchema, updateAccountInputSchema, type Account, type OneTimePassword } from '#contract/accounts.js';
import { LIMITS } from '#contract/constants.js';
import { ROLES, type Role } from '#contract/roles.js';
import { addAccountMutation, updateAccountMutation } from '#web/api/admin/accounts.js';
import { toast } from '#web/components/ui/toast.js';
import { ApiError, errorMessage } from '#web/http/api-client.js';
import { FormDialog, FormDialogActions } from '../dialogs/FormDialog.js';
import { usePerson } from '../auth/person.js';
import { TextField } from '../form/Field.js';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../form/field-errors.js';
import { SelectField } from '../form/Select.js';
import { Switch } from '../form/Switch.js';
import { useAdminText, useServerMessage } from '../i18n/context.js';
import { isolateText } from '../list/Isolate.js';
import { sameData } from '../unsaved/unsaved-changes.js';

interface AccountDialogProps {
  /** The account to edit; null to add a person. */
  account: Account | null;
  onClose: () => void;
  /** A person was added: their one-time password, to show once. */
  onAdded: (created: OneTimePassword) => void;
}

/**
 * Adds a person (name, username, role) or edits one (name, role, switched on or off). The server's
 * refusals show where they belong: a username taken under its field, the shop's last owner above the buttons.
 */
export function AccountDialog({ account, onClose, onAdded }: AccountDialogProps) {
  const text = useAdminText().accounts;
  const serverMessage = useServerMessage();
  const editing = account !== null;
  // Switching oneself off would end the very session doing it: another owner does that.
  const isMe = account?.id === usePerson()?.id;
  const add = useMutation(addAccountMutation);
  const update = useMutation(updateAccountMutation);
  const inFlight = useRef(false);
  const [stored] = useState(() => ({
    name: account?.name ?? '',
    username: account?.username ?? '',
    role: account?.role ?? ('staff' satisfies Role),
    active: account?.active ?? true,
  }));
  const [fields, setFields] = useState(stored);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const busy = add.isPending || update.isPending;
  const set = <K extends keyof typeof fields>(name: K, value: (typeof fields)[K]) =>
    setFields((current) => ({ ...current, [name]: value }));

  const failed = (failure: Error, fallback: string) => {
    const fieldErrors = apiFieldErrors(failure);
    setErrors(fieldErrors);
    // A refusal that concerns no field (the last owner) is said above the buttons.
    const message = Object.keys(fieldErrors).length === 0 && failure instanceof ApiError ? errorMessage(failure, '') : '';
    setFormError(message || null);
    toast.error(message ? serverMessage(message) : fallback);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    setFormError(null);
    const done = {
      onSettled: () => {
        inFlight.current = false;
      },
    };
    if (account) {
      const parsed = updateAccountInputSchema.safeParse({ name: fields.name, role: fields.role, active: fields.active });
      if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
      setErrors({});
      inFlight.current = true;
      update.mutate(
        { id: account.id, input: parsed.data },
        {
          ...done,
          onSuccess: (saved) => {
            toast.success(text.updated(isolateText(saved.name)));
            onClose();
          },
          onError: (failure) => failed(failure, text.updateFailed),
        },
      );
      return;
    }
    const parsed = addAccountInputSchema.safeParse({ name: fields.name, username: fields.username, role: fields.role });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    inFlight.current = true;
    add.mutate(parsed.data, {
      ...done,
      onSuccess: (created) => {
        toast.success(text.added(isolateText(created.account.name)));
        onAdded(created);
      },
      onError: (failure) => failed(failure, text.addFailed),
    });
  }

  return (
    <FormDialog
      title={account ? text.editTitle(isolateText(account.name)) : text.addTitle}
      busy={busy}
      dirty={!sameData(fields, stored)}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={text.name}
        name="name"
        autoComplete="off"
        maxLength={LIMITS.personNameMax}
        value={fields.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
        autoFocus
        required
      />
      {editing ? null : (
        <TextField
          label={text.username}
          name="username"
          hint={text.usernameHint}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LIMITS.usernameMax}
          value={fields.username}
          onChange={(event) => set('username', event.target.value)}
          error={errors.username}
          required
        />
      )}
      <div className="flex flex-col gap-1.5">
        <SelectField
          label={text.role}
          placeholder={text.role}
          value={fields.role}
          onValueChange={(value) => set('role', ROLES.find((role) => role === value) ?? fields.role)}
          options={ROLES.map((role) => ({ value: role, label: text.roles[role] }))}
          error={errors.role}
        />
        <p className="text-xs text-muted">{text.roleHints[fields.role]}</p>
      </div>
      {editing && !isMe ? (
        <Switch label={text.active} hint={text.activeHint} checked={fields.active} onCheckedChange={(active) => set('active', active)} />
      ) : null}
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverMessage(formError)}
        </p>
      ) : null}
      <FormDialogActions busy={busy} editing={editing} submitLabel={editing ? text.submitEdit : text.submitAdd} onCancel={onClose} />
    </FormDialog>
  );
}
