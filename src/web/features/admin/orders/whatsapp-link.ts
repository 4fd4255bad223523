/** Lebanon's calling code: the shop is in Beirut and a number written without one is Lebanese. */
export const LOCAL_COUNTRY_CODE = '961';

/**
 * The digits wa.me wants (country code and number, no +, no leading 0) for a phone as the customer
 * typed it, or null when it holds no digits. With + or 00 the number is already international. Without
 * them it is read as Lebanese: one leading trunk 0 dropped and 961 put first ('03 123 456' →
 * 9613123456), unless it already starts with 961 and is too long to be a local number (7 or 8 digits).
 */
export function whatsAppDigits(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2) || null;
  if (digits.startsWith(LOCAL_COUNTRY_CODE) && digits.length > 8) return digits;
  return LOCAL_COUNTRY_CODE + digits.replace(/^0/, '');
}
