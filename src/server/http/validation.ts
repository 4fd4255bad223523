import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { apiMessages } from '../../contract/messages/validation.js';
import { fieldError, HttpError } from './errors.js';

/** Parses with a contract schema; a failure becomes the API's 400 with one message per field. */
export function parseOr400<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) {
    // Fields holding JSON text (colours) decode to strings that were never checked as sent.
    refuseNulCharacters(result.data);
    return result.data;
  }
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

/** The top-level field of `value` whose text (keys included) holds a NUL character, if any. */
function fieldWithNul(value: unknown): string | null {
  // Iterative: a JSON body may nest thousands of levels deep.
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [item, field] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return field;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push([child, field]);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        pending.push([key, field || key], [child, field || key]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL, so such input would fail there as a 5xx and pass on SQLite; both
 * engines refuse it up front instead. Takes params, query, a JSON body or multipart fields.
 */
export function refuseNulCharacters(...sources: unknown[]): void {
  for (const source of sources) {
    const field = fieldWithNul(source);
    if (field !== null) throw fieldError(field || 'body', apiMessages.invalidCharacters);
  }
}

export async function refuseNulInRequest(request: FastifyRequest): Promise<void> {
  refuseNulCharacters(request.params, request.query, request.body);
}
