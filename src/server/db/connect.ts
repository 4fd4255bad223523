import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { DEFAULT_DATABASE_LIMITS, type DatabaseConfig, type DatabaseLimits } from '../config.js';
import { createOwnerOnlyFile, makeOwnerOnlyFolder } from '../owner-only.js';
import { observed } from './driver.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** PostgreSQL's bigint (int8): COUNT(*) and the money columns. */
const INT8_OID = 20;

/**
 * pg hands a bigint over as text, since it may exceed what a JavaScript number holds exactly; the
 * shop's (counts, cents) stay far below 2^53, so they come as numbers, and one beyond fails loudly.
 */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`The integer ${text} is too large to read exactly`);
  return value;
}

// Set on the shop's pool only, not on pg's shared defaults that every other client would inherit.
const pgTypes = new pg.TypeOverrides();
pgTypes.setTypeParser(INT8_OID, parseInt8);

/** better-sqlite3 takes 0 as "do not wait"; the largest timer Node keeps stands for no limit. */
const WAIT_FOR_EVER_MS = 2 ** 31 - 1;

export interface OpenOptions {
  /** Timeouts and pool size; a timeout of 0 waits for ever (migrations, which may rightly take long). */
  limits?: DatabaseLimits;
  /** Told when PostgreSQL ends one of the pool's connections; the pool opens a new one when needed. */
  onConnectionLost?: (error: Error) => void;
  /** Told when a write is saved (a full disk is over). */
  onWrite?: () => void;
}

export function openDatabase(
  config: DatabaseConfig,
  { limits = DEFAULT_DATABASE_LIMITS, onConnectionLost, onWrite }: OpenOptions = {},
): Db {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: limits.poolSize,
      connectionTimeoutMillis: limits.acquireTimeoutMs,
      // Sent at connection start, so every query of the pool runs under them.
      statement_timeout: limits.statementTimeoutMs || false,
      ...(limits.lockTimeoutMs ? { lock_timeout: limits.lockTimeoutMs } : {}),
      types: pgTypes,
      ...(config.searchPath ? { options: `-c search_path=${config.searchPath}` } : {}),
    });
    // Without listeners, a connection the server ends (a restart, pg_terminate_backend) is an
    // unhandled 'error' event that ends the process: idle ones are reported on the pool, busy ones on
    // their client (whose query fails as well, and which the pool drops when released).
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', (error) => onConnectionLost?.(error)));
    return new Kysely<Database>({ dialect: observed(new PostgresDialect({ pool }), onWrite) });
  }
  makeOwnerOnlyFolder(path.dirname(config.file));
  // SQLite gives its -wal and -shm files the database file's mode.
  createOwnerOnlyFile(config.file);
  // `timeout` is the busy timeout: how long a write waits for another connection's (a backup's) lock.
  const sqlite = new SQLite(config.file, { timeout: limits.lockTimeoutMs || WAIT_FOR_EVER_MS });
  sqlite.pragma('journal_mode = WAL');
  // The shop writes rarely; a committed order of the catalogue must survive a power cut.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: observed(new SqliteDialect({ database: withStatementCache(sqlite) }), onWrite) });
}

/** Enough for every query the shop builds; the IN lists of varying length are what come and go. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query it runs and better-sqlite3 compiles the SQL on each prepare, which cost a
 * catalogue page about a tenth of its time; compiled statements are kept instead, least recently used
 * out first. A statement still being iterated (a streamed query) is never handed out twice.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      const cached = statements.get(text);
      if (cached && !cached.busy) {
        statements.delete(text);
        statements.set(text, cached);
        return cached;
      }
      const statement = sqlite.prepare(text);
      if (!cached) {
        statements.set(text, statement);
        if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}
