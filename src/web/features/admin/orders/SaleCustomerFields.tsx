// The optional customer of a sale: a name and a phone, with the server's message on the customer as a whole.
import { TextField } from '../form/Field.js';
import type { FieldErrors } from '../form/field-errors.js';
import { useAdminText, useServerMessage } from '../i18n/context.js';
import type { SaleCustomer } from './use-record-sale.js';

interface SaleCustomerFieldsProps {
  customer: SaleCustomer;
  onChange: (field: keyof SaleCustomer, value: string) => void;
  /** The dialog's errors: those on the name, the phone and the customer show here. */
  errors: FieldErrors;
  disabled: boolean;
}

export function SaleCustomerFields({ customer, onChange, errors, disabled }: SaleCustomerFieldsProps) {
  const text = useAdminText().sale;
  const serverMessage = useServerMessage();
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-brand-100 p-4"
      disabled={disabled}
      aria-describedby={errors.customer ? 'sale-customer-error' : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-ink">{text.customer}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={text.name}
          name="name"
          autoComplete="off"
          value={customer.name}
          onChange={(event) => onChange('name', event.target.value)}
          error={errors.name}
        />
        <TextField
          label={text.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={customer.phone}
          onChange={(event) => onChange('phone', event.target.value)}
          error={errors.phone}
        />
      </div>
      {errors.customer ? (
        <p id="sale-customer-error" className="text-sm text-red-700">
          {serverMessage(errors.customer)}
        </p>
      ) : null}
    </fieldset>
  );
}
