import { useQuery } from '@tanstack/react-query';
import { Plus, TicketPercent, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '#contract/order.js';
import { orderListQuery } from '#web/api/admin/orders.js';
import { Button } from '#web/components/ui/Button.js';
import { toast } from '#web/components/ui/toast.js';
import { useMessages } from '#web/i18n/context.js';
import { useListSearch } from '#web/navigation/use-list-search.js';
import { formatMoney } from '#web/shop/money.js';
import { useCan } from '../auth/person.js';
import { useAdminFormat, useAdminText } from '../i18n/context.js';
import { AdminListBody } from '../list/AdminListBody.js';
import { Isolate, isolateText } from '../list/Isolate.js';
import { ListToolbar } from '../list/ListToolbar.js';
import { PageHeading } from '../list/PageHeading.js';
import { ChannelBadge } from './ChannelBadge.js';
import { deliveryFeeText, deliveryOptionName } from './order-delivery.js';
import { OrderDialog } from './OrderDialog.js';
import { OrderStatusBadge } from './OrderStatusBadge.js';
import { RecordSaleDialog } from './RecordSaleDialog.js';

/** Name · phone, each isolated: the customer wrote both, and one must not reorder the other. */
function CustomerLine({ name, phone }: { name: string | null; phone: string | null }) {
  return (
    <>
      {name ? <Isolate>{name}</Isolate> : null}
      {name && phone ? ' · ' : null}
      {phone ? <Isolate>{phone}</Isolate> : null}
    </>
  );
}

const parseStatus = (value: string | null): OrderStatus | undefined => ORDER_STATUSES.find((status) => status === value);

/** The owner's inbox: newest first, by status and search, each order opening in a dialog; sales made elsewhere are recorded here. */
export function OrdersPage() {
  const text = useAdminText().orders;
  const commonText = useMessages().common;
  const format = useAdminFormat();
  const params = useListSearch();
  const status = parseStatus(params.params.get('status'));
  const orders = useQuery(orderListQuery({ page: params.page, status, search: params.search }));
  const [openId, setOpenId] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);
  const maySell = useCan('sales');
  const pagination = orders.data?.pagination;
  const items = orders.data?.data ?? [];
  const filtered = Boolean(status || params.search);

  useEffect(() => {
    if (orders.isError) toast.error(text.fetchFailed, { id: 'admin-orders-fetch' });
  }, [orders.isError, text]);

  const chooseStatus = (next: OrderStatus | undefined) =>
    params.updateParams((current) => {
      if (next) current.set('status', next);
      else current.delete('status');
      current.delete('page');
    });

  return (
    <section>
      <PageHeading title={text.heading} detail={pagination ? commonText.totalCount(pagination.totalItems) : undefined} />
      <ListToolbar
        searchLabel={text.searchPlaceholder}
        searchValue={params.term}
        onSearchChange={params.onTermChange}
        onRefresh={() => void orders.refetch()}
        refreshing={orders.isFetching}
        action={
          maySell ? (
            <Button onClick={() => setRecording(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {text.recordSale}
            </Button>
          ) : null
        }
      />
      <div role="group" aria-label={text.statusFilter} className="-mt-2 mb-6 flex flex-wrap gap-2">
        {[undefined, ...ORDER_STATUSES].map((option) => {
          const active = option === status;
          return (
            <button
              key={option ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => chooseStatus(option)}
              className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium transition-colors ${
                active ? 'bg-brand-700 text-white' : 'bg-white text-ink ring-1 ring-brand-200 hover:bg-brand-50'
              }`}
            >
              {option ? text.status[option] : text.all}
            </button>
          );
        })}
      </div>

      <AdminListBody
        query={orders}
        empty={items.length === 0}
        errorTitle={text.fetchFailed}
        emptyTitle={filtered ? text.noMatch : text.empty}
        emptyHint={filtered ? text.noMatchHint : text.emptyHint}
        pagination={pagination}
        onPageChange={params.goToPage}
      >
        <ul className={`flex flex-col gap-3 ${orders.isPlaceholderData ? 'opacity-60' : ''}`}>
          {items.map((order) => (
            <li key={order.id} className="relative rounded-2xl border border-brand-100 bg-white p-4 shadow-sm hover:bg-brand-50">
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <p className="font-medium text-ink">
                  {/* The reference opens the order; stretched over the card so the whole card does. */}
                  <button
                    type="button"
                    onClick={() => setOpenId(order.id)}
                    aria-label={text.open(order.reference)}
                    className="font-mono text-base tracking-wide after:absolute after:inset-0 after:rounded-2xl"
                  >
                    {order.reference}
                  </button>
                </p>
                <span className="flex flex-wrap items-center gap-1.5">
                  <ChannelBadge channel={order.channel} />
                  <OrderStatusBadge status={order.status} />
                </span>
              </div>
              <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
                <time dateTime={order.createdAt} className="text-muted">
                  {format.dateTime(order.createdAt)}
                </time>
                {/* What the customer pays; with a delivery option, how it splits just under it. */}
                <p className="text-ink">
                  <span className="text-muted">{text.items(order.itemCount)} · </span>
                  {/* Left to right beside Arabic words, which would make it read « 19.50$ ». */}
                  <span dir="ltr" className="font-semibold">
                    {formatMoney(order.grandTotal)}
                  </span>
                </p>
              </div>
              {order.deliveryOption ? (
                // A long zone name is cut short, never the fee after it.
                <p className="mt-0.5 flex min-w-0 items-center justify-end gap-1 text-xs text-muted">
                  <Truck aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="truncate" title={deliveryOptionName(order.deliveryOption, text)}>
                    {text.rowSplit(formatMoney(order.total), deliveryOptionName(order.deliveryOption, text))}
                  </span>
                  <span className="shrink-0 font-medium text-ink">{deliveryFeeText(order.deliveryOption.fee, text)}</span>
                </p>
              ) : null}
              {order.discountCode ? (
                <p className="mt-0.5 flex min-w-0 items-center justify-end gap-1 text-xs text-muted">
                  <TicketPercent aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="truncate">{text.rowCode(isolateText(order.discountCode))}</span>
                </p>
              ) : null}
              <p className="mt-1 truncate text-sm text-brand-800">
                {order.customerName || order.customerPhone ? (
                  <CustomerLine name={order.customerName} phone={order.customerPhone} />
                ) : (
                  <span className="text-muted">{text.noCustomer}</span>
                )}
              </p>
            </li>
          ))}
        </ul>
      </AdminListBody>

      {openId ? <OrderDialog orderId={openId} onClose={() => setOpenId(null)} /> : null}
      {recording && maySell ? <RecordSaleDialog onClose={() => setRecording(false)} /> : null}
    </section>
  );
}
