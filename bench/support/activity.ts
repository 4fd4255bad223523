// The activity of a shop run by a team, written straight into the database in big batches, for the
// benchmarks: accounts, and records shaped as the shop's own writes make them (record.ts), spread
// back from now, so the Activity page reads them exactly as it reads real ones.
import type { Insertable } from 'kysely';
import type { ActivityKind } from '#contract/activity.js';
import { ORDER_REFERENCE } from '#contract/order.js';
import type { Db } from '#server/db/connect.js';
import { uuidv7 } from '#server/db/ids.js';
import type { ActivityTable } from '#server/db/schema.js';
import { randomSource } from '#test/fixtures/random.js';
import { insertUser } from '#server/auth/repository.js';
import { orderReference } from './orders.js';

/** The team, the busiest first: what share of the records each makes. */
const PEOPLE: Array<{ name: string; role: 'owner' | 'staff'; share: number }> = [
  { name: 'Rima', role: 'staff', share: 0.4 },
  { name: 'Nour', role: 'staff', share: 0.25 },
  { name: 'Maya', role: 'owner', share: 0.2 },
  { name: 'Layal', role: 'staff', share: 0.1 },
  { name: 'Hiba', role: 'staff', share: 0.04 },
  { name: 'Zeina', role: 'staff', share: 0.01 },
];

/** What a shop's days are made of: counts and orders mostly, the settings and the carousel rarely. */
const KINDS: Array<[ActivityKind, number]> = [
  ['stock', 0.4],
  ['order', 0.3],
  ['sale', 0.15],
  ['product', 0.08],
  ['offer', 0.03],
  ['category', 0.01],
  ['account', 0.015],
  ['carousel', 0.01],
  ['settings', 0.005],
];
/** A record every this many milliseconds back from now: 100,000 reach back some 200 days. */
const STEP_MS = 3 * 60_000;
const INSERT_ROWS = 1000;

export interface FilledActivity {
  /** The accounts' ids, in PEOPLE's order (the busiest first). */
  people: string[];
}

function weighted<T>(choices: Array<[T, number]>, roll: number): T {
  let sum = 0;
  for (const [choice, weight] of choices) {
    sum += weight;
    if (roll < sum) return choice;
  }
  return choices.at(-1)![0];
}

/** `count` records of PEOPLE's accounts, newest `now`, of every kind in KINDS's shares. */
export async function fillActivity(db: Db, options: { count: number; now: Date }): Promise<FilledActivity> {
  const { count, now } = options;
  const random = randomSource(20_261_129);
  const people: string[] = [];
  for (const person of PEOPLE) {
    const username = person.name.toLowerCase();
    people.push(await insertUser(db, { username, name: person.name, role: person.role, passwordHash: 'x', mustChangePassword: false }));
  }
  const byShare = PEOPLE.map((person, index): [number, number] => [index, person.share]);
  for (let from = 0; from < count; from += INSERT_ROWS) {
    const rows: Insertable<ActivityTable>[] = [];
    for (let i = from; i < Math.min(count, from + INSERT_ROWS); i += 1) {
      const person = weighted(byShare, random());
      const kind = weighted(KINDS, random());
      const [action, label, detail] = recordOf(kind, i, random());
      rows.push({
        id: uuidv7(),
        at: new Date(now.getTime() - (count - i) * STEP_MS).toISOString(),
        actor_id: people[person]!,
        actor_name: PEOPLE[person]!.name,
        kind,
        action,
        subject_id: kind === 'settings' ? null : uuidv7(),
        subject_label: label,
        detail: JSON.stringify(detail),
      });
    }
    await db.insertInto('activity').values(rows).execute();
  }
  return { people };
}

function recordOf(kind: ActivityKind, index: number, roll: number): [string, string, object] {
  const reference = () => orderReference(index).slice(0, ORDER_REFERENCE.prefix.length + ORDER_REFERENCE.length);
  switch (kind) {
    case 'stock':
      return ['countSet', `Velvet Lipstick ${index % 500}`, { from: index % 7, to: (index + 3) % 9, color: 'Berry' }];
    case 'order':
      return [roll < 0.6 ? 'confirmed' : roll < 0.95 ? 'delivered' : 'cancelled', reference(), {}];
    case 'sale':
      return ['created', reference(), {}];
    case 'account':
      return [roll < 0.5 ? 'passwordReset' : 'updated', 'Layal', {}];
    case 'settings':
      return ['updated', 'Settings', {}];
    case 'carousel':
      return [roll < 0.5 ? 'created' : 'deleted', 'Carousel image', {}];
    default:
      return [roll < 0.3 ? 'created' : roll < 0.9 ? 'updated' : 'deleted', `Item ${index % 2000}`, {}];
  }
}
