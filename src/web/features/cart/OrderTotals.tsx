import type { ReactNode } from 'react';
import type { DeliveryChoice } from '#contract/delivery.js';
import { PoundPrice } from '#web/components/ui/PoundPrice.js';
import { useMessages } from '#web/i18n/context.js';
import { deliveryFigures } from '#web/shop/delivery-options.js';
import { formatMoney } from '#web/shop/money.js';

interface OrderTotalsProps {
  /** Items that can be ordered now. */
  count: number;
  itemsCents: number;
  /** Whether the shop offers a choice of delivery: without one, no delivery row and no total with delivery. */
  offersDelivery: boolean;
  choice: DeliveryChoice | undefined;
  /** A discount code that applies: its row (from the code field's chunk) and all it takes off, in cents. */
  discount?: { row: ReactNode; cents: number } | null;
}

/**
 * The order summary's figures: the items' subtotal, then with delivery offered the fee, a discount
 * code's row and the total after them.
 */
// The rate is the same under every amount: the total's pounds alone take a keyboard stop.
export function OrderTotals({ count, itemsCents, offersDelivery, choice, discount }: OrderTotalsProps) {
  const messages = useMessages();
  const total = formatMoney(itemsCents / 100);
  const { feeCents, missingCents, grandCents: beforeCode } = deliveryFigures(choice, itemsCents);
  const grandCents = beforeCode - (discount?.cents ?? 0);
  // Said while the items are under the chosen zone's threshold.
  const freeOver = missingCents !== null && choice?.kind === 'zone' ? choice.zone.freeOver : null;
  return offersDelivery ? (
    <dl className="mt-4 space-y-3 text-sm" data-keep-clear>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{messages.cart.subtotal(count)}</dt>
        <dd className="text-end font-medium text-ink">
          {total}
          <PoundPrice dollars={itemsCents / 100} keyboard={false} />
        </dd>
      </div>
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
        <dt className="text-muted">{messages.cartOrder.deliveryRow}</dt>
        <dd className="text-end font-medium text-ink" data-testid="cart-delivery">
          {feeCents === 0 ? messages.cartOrder.free : formatMoney(feeCents / 100)}
          {feeCents === 0 ? null : <PoundPrice dollars={feeCents / 100} keyboard={false} />}
        </dd>
        {freeOver !== null && missingCents !== null ? (
          <dd className="basis-full text-xs text-emerald-800">
            {messages.cartOrder.freeOver(formatMoney(freeOver), formatMoney(missingCents / 100))}
          </dd>
        ) : null}
      </div>
      {discount?.row}
      <div className="flex justify-between gap-4 border-t border-brand-100 pt-3 text-base">
        <dt className="font-semibold text-ink">{messages.cart.total}</dt>
        <dd className="text-end font-semibold text-ink">
          <span data-testid="cart-total">{formatMoney(grandCents / 100)}</span>
          <PoundPrice dollars={grandCents / 100} />
        </dd>
      </div>
    </dl>
  ) : (
    <dl className="mt-4 space-y-3 text-sm" data-keep-clear>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{messages.cart.subtotal(count)}</dt>
        <dd className="font-medium text-ink">{total}</dd>
      </div>
      {discount?.row}
      <div className="flex justify-between gap-4 border-t border-brand-100 pt-3 text-base">
        <dt className="font-semibold text-ink">{messages.cart.total}</dt>
        <dd className="font-semibold text-ink" data-testid="cart-total">
          {formatMoney(grandCents / 100)}
        </dd>
      </div>
      <PoundPrice dollars={grandCents / 100} className="text-end" />
    </dl>
  );
}
