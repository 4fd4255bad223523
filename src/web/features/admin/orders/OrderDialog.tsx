import { useMutation, useQuery } from '@tanstack/react-query';
import { Check, Link2, MessagesSquare, PackageCheck, Printer, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ORDER_TRANSITIONS, type OrderDetail, type OrderStatus } from '#contract/order.js';
import { changeOrderStatusMutation, orderQuery, recordCustomerMessageMutation, renewOrderPageLinkMutation } from '#web/api/admin/orders.js';
import { settingsQuery } from '#web/api/admin/settings.js';
import { Button } from '#web/components/ui/Button.js';
import { toast } from '#web/components/ui/toast.js';
import { ApiError } from '#web/http/api-client.js';
import { formatMoney } from '#web/shop/money.js';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.js';
import { useAdminFormat, useAdminText, useServerMessage } from '../i18n/context.js';
import { Dialog, DialogActions } from '../dialogs/Dialog.js';
import { ErrorState, LoadingState } from '../list/ListStates.js';
import { Isolate, isolateText } from '../list/Isolate.js';
import { customerMessageLink } from './customer-message.js';
import { discountAmount } from './order-discount.js';
import { useCustomerWords } from './customer-words.js';
import { deliveryFeeText, deliveryOptionName } from './order-delivery.js';
import { OrderReceipt } from './OrderReceipt.js';
import { OrderStatusBadge } from './OrderStatusBadge.js';

type OrderMessages = ReturnType<typeof useAdminText>['orders'];

const actionLabelsOf = (text: OrderMessages): Record<OrderStatus, string> => ({
  new: '',
  confirmed: text.confirm,
  delivered: text.markDelivered,
  cancelled: text.cancel,
});

/** A row under the lines: a label across the first three columns, its amount under the line totals. */
function TotalRow({ label, amount, strong = false }: { label: string; amount: ReactNode; strong?: boolean }) {
  return (
    <tr>
      <th
        scope="row"
        colSpan={3}
        className={`pt-2 pe-2 text-end break-words ${strong ? 'font-semibold text-ink' : 'font-medium text-muted'}`}
      >
        {label}
      </th>
      <td className={`pt-2 text-end tabular-nums text-ink${strong ? ' font-semibold' : ''}`}>{amount}</td>
    </tr>
  );
}

/** One order: its lines, delivery details, history, and the moves its status allows. */
export function OrderDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const text = useAdminText().orders;
  const order = useQuery(orderQuery(orderId));
  const title = order.data ? text.title(order.data.reference) : text.heading;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title} size="lg">
      {order.isPending ? (
        <LoadingState />
      ) : order.isError ? (
        <ErrorState title={text.detailFailed} error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <OrderDetails order={order.data} />
      )}
    </Dialog>
  );
}

