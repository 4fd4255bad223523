import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { apiMessages } from '#contract/messages/validation.js';
import { fieldError, HttpError } from './errors.js';

/** Parses with a contract schema; a failure becomes the API's 400 with one message per field. */
export function parseOr400<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) {
    // Fields holding JSON text (colours) decode to strings that were never checked as sent.
    refuseUnstorableText(result.data);
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

/**
 * Characters no engine keeps as sent: NUL (PostgreSQL text cannot hold it) and a lone surrogate half
 * such as \ud800 from a JSON escape (both engines store it as U+FFFD, so it would read back as another
 * text and slip past checks made on what was sent, such as a category name's uniqueness).
 */
const LONE_SURROGATE = /\p{Cs}/u;
const isUnstorable = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The top-level field of `value` whose text (keys included) holds an unstorable character, if any. */
function fieldWithUnstorableText(value: unknown): string | null {
  // Iterative: a JSON body may nest thousands of levels deep.
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [item, field] = pending.pop()!;
    if (typeof item === 'string') {
      if (isUnstorable(item)) return field;
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
 * Refuses such text up front with a 400 on both engines, rather than a 5xx on one and a changed text
 * on the other. Takes params, query, a JSON body or multipart fields.
 */
export function refuseUnstorableText(...sources: unknown[]): void {
  for (const source of sources) {
    const field = fieldWithUnstorableText(source);
    if (field !== null) throw fieldError(field || 'body', apiMessages.invalidCharacters);
  }
}

export async function refuseUnstorableTextInRequest(request: FastifyRequest): Promise<void> {
  refuseUnstorableText(request.params, request.query, request.body);
}
