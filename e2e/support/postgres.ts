import { randomBytes } from 'node:crypto';
import pg from 'pg';

// Suites that run the built shop on PostgreSQL create a throw-away database on the server that
// TEST_DATABASE_URL names (CI sets it) and drop it afterwards. Without it they are reported as
// skipped, never as passed: there is no PostgreSQL to prove anything on.

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export const SKIPPED_WITHOUT_POSTGRES = '(skipped: set TEST_DATABASE_URL to a PostgreSQL database to run it)';

async function run(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database beside TEST_DATABASE_URL's, for one suite. */
export async function createThrowawayDatabase(prefix: string): Promise<ThrowawayDatabase> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await run(TEST_DATABASE_URL, `create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(TEST_DATABASE_URL, `drop database if exists ${name} with (force)`) };
}
