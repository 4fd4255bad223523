import { useMessages } from '#web/i18n/context.js';
import { useFieldError } from '#web/i18n/field-errors.js';
import { useDelivery, type DeliveryField } from '#web/shop/delivery.js';

const field =
  'mt-1 block w-full rounded-2xl border border-brand-200 bg-white px-4 py-3 text-base text-ink placeholder:text-muted focus:border-brand-500 aria-invalid:border-red-600';

// No maxLength: a pasted text is not cut silently; the schema's message says what is too long.
// The label is the catalogue's word of the same name (cartOrder.deliveryName…).
const FIELDS: ReadonlyArray<{
  name: DeliveryField;
  label: 'deliveryName' | 'deliveryPhone' | 'deliveryAddress' | 'deliveryNote';
  autoComplete: string;
  type?: string;
  multiline?: boolean;
}> = [
  { name: 'name', label: 'deliveryName', autoComplete: 'name' },
  { name: 'phone', label: 'deliveryPhone', autoComplete: 'tel', type: 'tel' },
  { name: 'address', label: 'deliveryAddress', autoComplete: 'street-address', multiline: true },
  { name: 'note', label: 'deliveryNote', autoComplete: 'off', multiline: true },
];

export const deliveryFieldId = (name: DeliveryField) => `delivery-${name}`;

/**
 * The optional delivery details, kept in the browser; errors come from the order schema the server uses,
 * shown in the page's language. `byZone`: the shop delivers to the zones offered above, not only in Beirut.
 */
export function DeliveryForm({ errors, byZone = false }: { errors: Partial<Record<DeliveryField, string>>; byZone?: boolean }) {
  const messages = useMessages();
  const fieldError = useFieldError();
  const details = useDelivery((state) => state.details);
  const change = useDelivery((state) => state.change);
  return (
    <fieldset className="mt-6 min-w-0 border-t border-brand-100 pt-5">
      <legend className="float-start w-full font-display text-lg text-ink">{messages.cartOrder.delivery}</legend>
      <p className="clear-both pt-1 text-xs text-muted">{messages.cartOrder.deliveryHint}</p>
      <div className="mt-3 space-y-4">
        {FIELDS.map(({ name, label, autoComplete, type, multiline }) => {
          const id = deliveryFieldId(name);
          const error = errors[name];
          const props = {
            id,
            name,
            autoComplete,
            value: details[name],
            onChange: (event: { target: { value: string } }) => change(name, event.target.value),
            className: field,
            ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}),
          };
          return (
            <div key={name}>
              <label htmlFor={id} className="text-sm font-medium text-ink">
                {label === 'deliveryAddress' && byZone ? messages.cartOrder.deliveryAddressAnywhere : messages.cartOrder[label]}
              </label>
              {multiline ? <textarea rows={name === 'note' ? 3 : 2} {...props} /> : <input type={type ?? 'text'} {...props} />}
              {error ? (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                  {fieldError(error)}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
