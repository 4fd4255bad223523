import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { databaseFailure } from './failures.js';

/** How often a start asks again for a database that is not up yet. */
export const START_RETRY_INTERVAL_MS = 2000;

export interface WaitLog {
  warn(message: string): void;
}

/** `host:port` of a PostgreSQL URL, as an operator would look for it. */
export function postgresAddress(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname || 'localhost'}:${port || '5432'}`;
}

/** Why the database is not there: a socket's code (ECONNREFUSED), or PostgreSQL's code and sentence. */
function reason(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  if (typeof code !== 'string' || code === '') return text;
  return /^E[A-Z_]+$/.test(code) ? code : `${code}: ${text}`;
}

async function connectOnce(url: string, timeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  // A failed connection also emits 'error'; its rejection below is what counts.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * When the shop and its PostgreSQL start together, the database may not accept connections yet (or
 * not exist yet): ask again every 2 s, a line in the log each time, for at most `waitMs`, then give
 * up naming the host and port. Errors that waiting cannot cure (a wrong password) end it at once.
 * SQLite is a file and is always there.
 */
export async function waitForDatabase(config: DatabaseConfig, waitMs: number, log: WaitLog): Promise<void> {
  if (config.kind !== 'postgres') return;
  const address = postgresAddress(config.url);
  const deadline = Date.now() + waitMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await connectOnce(config.url, Math.min(5000, Math.max(1000, waitMs)));
      if (attempt > 1) log.warn(`PostgreSQL at ${address} answers now (after ${attempt} tries)`);
      return;
    } catch (error) {
      if (databaseFailure(error) !== 'unreachable') throw error;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `PostgreSQL at ${address} did not answer within ${Math.round(waitMs / 1000)} s (DB_START_WAIT_SECONDS): ${reason(error)}`,
          {
            cause: error,
          },
        );
      }
      log.warn(`Waiting for PostgreSQL at ${address} (${reason(error)}); trying again in ${START_RETRY_INTERVAL_MS / 1000} s`);
      await sleep(Math.min(START_RETRY_INTERVAL_MS, left));
    }
  }
}
