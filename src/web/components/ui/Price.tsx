import { useMessages } from '#web/i18n/context.js';
import { formatMoney } from '#web/shop/money.js';
import { hasDiscount } from '#web/shop/discount.js';
import { PoundPrice } from './PoundPrice.js';

interface PriceProps {
  price: number;
  offerPrice?: number | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'text-base', md: 'text-lg', lg: 'text-3xl' } as const;

/**
 * The price to pay, with the regular price struck through beside it when there is an offer, and its
 * pound equivalent below when the owner set a rate.
 */
export function Price({ price, offerPrice, size = 'md', className = '' }: PriceProps) {
  const messages = useMessages();
  const discounted = hasDiscount(price, offerPrice);
  return (
    <div className={className}>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={`${sizes[size]} font-semibold text-ink`}>{formatMoney(discounted ? offerPrice! : price)}</span>
        {discounted ? (
          <s className="text-sm text-muted">
            <span className="sr-only">{messages.common.regularPrice} </span>
            {formatMoney(price)}
          </s>
        ) : null}
      </p>
      <PoundPrice dollars={discounted ? offerPrice! : price} />
    </div>
  );
}
