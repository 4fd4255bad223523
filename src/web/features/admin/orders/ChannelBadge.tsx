import { MessageCircle, Phone, Store } from 'lucide-react';
import type { OrderChannel } from '#contract/order.js';
import { useAdminText } from '../i18n/context.js';

/** A recorded sale's channel at a glance, in its badge and in the Record a sale dialog. */
export const saleChannelIcons = { shop: Store, phone: Phone, whatsapp: MessageCircle } as const;

/** Where a recorded sale was made; an order from the website's cart, the usual case, shows nothing. */
export function ChannelBadge({ channel }: { channel: OrderChannel }) {
  const text = useAdminText().orders;
  if (channel === 'website') return null;
  const Icon = saleChannelIcons[channel];
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
      <Icon aria-hidden="true" className="size-3.5" />
      {text.channels[channel]}
    </span>
  );
}
