import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { useMessages } from '#web/i18n/context.js';
import { orderPage } from '#web/shop/order-page-link.js';

/** Said once the order went to WhatsApp, while the cart still holds what was sent; once recorded, a link to the order's own page. */
export function OrderSentNote({ reference, pageToken }: { reference: string | null; pageToken?: string | undefined }) {
  const messages = useMessages();
  return (
    <div role="status" className="mt-6 rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-900 ring-1 ring-emerald-200">
      <p className="font-semibold">{messages.cartOrder.orderSent}</p>
      <p className="mt-1">{reference ? messages.cartOrder.orderSentReference(reference) : messages.cartOrder.orderSentNoReference}</p>
      {reference && pageToken ? (
        <Link
          href={orderPage(pageToken)}
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-emerald-900 underline underline-offset-2 hover:text-emerald-700"
        >
          {messages.cartOrder.seeOrder}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      ) : null}
    </div>
  );
}
