import type { ErrorResponse } from '#contract/errors.js';
import type { ApiTransport } from '#contract/rendering.js';
import { useSession } from './session.js';

/** The one place that talks to the API: base path, bearer token, JSON, errors, and 401 handling. */

export const API_BASE = '/api';

export class ApiError extends Error {
  readonly status: number;
  /** Messages by field, for validation failures (400/409). */
  readonly errors: Record<string, string>;
  /** The response's parsed JSON body, for errors that carry more than a message (an order's 409 lines). */
  readonly body: unknown;

  constructor(status: number, message: string, errors: Record<string, string> = {}, body: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function authHeaders(): Record<string, string> {
  const token = useSession.getState().token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * Turns a non-2xx response into an ApiError; a 401 to a signed-in request ends the session, and a 403
 * has the panel ask who the person is now (their role may have changed since it was read).
 */
export async function toApiError(status: number, bodyText: string, sentToken: boolean): Promise<ApiError> {
  let body: Partial<ErrorResponse> = {};
  try {
    body = JSON.parse(bodyText) as ErrorResponse;
  } catch {
    // Not JSON (a proxy's error page, say): fall back to the status text below.
  }
  if (status === 401 && sentToken) useSession.getState().end();
  if (status === 403 && sentToken) useSession.getState().recheckPerson();
  return new ApiError(status, body.message ?? `Request failed (${status})`, body.errors ?? {}, body);
}

/** Set only while the server renders a page: the API responds in-process there, not over the network. */
let serverTransport: ApiTransport | null = null;

/**
 * Runs `start` with requests going through `transport`. apiRequest reads it before its first `await`,
 * so it covers exactly the requests `start` begins, even while other pages render meanwhile.
 */
export function withApiTransport<T>(transport: ApiTransport, start: () => T): T {
  const previous = serverTransport;
  serverTransport = transport;
  try {
    return start();
  } finally {
    serverTransport = previous;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const transport = serverTransport;
  const { method = 'GET', query, body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const url = apiUrl(path, query);
  const response = await (transport ? transport(url, { method, headers }) : fetch(url, { method, headers, body: payload, signal }));
  if (!response.ok) {
    throw await toApiError(response.status, await response.text(), 'Authorization' in headers);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A file the API returns (a CSV, say), fetched with the token like any other call. */
export async function apiDownload(path: string): Promise<Blob> {
  const headers = authHeaders();
  const response = await fetch(apiUrl(path), { headers });
  if (!response.ok) throw await toApiError(response.status, await response.text(), 'Authorization' in headers);
  return response.blob();
}

/** The message to show for a failed call: the server's, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
