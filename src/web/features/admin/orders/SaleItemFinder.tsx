// The "Record a sale" dialog's search: products and offers found by a few letters of their name, one tap adding a line.
import type { CartItemKind } from '#contract/order.js';
import type { Offer } from '#contract/offer.js';
import type { Product } from '#contract/product.js';
import { formatMoney } from '#web/shop/money.js';
import { ItemFinder } from '../catalogue-item/ItemFinder.js';
import { useAdminText } from '../i18n/context.js';
import { dotted } from './sale-text.js';

interface SaleItemFinderProps {
  onPick: (kind: CartItemKind, item: Product | Offer) => void;
  disabled: boolean;
}

export function SaleItemFinder({ onPick, disabled }: SaleItemFinderProps) {
  const text = useAdminText().sale;
  return (
    <div className="flex flex-col gap-1.5">
      <ItemFinder
        words={text}
        labelClassName="text-sm font-medium text-ink"
        detail={({ kind, item }) =>
          dotted(
            kind === 'offer' ? text.offer : null,
            item.soldOut ? text.problems.soldOut : item.left !== null ? text.problems.onlyLeft(item.left) : null,
          )
        }
        aside={({ item }) => (
          <span className="shrink-0 font-semibold text-ink tabular-nums">{formatMoney(item.offerPrice ?? item.price)}</span>
        )}
        onPick={({ kind, item }) => onPick(kind, item)}
        disabled={disabled}
        // The dialog's first step: finding an item.
        autoFocus
      />
    </div>
  );
}
