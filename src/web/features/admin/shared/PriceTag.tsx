import { formatPrice } from './format.js';

/** The price, or the offer price beside the struck-through regular price. */
export function PriceTag({ price, offerPrice }: { price: number; offerPrice: number | null }) {
  if (offerPrice === null) return <span className="font-semibold text-ink">{formatPrice(price)}</span>;
  return (
    <span className="inline-flex items-baseline gap-2">
      <span className="font-semibold text-brand-700">{formatPrice(offerPrice)}</span>
      <s className="text-sm text-muted">{formatPrice(price)}</s>
    </span>
  );
}
