import { useId } from 'react';
import type { DayHours } from '#contract/shop-defaults.js';
import type { FieldErrors } from '../form/field-errors.js';
import { inputClass } from '../form/Field.js';
import { useAdminText, useServerMessage } from '../i18n/context.js';

interface WeekHoursTableProps {
  days: DayHours[];
  onChange: (index: number, change: Partial<DayHours>) => void;
  errors: FieldErrors;
  disabled?: boolean;
}

/**
 * Monday to Sunday, one row each: a tick for an open day, then its opening and closing times. On a
 * phone the times go under the day. A closed day's times stay as they were, unused until it opens again.
 */
export function WeekHoursTable({ days, onChange, errors, disabled }: WeekHoursTableProps) {
  const id = useId();
  const text = useAdminText().settings;
  const serverMessage = useServerMessage();
  const weekError = errors['hours.days'] ?? errors.hours;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-muted">{text.weekHint}</p>
      <div
        aria-hidden="true"
        className="hidden grid-cols-[10rem_1fr_1fr] gap-3 border-b border-brand-100 pb-1 text-xs font-semibold tracking-wide text-muted uppercase sm:grid"
      >
        <span>{text.columnDay}</span>
        <span>{text.opens}</span>
        <span>{text.closes}</span>
      </div>
      <ul className="divide-y divide-brand-100">
        {days.map((day, index) => {
          const name = text.weekdays[day.day];
          const key = (part: string) => `hours.days.${index}.${part}`;
          const openError = errors[key('open')] ?? errors[key('day')];
          const opensError = errors[key('opens')];
          const closesError = errors[key('closes')];
          const errorId = (part: string) => `${id}-${index}-${part}`;
          const describedBy = (part: string, error: string | undefined) => (error ? errorId(part) : undefined);
          return (
            <li key={day.day} className="grid grid-cols-2 items-center gap-x-3 gap-y-2 py-3 sm:grid-cols-[10rem_1fr_1fr]">
              <label className="col-span-2 flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink sm:col-span-1">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={day.open}
                  onChange={(event) => onChange(index, { open: event.target.checked })}
                  aria-invalid={openError ? true : undefined}
                  aria-describedby={describedBy('open', openError)}
                  disabled={disabled}
                />
                <span>{name}</span>
                {day.open ? null : <span className="text-xs font-normal text-muted">{text.closed}</span>}
              </label>
              <TimeInput
                label={text.opens}
                name={text.opensOn(name)}
                value={day.opens}
                onChange={(opens) => onChange(index, { opens })}
                disabled={disabled || !day.open}
                errorId={describedBy('opens', opensError)}
              />
              <TimeInput
                label={text.closes}
                name={text.closesOn(name)}
                value={day.closes}
                onChange={(closes) => onChange(index, { closes })}
                disabled={disabled || !day.open}
                errorId={describedBy('closes', closesError)}
              />
              {(
                [
                  ['open', openError],
                  ['opens', opensError],
                  ['closes', closesError],
                ] as const
              ).map(([part, error]) =>
                error ? (
                  <p key={part} id={errorId(part)} className="col-span-2 text-sm text-red-700 sm:col-span-3">
                    {serverMessage(error)}
                  </p>
                ) : null,
              )}
            </li>
          );
        })}
      </ul>
      {weekError ? <p className="text-sm text-red-700">{serverMessage(weekError)}</p> : null}
    </div>
  );
}

interface TimeInputProps {
  /** What is seen above the input on a phone ('Opens'). */
  label: string;
  /** What the input is called ('Monday opens'): the seen label with its day. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /** The id of the message about this input, when there is one. */
  errorId: string | undefined;
}

function TimeInput({ label, name, value, onChange, disabled, errorId }: TimeInputProps) {
  return (
    <label className="flex min-w-0 flex-col gap-1">
      <span aria-hidden="true" className="text-xs text-muted sm:hidden">
        {label}
      </span>
      <input
        type="time"
        aria-label={name}
        className={`${inputClass} min-w-0 disabled:bg-brand-50 disabled:text-muted`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        required={!disabled}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </label>
  );
}
