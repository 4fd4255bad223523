/** A whole number grouped by thousands with commas, as prices are written here: 1745000 → "1,745,000". */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * Dollars with a $ sign and 2 decimals: 12.5 → "$12.50", 1234 → "$1,234.00".
 * Plain arithmetic rather than Intl.NumberFormat: building the first formatter loads locale data,
 * about 90 ms of main thread on a mid-range phone, inside the home page's first long task. Like
 * Intl, it rounds the number as written (1.005 → 1.01, 1.4749999999999999 → 1.47), half away from
 * zero; money.test.ts compares the two.
 */
export function formatMoney(amount: number): string {
  const cents = writtenCents(Math.abs(amount));
  const whole = groupThousands(Math.floor(cents / 100));
  const text = `${whole}.${String(cents % 100).padStart(2, '0')}`;
  return amount < 0 && text !== '0.00' ? `-$${text}` : `$${text}`;
}

/** Whole cents from the shortest decimal that reads back as `magnitude` (what String() writes). */
function writtenCents(magnitude: number): number {
  const written = String(magnitude);
  // Exponent notation: below 0.000001 (no cents) or beyond any price.
  if (written.includes('e')) return magnitude < 1 ? 0 : Math.round(magnitude * 100);
  const [whole = '0', fraction = ''] = written.split('.');
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return (fraction[2] ?? '0') >= '5' ? cents + 1 : cents;
}

/** Cent-exact multiplication and sums, so $0.10 × 3 is $0.30 and not 0.30000000000000004. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
