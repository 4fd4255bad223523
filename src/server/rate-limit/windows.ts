import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

// Fixed-window counters in the database, so every instance of the shop counts against the same limit
// (sign-in attempts, contact messages). One upsert per hit; expired rows are deleted now and then.

export interface HitWindow {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

const PRUNE_EVERY_MS = 60_000;
const lastPruned = new WeakMap<Db, number>();

/** Counts one hit for `key`: the first hit, or the first after the window ended, starts a new window. */
export async function countHit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<HitWindow> {
  await pruneNowAndThen(db, now);
  const nowIso = new Date(now).toISOString();
  const ended = sql<boolean>`rate_limit_windows.reset_at <= ${nowIso}`;
  const row = await db
    .insertInto('rate_limit_windows')
    .values({ key, hits: 1, reset_at: new Date(now + windowMs).toISOString() })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${ended} then 1 else rate_limit_windows.hits + 1 end`,
        reset_at: sql<string>`case when ${ended} then excluded.reset_at else rate_limit_windows.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), ttl: Date.parse(row.reset_at) - now };
}

/** The live window for `key`, or null when there is none (never counted, or ended). */
export async function readWindow(db: Db, key: string, now = Date.now()): Promise<HitWindow | null> {
  const row = await db
    .selectFrom('rate_limit_windows')
    .select(['hits', 'reset_at'])
    .where('key', '=', key)
    .where('reset_at', '>', new Date(now).toISOString())
    .executeTakeFirst();
  return row ? { hits: Number(row.hits), ttl: Date.parse(row.reset_at) - now } : null;
}

/** Takes back one hit from `key`'s live window (an attempt that turned out not to count). */
export async function releaseHit(db: Db, key: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('rate_limit_windows')
    .set({ hits: sql<number>`hits - 1` })
    .where('key', '=', key)
    .where('hits', '>', 0)
    .where('reset_at', '>', new Date(now).toISOString())
    .execute();
}

export async function clearWindow(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_windows').where('key', '=', key).execute();
}

/** Deletes ended windows, at most once a minute per database handle. */
async function pruneNowAndThen(db: Db, now: number): Promise<void> {
  if (now - (lastPruned.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPruned.set(db, now);
  await db.deleteFrom('rate_limit_windows').where('reset_at', '<=', new Date(now).toISOString()).execute();
}
