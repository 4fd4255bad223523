import { useMessages } from '#web/i18n/context.js';

/** Said once the order went to WhatsApp, while the cart still holds what was sent. */
export function OrderSentNote({ reference }: { reference: string | null }) {
  const messages = useMessages();
  return (
    <div role="status" className="mt-6 rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-900 ring-1 ring-emerald-200">
      <p className="font-semibold">{messages.cartOrder.orderSent}</p>
      <p className="mt-1">{reference ? messages.cartOrder.orderSentReference(reference) : messages.cartOrder.orderSentNoReference}</p>
    </div>
  );
}
