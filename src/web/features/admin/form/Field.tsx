import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useServerMessage } from '../i18n/context.js';

interface FieldShellProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/**
 * A label, the control, then a hint and the error the control is described by. The error may be the
 * server's or a shared schema's (English): it is shown in the panel's language.
 */
export function FieldShell({ label, error, hint, children }: FieldShellProps) {
  const serverMessage = useServerMessage();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {serverMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass =
  'w-full min-h-11 rounded-lg border border-brand-200 bg-white px-3 py-2 text-base text-ink placeholder:text-muted/70 focus:border-brand-600 aria-[invalid=true]:border-red-600 sm:text-sm';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

export function TextField({ label, error, hint, className = '', ...props }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`${inputClass} ${className}`}
          // English typed in the Arabic panel (or Arabic in the English one) reads in its own direction.
          dir="auto"
          {...props}
        />
      )}
    </FieldShell>
  );
}

/**
 * A number the form holds as typed text and checks when it is sent: the phone's number keypad (with a
 * decimal point for amounts), and no browser suggestions of earlier entries.
 */
export function NumberField({ decimal = false, ...props }: Omit<TextFieldProps, 'inputMode' | 'autoComplete'> & { decimal?: boolean }) {
  return <TextField inputMode={decimal ? 'decimal' : 'numeric'} autoComplete="off" {...props} />;
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

export function TextAreaField({ label, error, hint, className = '', ...props }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`${inputClass} min-h-24 ${className}`}
          dir="auto"
          {...props}
        />
      )}
    </FieldShell>
  );
}
