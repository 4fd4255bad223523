import type { z } from 'zod';
import { ApiError } from '#web/http/api-client.js';
import { focusFirstInvalid } from './focus-invalid.js';

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

/** A field's whole path ("hours.days.2.closes"), for forms whose fields are nested. */
const pathKey = (path: string) => path.replace(/\[(\w+)\]/g, '.$1');

/** The first message for each field of a failed zod parse, by its whole path. */
export function zodPathErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return errors;
}

/** The server's messages by field, by their whole path ("poundRate.rate"). */
export function apiPathErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(error.errors)) errors[pathKey(key)] ??= message;
  return errors;
}

/**
 * A failed save whose response names fields (a 400): shows each message at its field, by its whole
 * path, and moves focus to the first. False when it names none, for the caller to say so otherwise.
 */
export function showPathErrors(failure: unknown, form: HTMLFormElement | null, setErrors: (errors: FieldErrors) => void): boolean {
  const errors = failure instanceof ApiError && failure.status === 400 ? apiPathErrors(failure) : {};
  if (Object.keys(errors).length === 0) return false;
  setErrors(errors);
  focusFirstInvalid(form);
  return true;
}
