/**
 * A random UUID (version 4), the key that makes a retried order one order. Built from
 * crypto.getRandomValues, which every page has: crypto.randomUUID exists only on secure pages
 * (https or localhost), so a shop opened over plain HTTP at another address could record no order.
 */
export function newOrderKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // The version (4: random) in the high half of byte 6, the variant (binary 10) in the top bits of byte 8.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
