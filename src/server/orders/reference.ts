import { randomInt } from 'node:crypto';
import { ORDER_REFERENCE } from '#contract/order.js';

/** A random order reference, BB-XXXXX: 30^5 (24 million) of them; the unique index catches a repeat. */
export function newOrderReference(): string {
  const { prefix, alphabet, length } = ORDER_REFERENCE;
  let code = '';
  for (let i = 0; i < length; i += 1) code += alphabet[randomInt(alphabet.length)];
  return `${prefix}${code}`;
}