function OrderDetails({ order }: { order: OrderDetail }) {
  const { orders: text, common: commonText } = useAdminText();
  const serverMessage = useServerMessage();
  const format = useAdminFormat();
  const colon = commonText.colon;
  const actionLabels = actionLabelsOf(text);
  const change = useMutation(changeOrderStatusMutation);
  const [askingToCancel, setAskingToCancel] = useState(false);
  const renewLink = useMutation(renewOrderPageLinkMutation);
  const [askingForLink, setAskingForLink] = useState(false);
  const next = ORDER_TRANSITIONS[order.status];
  // The shop's address, hours, pound rate and zones for the message and the receipt; both do without them while they load.
  const shop = useQuery(settingsQuery()).data;
  const recordMessage = useMutation(recordCustomerMessageMutation);
  // In the customer's language, for the status shown; the link to the order's page starts with the shop's address, the panel's own.
  // Its words (a French or Arabic customer's come with the storefront's catalogue) load as the dialog opens.
  const customerWords = useCustomerWords(order.language);
  const message = customerWords ? customerMessageLink(order, shop, window.location.origin, customerWords) : null;

  const moveTo = (status: OrderStatus) => {
    if (change.isPending) return;
    change.mutate(
      { id: order.id, status, from: order.status },
      {
        onSuccess: (saved) => {
          toast.success(text.changed(saved.reference, text.status[saved.status]));
          setAskingToCancel(false);
        },
        onError: (error) => {
          // A refusal (409) says why in the API's words, such as the order having changed meanwhile.
          const refused = error instanceof ApiError && error.status === 409;
          toast.error(refused ? serverMessage(error.message) : text.changeFailed);
          if (refused) setAskingToCancel(false);
        },
      },
    );
  };

  const makeNewLink = () => {
    if (renewLink.isPending) return;
    renewLink.mutate(order.id, {
      onSuccess: (saved) => {
        toast.success(text.newLinkMade(saved.reference));
        setAskingForLink(false);
      },
      onError: () => toast.error(text.newLinkFailed),
    });
  };

  const delivery: [string, string | null][] = [
    [text.name, order.delivery.name],
    [text.phone, order.delivery.phone],
    [text.address, order.delivery.address],
    [text.note, order.delivery.note],
  ];

  return (
    <div className="flex flex-col gap-5 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <OrderStatusBadge status={order.status} />
        <p className="text-muted">
          {text.placed}{' '}
          <time dateTime={order.createdAt} className="text-ink">
            {format.dateTime(order.createdAt)}
          </time>
          {' · '}
          {text.channel}
          {colon}
          <span className="text-ink">{text.channels[order.channel]}</span>
          {' · '}
          {text.language}
          {colon}
          <span className="text-ink">{format.languageName(order.language)}</span>
        </p>
      </div>

      {order.sentWithoutReference ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">{text.sentWithoutReference}</p>
      ) : null}

      <section aria-labelledby="order-lines">
        <h3 id="order-lines" className="mb-2 font-semibold text-ink">
          {text.lines}
        </h3>
        <table className="w-full table-fixed border-collapse">
          <thead className="text-xs text-muted">
            <tr className="border-b border-brand-100">
              <th scope="col" className="w-[45%] py-2 pe-2 text-start font-medium">
                {text.columnItem}
              </th>
              <th scope="col" className="py-2 pe-2 text-end font-medium">
                {text.columnUnitPrice}
              </th>
              <th scope="col" className="w-12 py-2 pe-2 text-end font-medium">
                {text.columnQuantity}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {text.columnLineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={`${line.kind}:${line.itemId}:${line.colorHex ?? ''}`} className="border-b border-brand-50 align-top">
                <td className="py-2 pe-2 break-words text-ink">
                  <span className="block">{line.name}</span>
                  {line.colorName ? (
                    <span className="mt-0.5 flex items-center gap-1.5 text-xs text-muted">
                      {line.colorHex ? (
                        <span
                          aria-hidden="true"
                          className="inline-block size-3 shrink-0 rounded-full ring-1 ring-brand-200"
                          style={{ backgroundColor: line.colorHex }}
                        />
                      ) : null}
                      {text.colour(line.colorName)}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pe-2 text-end text-ink tabular-nums">{formatMoney(line.unitPrice)}</td>
                <td className="py-2 pe-2 text-end text-ink tabular-nums">{line.quantity}</td>
                <td className="py-2 text-end font-medium text-ink tabular-nums">{formatMoney(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {/* With a delivery option or a discount code: the items, the option's fee, what the code took off, then what the customer pays. */}
            {order.deliveryOption || order.discount ? <TotalRow label={text.itemsTotal} amount={formatMoney(order.total)} /> : null}
            {order.deliveryOption ? (
              <TotalRow
                label={text.deliveryFee(deliveryOptionName(order.deliveryOption, text))}
                amount={deliveryFeeText(order.deliveryOption.fee, text)}
              />
            ) : null}
            {order.discount ? (
              <TotalRow
                label={text.discountCode(isolateText(order.discount.code))}
                // Left to right beside Arabic words, which would set the minus after the amount.
                amount={<span dir="ltr">{discountAmount(order.discount)}</span>}
              />
            ) : null}
            <TotalRow label={text.grandTotal} amount={formatMoney(order.grandTotal)} strong />
          </tfoot>
        </table>
      </section>

      <div className="grid gap-5 sm:grid-cols-2">
        <section aria-labelledby="order-delivery">
          <h3 id="order-delivery" className="mb-2 font-semibold text-ink">
            {text.delivery}
          </h3>
          <dl className="grid gap-2">
            {delivery.map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted">{label}</dt>
                <dd className={`break-words whitespace-pre-wrap ${value ? 'text-ink' : 'text-muted italic'}`}>
                  {value ? <Isolate>{value}</Isolate> : text.notGiven}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="order-history">
          <h3 id="order-history" className="mb-2 font-semibold text-ink">
            {text.history}
          </h3>
          <ol className="grid gap-2">
            {order.history.map((step) => (
              <li key={`${step.status}:${step.at}`} className="flex flex-wrap items-center justify-between gap-2">
                <OrderStatusBadge status={step.status} />
                <span className="text-muted">
                  <time dateTime={step.at}>{format.dateTime(step.at)}</time>
                  {/* Who gave the status; nothing for the customer placing the order. */}
                  {step.by ? ` · ${commonText.byPerson(isolateText(step.by.name))}` : null}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <DialogActions>
        <div className="flex flex-col-reverse gap-2 sm:me-auto sm:flex-row">
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {text.printReceipt}
          </Button>
          {message ? (
            <a
              href={message}
              target="_blank"
              rel="noopener noreferrer"
              // The link opens WhatsApp at once; the record follows, and its failure keeps nothing from the customer.
              onClick={() => recordMessage.mutate({ id: order.id, status: order.status })}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-emerald-700 px-4 text-sm font-medium text-emerald-800 hover:bg-emerald-50"
            >
              <MessagesSquare aria-hidden="true" className="size-4" />
              {text.messageCustomer}
            </a>
          ) : null}
          <Button variant="secondary" busy={renewLink.isPending} onClick={() => setAskingForLink(true)}>
            <Link2 aria-hidden="true" className="size-4" />
            {text.newLink}
          </Button>
        </div>
        {next.includes('cancelled') ? (
          <Button variant="danger" busy={change.isPending} onClick={() => setAskingToCancel(true)}>
            <X aria-hidden="true" className="size-4" />
            {actionLabels.cancelled}
          </Button>
        ) : null}
        {next
          .filter((status) => status !== 'cancelled')
          .map((status) => (
            <Button key={status} busy={change.isPending} onClick={() => moveTo(status)}>
              {status === 'delivered' ? (
                <PackageCheck aria-hidden="true" className="size-4" />
              ) : (
                <Check aria-hidden="true" className="size-4" />
              )}
              {actionLabels[status]}
            </Button>
          ))}
      </DialogActions>

      <ConfirmDialog
        open={askingToCancel}
        onOpenChange={setAskingToCancel}
        title={text.cancelTitle}
        description={text.cancelText(order.reference, order.cancelReturnsStock)}
        confirmLabel={text.cancelConfirm}
        cancelLabel={text.keep}
        pendingLabel={text.saving}
        pending={change.isPending}
        onConfirm={() => moveTo('cancelled')}
      />
      <ConfirmDialog
        open={askingForLink}
        onOpenChange={setAskingForLink}
        title={text.newLinkTitle}
        description={text.newLinkText(order.reference)}
        confirmLabel={text.newLinkConfirm}
        pendingLabel={text.saving}
        pending={renewLink.isPending}
        onConfirm={makeNewLink}
      />
      {customerWords ? <OrderReceipt order={order} shop={shop} words={customerWords} /> : null}
    </div>
  );
}
