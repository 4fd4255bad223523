import type { z } from 'zod';
import { ApiError } from '#web/http/api-client.js';

export type FieldErrors = Record<string, string>;

/** The first message for each field of a failed zod parse. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's messages by field; a 413/415 concerns the image. */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const fields = Object.entries(error.errors);
  if (fields.length > 0) {
    // "colors.0.name" concerns the colours field as a whole.
    const errors: FieldErrors = {};
    for (const [key, message] of fields) errors[key.split(/[.[]/)[0] ?? key] ??= message;
    return errors;
  }
  if (error.status === 413 || error.status === 415) return { image: error.message };
  return {};
}
