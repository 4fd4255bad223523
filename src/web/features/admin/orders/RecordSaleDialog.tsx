import { lazy, Suspense, useRef } from 'react';
import { hasDeliveryOptions } from '#contract/delivery.js';
import { FormDialog, FormDialogActions } from '../dialogs/FormDialog.js';
import { inputClass } from '../form/Field.js';
import { useAdminLanguage, useAdminText, useOwnName, useServerMessage } from '../i18n/context.js';
import { ChoiceGroup } from './ChoiceGroup.js';
import { SaleCustomerFields } from './SaleCustomerFields.js';
import { SaleItemFinder } from './SaleItemFinder.js';
import { SaleLineRow } from './SaleLineRow.js';
import { SaleTotals } from './SaleTotals.js';
import { needsColour, saleLineKey } from './sale-lines.js';
import { channelOptionsOf, deliveryChoices, NO_DELIVERY, statusOptionsOf } from './sale-options.js';
import { useRecordSale } from './use-record-sale.js';

// Fetched as the dialog opens: the field shares the cart's code field's code and words, and the storefront's
// entry lists every chunk the panel imports, so imported here they would grow its first load.
const SaleCodeField = lazy(() => import('./SaleCodeField.js').then((m) => ({ default: m.SaleCodeField })));

/**
 * Records a sale made in the shop, by phone or on WhatsApp: items found as in the admin lists, a
 * colour and a quantity each, where it was sold and whether it is handed over already, and the
 * customer's discount code, if any.
 */
export function RecordSaleDialog({ onClose }: { onClose: () => void }) {
  const messages = useAdminText();
  const ownName = useOwnName();
  const text = messages.sale;
  const serverMessage = useServerMessage();
  const language = useAdminLanguage();
  const linesRef = useRef<HTMLUListElement>(null);
  const sale = useRecordSale({ linesRef, onClose });
  const { lines, errors, busy } = sale;

  return (
    <FormDialog
      title={text.title}
      description={text.description}
      size="lg"
      busy={busy}
      dirty={sale.dirty}
      onClose={onClose}
      onSubmit={sale.submit}
    >
      <SaleItemFinder onPick={sale.pick} disabled={busy} />

      <section aria-labelledby="sale-items" className="flex flex-col gap-2">
        <h3 id="sale-items" className="text-sm font-medium text-ink">
          {text.items}
        </h3>
        {lines.length === 0 ? (
          <p
            className={`rounded-lg border border-dashed px-3 py-4 text-center text-sm ${errors.lines ? 'border-red-600 text-red-700' : 'border-brand-200 text-muted'}`}
          >
            {errors.lines ? serverMessage(errors.lines) : text.noItems}
          </p>
        ) : (
          <ul ref={linesRef} className="flex flex-col gap-2">
            {lines.map((line, index) => (
              <SaleLineRow
                key={saleLineKey(line)}
                line={line}
                problem={sale.problems[saleLineKey(line)]}
                colourMissing={sale.triedSave && needsColour(line)}
                disabled={busy}
                onColour={(hex) => sale.chooseColour(line, index, hex)}
                onQuantity={(quantity) => sale.changeQuantity(index, quantity)}
                onRemove={() => sale.removeLine(index)}
              />
            ))}
          </ul>
        )}
        {lines.length > 0 && errors.lines ? <p className="text-sm text-red-700">{serverMessage(errors.lines)}</p> : null}
        <SaleTotals
          itemsCents={sale.itemsCents}
          feeCents={sale.feeCents}
          deliveryChoice={sale.deliveryChoice}
          discount={sale.discountCents > 0 && sale.code.discount ? { code: sale.code.discount.code, cents: sale.discountCents } : null}
        />
      </section>

      {hasDeliveryOptions(sale.deliveryOptions) ? (
        <ChoiceGroup
          legend={text.delivery}
          options={deliveryChoices(sale.deliveryOptions, text, ownName)}
          value={sale.deliveryChoice ? sale.deliveryId : NO_DELIVERY}
          onChange={sale.chooseDelivery}
          error={errors.deliveryOption}
          layout="grid grid-cols-2 sm:grid-cols-3"
          disabled={busy}
        />
      ) : null}

      <ChoiceGroup
        legend={messages.orders.channel}
        options={channelOptionsOf(messages.orders.channels)}
        value={sale.channel}
        onChange={sale.setChannel}
        error={errors.channel}
        layout="grid grid-cols-3"
        disabled={busy}
      />
      <ChoiceGroup
        legend={text.status}
        options={statusOptionsOf(text)}
        value={sale.status}
        onChange={sale.setStatusChoice}
        error={errors.status}
        layout="grid grid-cols-2"
        disabled={busy}
      />

      <SaleCustomerFields customer={sale.customer} onChange={sale.editCustomer} errors={errors} disabled={busy} />

      {/* After the customer: a code limited per customer is checked against the phone typed there. Until
          the field comes, a space of its height (a label and an input). */}
      <Suspense fallback={<div aria-hidden="true" className="h-[70px]" />}>
        <SaleCodeField code={sale.code} itemsCents={sale.itemsCents} disabled={busy} panel={{ words: text.code, language, inputClass }} />
      </Suspense>

      {errors.form ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {serverMessage(errors.form)}
        </p>
      ) : null}
      <FormDialogActions busy={busy} submitLabel={text.submit} onCancel={onClose} />
    </FormDialog>
  );
}
