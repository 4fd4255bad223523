import { useId, type ReactNode } from 'react';
import { useServerMessage } from '../i18n/context.js';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  /** A second, smaller line under the label. */
  hint?: string;
}

interface ChoiceGroupProps<T extends string> {
  legend: ReactNode;
  /** Visible, or for a screen reader only where the options say enough. */
  legendHidden?: boolean;
  options: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  /** Our own words or a message of the server's: shown in the panel's language. */
  error?: string | undefined;
  /** Tailwind grid columns; by default the options wrap. */
  layout?: string;
  disabled?: boolean;
}

/**
 * Radio buttons drawn as large tiles a thumb can hit: native radios (arrow keys move between them),
 * unseen but stretched over their tile, so a tap or a screen reader's touch lands on the radio itself.
 */
export function ChoiceGroup<T extends string>({
  legend,
  legendHidden = false,
  options,
  value,
  onChange,
  error,
  layout = 'flex flex-wrap',
  disabled,
}: ChoiceGroupProps<T>) {
  const name = useId();
  const serverMessage = useServerMessage();
  const errorId = `${name}-error`;
  return (
    <fieldset className="min-w-0" disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className={legendHidden ? 'sr-only' : 'mb-1.5 text-sm font-medium text-ink'}>{legend}</legend>
      <div className={`${layout} gap-2`}>
        {options.map((option, index) => {
          // Named by its label alone; the hint ('Only 2 left') is read after it as a description.
          const labelId = `${name}-${index}`;
          return (
            <label
              key={option.value}
              className="group relative flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border border-brand-200 bg-white px-3 py-1.5 text-center text-sm text-ink hover:bg-brand-50 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2"
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-labelledby={labelId}
                aria-describedby={option.hint ? `${labelId}-hint` : undefined}
                aria-invalid={error ? true : undefined}
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-lg opacity-0"
              />
              <span id={labelId} className="flex items-center gap-2 font-medium">
                {option.label}
              </span>
              {option.hint ? (
                <span id={`${labelId}-hint`} className="text-xs text-muted group-has-checked:text-white">
                  {option.hint}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {serverMessage(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
