import type { z } from 'zod';
import { apiMessages } from '../../contract/messages/validation.js';
import { HttpError } from './errors.js';

/** Parses with a contract schema; a failure becomes the API's 400 with one message per field. */
export function parseOr400<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field !== undefined) {
      errors[String(field)] ??= issue.message;
    } else if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] ??= 'Unknown field';
    }
  }
  throw new HttpError(400, Object.values(errors)[0] ?? apiMessages.invalidRequest, errors);
}
