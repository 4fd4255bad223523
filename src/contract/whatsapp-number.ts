// The shop's WhatsApp number as people read it. Zod-free, so the storefront's order page and the
// server's offline page write it as the admin panel's Settings do.

/**
 * The number as the customer sees it: `+961 70 123 456` (Lebanese numbers grouped 2-3-3, others in
 * threes). The shop keeps it as digits; anything else in `number` (a +, spaces) is read past.
 */
export function displayWhatsappNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.startsWith('961') && digits.length === 11) return `+961 ${digits.slice(3, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
  return `+${digits.replace(/(\d{3})(?=\d)/g, '$1 ')}`;
}
