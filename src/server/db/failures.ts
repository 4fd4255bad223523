/**
 * Database errors that say nothing about the request, only about the database's moment: it cannot
 * be reached (a restart, a failover, a connection ended), it is busy (a lock or statement timeout, no
 * free connection), or it cannot store anything more (a full disk). The API responds to these with 503 or
 * 507 instead of 500, and the request may be sent again.
 */
export type DatabaseFailure = 'unreachable' | 'busy' | 'full';

/** PostgreSQL SQLSTATEs and Node socket codes for a database that is away. */
const UNREACHABLE_CODES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, or a server stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '3D000', // invalid_catalog_name: the database is not created yet
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** pg reports a dead or unobtainable connection by message only. */
const UNREACHABLE_MESSAGES = ['Connection terminated', 'not queryable', 'timeout exceeded when trying to connect'];

const BUSY_CODES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  'SQLITE_BUSY', // busy timeout: another writer held the database too long
  'CATALOGUE_READS_BUSY', // no catalogue computation got under the concurrency limit in time (src/server/catalogue/concurrency-limit.ts)
]);

const FULL_CODES = new Set([
  'SQLITE_FULL',
  '53100', // disk_full
  'ENOSPC', // an image file on a full disk
]);

/** The error and its causes (a migration or AggregateError wraps the driver's). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const next = pending.shift();
    if (!next || typeof next !== 'object' || seen.has(next)) continue;
    seen.add(next);
    yield next as { code?: unknown; message?: unknown };
    pending.push((next as { cause?: unknown }).cause);
    const inner = (next as { errors?: unknown }).errors;
    if (Array.isArray(inner)) pending.push(...(inner as unknown[]));
  }
}

export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  for (const link of chain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    const message = typeof link.message === 'string' ? link.message : '';
    if (FULL_CODES.has(code)) return 'full';
    // SQLite's extended codes (SQLITE_BUSY_SNAPSHOT, …) name their family first.
    if (BUSY_CODES.has(code) || code.startsWith('SQLITE_BUSY')) return 'busy';
    // Class 08: connection exceptions.
    if (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return 'unreachable';
    if (UNREACHABLE_MESSAGES.some((text) => message.includes(text))) return 'unreachable';
  }
  return undefined;
}

/** SQLite's answer to a ROLLBACK after it already rolled the transaction back itself (a full disk, say). */
export function isNoActiveTransaction(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.includes('no transaction is active');
}
