import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { FieldShell, inputClass } from './Field.js';

interface SelectFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  options: { value: string; label: string }[];
  error?: string | undefined;
  disabled?: boolean;
}

export function SelectField({ label, placeholder, value, onValueChange, options, error, disabled }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        // Radix Select keeps '' for "nothing chosen", which shows the placeholder.
        <RadixSelect.Root value={value} onValueChange={onValueChange} disabled={disabled}>
          <RadixSelect.Trigger
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={`${inputClass} flex items-center justify-between gap-2 text-start data-[placeholder]:text-muted`}
          >
            <RadixSelect.Value placeholder={placeholder} />
            <RadixSelect.Icon>
              <ChevronDown aria-hidden="true" className="size-4 text-muted" />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content
              position="popper"
              sideOffset={4}
              className="z-[60] max-h-[min(var(--radix-select-content-available-height),20rem)] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-brand-100 bg-white shadow-lg"
            >
              <RadixSelect.Viewport className="p-1">
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    className="relative flex min-h-10 cursor-pointer items-center rounded-md ps-8 pe-3 text-sm text-ink outline-none select-none data-[highlighted]:bg-brand-50"
                  >
                    <RadixSelect.ItemIndicator className="absolute start-2">
                      <Check aria-hidden="true" className="size-4" />
                    </RadixSelect.ItemIndicator>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </FieldShell>
  );
}
