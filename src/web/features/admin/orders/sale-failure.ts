// How the "Record a sale" dialog reads a save that failed: the message shown, the fields it names
// and the lines the server would not sell.
import { apiMessages } from '#contract/messages/validation.js';
import type { OrderUnavailable } from '#contract/order.js';
import { ApiError, errorMessage } from '#web/http/api-client.js';
import { apiFieldErrors, type FieldErrors } from '../form/field-errors.js';
import { lineProblem, saleLineKey, type SaleLine } from './sale-lines.js';
import type { SaleMessages } from './sale-text.js';

/**
 * What the owner reads when a save fails: the server's words (in English: shown through
 * useServerMessage), the dialog's own for a reused key.
 */
export function failureMessage(failure: unknown, text: SaleMessages): string {
  if (!(failure instanceof ApiError)) return text.failed;
  if (failure.status === 409) {
    if ((failure.body as Partial<OrderUnavailable> | undefined)?.lines) return text.linesChanged;
    if ((failure.body as Partial<OrderUnavailable> | undefined)?.deliveryOptions) return text.deliveryGone;
    return failure.message === apiMessages.orderKeyReused ? text.keyReused : failure.message;
  }
  return errorMessage(failure, text.failed);
}

/** A 400's messages on the dialog's fields: the lines, the channel, the status, the customer and the delivery option. */
export function saleFieldErrors(failure: unknown): FieldErrors {
  const fields = apiFieldErrors(failure);
  const known = ['lines', 'channel', 'status', 'customer', 'deliveryOption'] as const;
  return Object.fromEntries(known.flatMap((field) => (fields[field] ? [[field, fields[field]]] : [])));
}

/** The server's response is in the order sent: each line's reason by the dialog's line. */
export function problemsOf(
  lines: SaleLine[],
  refusedLines: NonNullable<OrderUnavailable['lines']>,
  messages: SaleMessages['problems'],
): Record<string, string> {
  const found: Record<string, string> = {};
  refusedLines.forEach((quote, index) => {
    const line = lines[index];
    const problem = lineProblem(quote, messages);
    if (line && problem) found[saleLineKey(line)] = problem;
  });
  return found;
}
