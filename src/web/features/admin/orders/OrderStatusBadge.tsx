import type { OrderStatus } from '#contract/order.js';
import { useAdminText } from '../i18n/context.js';

// Each status its own colour, all with text dark enough on its tint (WCAG AA).
const tones: Record<OrderStatus, string> = {
  new: 'bg-amber-50 text-amber-900 ring-amber-300',
  confirmed: 'bg-sky-50 text-sky-900 ring-sky-200',
  delivered: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  cancelled: 'bg-stone-100 text-stone-700 ring-stone-300',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const text = useAdminText().orders;
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide ring-1 ${tones[status]}`}
    >
      {text.status[status]}
    </span>
  );
}
