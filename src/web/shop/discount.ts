/** True when an offer price below the regular price exists. */
export function hasDiscount(price: number, offerPrice: number | null | undefined): offerPrice is number {
  return offerPrice !== null && offerPrice !== undefined && offerPrice < price && price > 0;
}

/** Percent saved, a rounded whole number; 0 when there is no discount. */
export function discountPercent(price: number, offerPrice: number | null | undefined): number {
  if (!hasDiscount(price, offerPrice)) return 0;
  return Math.round(((price - offerPrice) / price) * 100);
}

/** Dollars saved per unit, exact to the cent; 0 when there is no discount. */
export function amountSaved(price: number, offerPrice: number | null | undefined): number {
  if (!hasDiscount(price, offerPrice)) return 0;
  return (Math.round(price * 100) - Math.round(offerPrice * 100)) / 100;
}
