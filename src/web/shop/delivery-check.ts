import '#web/http/zod-without-eval.js';
import { deliveryInputSchema } from '#contract/order.js';
import type { DeliveryDetails, DeliveryField } from './delivery.js';

// The cart's delivery details checked with the order schema the server uses. zod comes with it (25 KB
// gzipped), so the cart loads this module once it shows lines, after the page has been hydrated,
// rather than before.

/** The details as the order API takes them (trimmed, empty as null), or the message for each field that breaks the server's rules. */
export function checkDelivery(details: DeliveryDetails) {
  const parsed = deliveryInputSchema.safeParse(details);
  if (parsed.success) return { ok: true as const, delivery: parsed.data };
  const errors: Partial<Record<DeliveryField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as DeliveryField;
    errors[field] ??= issue.message;
  }
  return { ok: false as const, errors };
}
