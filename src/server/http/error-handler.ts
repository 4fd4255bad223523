import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessages, validation } from '#contract/messages/validation.js';
import type { ErrorResponse } from '#contract/errors.js';
import { databaseFailure } from '../db/failures.js';
import { databaseFailed, HttpError } from './errors.js';

interface Issue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** The first message per top-level field; unknown fields are named as such. */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').split('/')[1];
    if (field) {
      errors[field] ??= issue.message ?? apiMessages.invalidRequest;
    } else if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      for (const key of issue.params.keys as string[]) errors[key] ??= 'Unknown field';
    }
  }
  return errors;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: apiMessages.invalidRequest,
  401: apiMessages.signInRequired,
  404: apiMessages.notFound('Page'),
  406: apiMessages.unsupportedMediaType,
  413: apiMessages.bodyTooLarge,
  414: apiMessages.addressTooLong,
  415: apiMessages.unsupportedMediaType,
};

function isJsonSyntaxError(error: FastifyError): boolean {
  return error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY';
}

function sendHttpError(error: HttpError, reply: FastifyReply): FastifyReply {
  const body: ErrorResponse = { message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.statusCode).send(body);
}

/**
 * Why the request's own stream failed, when the error is its: the client closed its connection before
 * sending the whole body, or the server did once the request was out of time. The ECONNRESET this gives
 * is the code a lost database connection gives, so it is known by where it came from.
 */
function requestCutShort(error: FastifyError, request: FastifyRequest): string | undefined {
  if (request.raw.errored !== error) return undefined;
  const outOfTime = (request.raw.socket?.errored as NodeJS.ErrnoException | null)?.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  return outOfTime
    ? 'A request still arriving when its time was up (REQUEST_TIMEOUT) was cut off.'
    : 'The client broke off its request before sending all of it.';
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const cutShort = requestCutShort(error, request);
  if (cutShort) {
    request.log.info(cutShort);
    return reply.code(400).send({ message: apiMessages.invalidRequest });
  }
  const failure = databaseFailure(error);
  if (failure) {
    // Logged when such a moment begins (DatabaseState), not for every request it turns away.
    request.server.databaseState.failed(failure, error);
    return sendHttpError(databaseFailed(failure), reply);
  }
  if (error instanceof HttpError) return sendHttpError(error, reply);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error.validation);
    const first = Object.values(errors)[0];
    return reply.code(400).send({ message: first ?? apiMessages.invalidRequest, errors });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    if (status === 400 && isJsonSyntaxError(error)) return reply.code(400).send({ message: apiMessages.invalidJson });
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(413).send({ message: validation.imageTooLarge });
    if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return reply.code(415).send({ message: apiMessages.unsupportedMediaType });
    }
    // Errors raised for the client (rate limits, pipeline rejections) already carry a sentence for it.
    const own = (error as { expose?: boolean }).expose === true || status === 429;
    // Framework messages can quote the request back (a 10,000-character URL); the client gets ours.
    const message = own ? error.message : (STATUS_MESSAGES[status] ?? apiMessages.invalidRequest);
    return reply.code(status === 406 ? 415 : status).send({ message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: apiMessages.serverError });
}
