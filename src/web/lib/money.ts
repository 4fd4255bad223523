const dollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars with a $ sign and 2 decimals: 12.5 → "$12.50", 1234 → "$1,234.00". */
export function formatMoney(amount: number): string {
  const text = dollars.format(Math.abs(amount));
  return amount < 0 && text !== '0.00' ? `-$${text}` : `$${text}`;
}

/** Cent-exact multiplication and sums, so $0.10 × 3 is $0.30 and not 0.30000000000000004. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
