// French for messages/storefront/pounds.ts. « L.L. », as Lebanon writes the livre libanaise; the amount
// comes grouped already (1,750,000).
import type { poundsText as englishPoundsText } from '#contract/messages/storefront/pounds.js';
import type { Translation } from '#contract/messages/translation.js';

export const poundsText = {
  amount: (grouped) => `${grouped}\u00a0L.L.`,
  approximately: 'Environ',
  rateNote: (rate, day) => `$1 = ${rate}, taux du ${day}`,
  orderTotal: (amount) => `Total en livres libanaises\u00a0: ${amount} (à titre indicatif)`,
} as const satisfies Translation<typeof englishPoundsText>;
