// A throw-away PostgreSQL database for a benchmark: created on the server BENCH_POSTGRES_URL names
// (default the local server as postgres) and dropped afterwards, whatever happens.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs `bench` with the URL of a new, empty database and drops the database after it. When the
 * server cannot be reached, says so and skips: a report on SQLite alone is still a report.
 */
export async function withTemporaryPostgres(prefix: string, bench: (url: string) => Promise<void>): Promise<void> {
  const databaseName = `${prefix}_${randomBytes(4).toString('hex')}`;
  try {
    await adminQuery(`create database ${databaseName}`);
  } catch (error) {
    console.log(`\nPostgreSQL: skipped, ${POSTGRES_ADMIN_URL.replace(/\/\/[^@]*@/, '//')} is unreachable (${(error as Error).message})`);
    return;
  }
  try {
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${databaseName}`;
    await bench(url.toString());
  } finally {
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
  }
}
