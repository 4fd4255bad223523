import { apiMessages } from '#contract/messages/validation.js';
import type { DatabaseFailure } from '../db/failures.js';

/** An error the client is meant to see: a status, a sentence and optionally one message per field. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Headers the response carries (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** 400 with one field's message (also used as the top-level message). */
export function fieldError(field: string, message: string, statusCode = 400): HttpError {
  return new HttpError(statusCode, message, { [field]: message });
}

export function notFound(thing: Parameters<typeof apiMessages.notFound>[0]): HttpError {
  return new HttpError(404, apiMessages.notFound(thing));
}

export function unauthorized(): HttpError {
  return new HttpError(401, apiMessages.signInRequired);
}

export function tooManyRequests(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  // "896 seconds" is hard to read: a wait of a minute or more is said in minutes, rounded up.
  const message = seconds < 60 ? apiMessages.tooManyRequests(seconds) : apiMessages.tooManyRequestsMinutes(Math.ceil(seconds / 60));
  return new HttpError(429, message, undefined, { 'retry-after': String(seconds) });
}

/** How long a client is asked to wait before sending again a request the database could not serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503 while the database is away or busy, 507 while it cannot store anything more; both may be sent again later. */
export function databaseFailed(failure: DatabaseFailure): HttpError {
  const retryAfter = { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) };
  return failure === 'full'
    ? new HttpError(507, apiMessages.cannotSaveNow, undefined, retryAfter)
    : new HttpError(503, apiMessages.databaseUnavailable, undefined, retryAfter);
}
