// The sale's totals under its lines: the items, the delivery fee once a delivery is chosen and what the
// discount code takes off, then the total.
import { dollarsToCents, type DeliveryChoice, type DeliveryZone } from '#contract/delivery.js';
import { formatMoney } from '#web/shop/money.js';
import { useAdminText, useOwnName } from '../i18n/context.js';
import type { SaleMessages } from './sale-text.js';

const choiceName = (choice: DeliveryChoice, text: SaleMessages, ownName: (zone: DeliveryZone) => string) =>
  choice.kind === 'pickup' ? text.pickup : ownName(choice.zone);

/** The fee as the total shows it: 'Free', saying why when the items reached the zone's threshold. */
function deliveryFeeLabel(choice: DeliveryChoice, feeCents: number, text: SaleMessages): string {
  if (feeCents > 0) return formatMoney(feeCents / 100);
  if (choice.kind === 'zone' && choice.zone.freeOver !== null && dollarsToCents(choice.zone.fee) > 0) {
    return text.freeReached(formatMoney(choice.zone.freeOver));
  }
  return text.free;
}

interface SaleTotalsProps {
  itemsCents: number;
  feeCents: number;
  /** The delivery chosen, if any: its fee then shows apart from the items. */
  deliveryChoice: DeliveryChoice | undefined;
  /** The discount code as the shop writes it and all it takes off, in cents; null when it takes nothing off. */
  discount: { code: string; cents: number } | null;
}

export function SaleTotals({ itemsCents, feeCents, deliveryChoice, discount }: SaleTotalsProps) {
  const messages = useAdminText();
  const ownName = useOwnName();
  const text = messages.sale;
  return (
    <dl className="flex flex-col gap-1 border-t border-brand-100 pt-2 text-ink">
      {deliveryChoice || discount ? (
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <dt className="text-muted">{text.itemsTotal}</dt>
          <dd className="tabular-nums">{formatMoney(itemsCents / 100)}</dd>
        </div>
      ) : null}
      {deliveryChoice ? (
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <dt className="min-w-0 break-words text-muted">{text.deliveryFee(choiceName(deliveryChoice, text, ownName))}</dt>
          <dd className="shrink-0 tabular-nums">{deliveryFeeLabel(deliveryChoice, feeCents, text)}</dd>
        </div>
      ) : null}
      {discount ? (
        <div className="flex items-baseline justify-between gap-3 text-sm">
          {/* Named as the recorded order's page names it. */}
          <dt className="min-w-0 break-words text-muted">{messages.orders.discountCode(discount.code)}</dt>
          {/* Its own direction, so the minus stays before the amount in Arabic. */}
          <dd className="shrink-0 tabular-nums text-emerald-800" data-testid="sale-discount">
            <span dir="ltr">−{formatMoney(discount.cents / 100)}</span>
          </dd>
        </div>
      ) : null}
      <div className="flex items-baseline justify-between gap-3 font-semibold">
        <dt>{text.total}</dt>
        <dd className="text-lg tabular-nums">{formatMoney((itemsCents + feeCents - (discount?.cents ?? 0)) / 100)}</dd>
      </div>
    </dl>
  );
}
