// A code checked for a cart's quote or a sale being recorded, and checked and claimed for an order (or a
// recorded sale) in its transaction.
import { sql } from 'kysely';
import { deliveryFeeCents, type DeliveryChoice } from '#contract/delivery.js';
import { DISCOUNT_CODE_PATTERN, type CodeProblem } from '#contract/discount-code.js';
import type { Db } from '../db/connect.js';
import { isPostgres } from '../db/engine.js';
import type { DiscountCodeRow } from '../db/schema.js';
import { countHit, releaseHit } from '../rate-limit/windows.js';
import type { PricedLine } from '../orders/pricing.js';
import { unitCents } from '../orders/pricing.js';
import { foldCode } from './code-key.js';
import { evaluate, refused, type DiscountLine, type Verdict } from './evaluate.js';
import { phoneKey } from './phone-key.js';

/** The lines a code can apply to: those that can be ordered now, at the shop's prices. */
export function discountLines(priced: PricedLine[]): DiscountLine[] {
  return priced.flatMap(({ line, status, item }) =>
    status === 'available' && item
      ? [{ kind: line.kind, id: line.id, categoryId: item.categoryId, cents: unitCents(item) * line.quantity }]
      : [],
  );
}

/**
 * Whether free delivery takes nothing off, with `choice` for `lines`: none chosen, pickup, or a zone
 * free at their total. Such a code is not applicable: an order neither stores it nor spends a use.
 */
function freeDeliveryTakesNothing(verdict: Verdict, lines: DiscountLine[], choice: DeliveryChoice | null): boolean {
  if (verdict.discount.problem !== null || !verdict.discount.freeDelivery) return false;
  return (
    choice === null ||
    deliveryFeeCents(
      choice,
      lines.reduce((sum, line) => sum + line.cents, 0),
    ) === 0
  );
}

/**
 * The code's row by its folded form. Looked up even when the folded text cannot be a code, so that
 * every code not valid costs the same. `forUpdate`: on PostgreSQL, held until the order's
 * transaction ends, so orders claiming the same code (its last use, a phone's last use) go one by one.
 */
async function findCode(db: Db, code: string, forUpdate = false): Promise<DiscountCodeRow | null> {
  let query = db.selectFrom('discount_codes').selectAll().where('code', '=', code);
  if (forUpdate && isPostgres(db)) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

/**
 * What a quote answers for a code typed in the cart; with the delivery option chosen (`choice`, null
 * for none), free delivery that would take nothing off is not applicable.
 */
export async function checkCode(db: Db, typed: string, priced: PricedLine[], now: Date, choice?: DeliveryChoice | null): Promise<Verdict> {
  const code = foldCode(typed);
  const row = await findCode(db, code);
  const lines = discountLines(priced);
  const verdict = evaluate(code, DISCOUNT_CODE_PATTERN.test(code) ? row : null, lines, now);
  return choice !== undefined && freeDeliveryTakesNothing(verdict, lines, choice) ? refused(code, 'notApplicable', verdict.row) : verdict;
}

/**
 * Why `phone` may not use `row` any more (its uses per phone, orders not cancelled, are taken), or
 * that the code needs a phone; null when the code has no limit per phone or the phone has uses left.
 */
async function phoneProblem(db: Db, row: DiscountCodeRow, phone: string | null): Promise<CodeProblem | null> {
  if (row.max_uses_per_phone === null) return null;
  const key = phoneKey(phone);
  if (key === null) return 'phoneNeeded';
  const used = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('discount_code_id', '=', row.id)
    .where('discount_phone_key', '=', key)
    .where('status', '!=', 'cancelled')
    .executeTakeFirstOrThrow();
  return Number(used.n) >= row.max_uses_per_phone ? 'usedByPhone' : null;
}

/**
 * What a sale being recorded would get from the code, its limit per phone included (the panel knows
 * the customer's phone before saving, a cart's quote does not). Claims nothing.
 */
export async function checkCodeForSale(db: Db, typed: string, priced: PricedLine[], phone: string | null, now: Date): Promise<Verdict> {
  const code = foldCode(typed);
  const verdict = evaluate(code, DISCOUNT_CODE_PATTERN.test(code) ? await findCode(db, code) : null, discountLines(priced), now);
  if (verdict.discount.problem || !verdict.row) return verdict;
  const problem = await phoneProblem(db, verdict.row, phone);
  return problem ? refused(code, problem, verdict.row) : verdict;
}

/**
 * Checks the code for an order (or a recorded sale) being stored in `trx` with the delivery option
 * `choice` and claims one use of it: its total uses and the customer's phone's uses are counted under
 * the code's row lock, and the claim itself is a conditional update, so of two orders racing for a
 * last use exactly one gets it. Free delivery that takes nothing off (pickup, a zone free anyway)
 * claims nothing and comes back without its row, so the order is stored without the code.
 */
export async function claimCode(
  trx: Db,
  typed: string,
  priced: PricedLine[],
  phone: string | null,
  now: Date,
  choice: DeliveryChoice | null,
): Promise<Verdict> {
  const code = foldCode(typed);
  const row = DISCOUNT_CODE_PATTERN.test(code) ? await findCode(trx, code, true) : null;
  const lines = discountLines(priced);
  const verdict = evaluate(code, row, lines, now);
  if (verdict.discount.problem || !verdict.row) return verdict;
  if (freeDeliveryTakesNothing(verdict, lines, choice)) return { ...verdict, row: null };
  const found = verdict.row;
  const problem = await phoneProblem(trx, found, phone);
  if (problem) return refused(code, problem, found);
  const claimed = await trx
    .updateTable('discount_codes')
    .set({ uses: sql<number>`uses + 1` })
    .where('id', '=', found.id)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return refused(code, 'usedUp', found);
  return verdict;
}

/** Gives an order's use of its code back (the order was cancelled); run in the cancelling transaction. */
export async function giveBackCode(trx: Db, codeId: string): Promise<void> {
  await trx
    .updateTable('discount_codes')
    .set({ uses: sql<number>`uses - 1` })
    .where('id', '=', codeId)
    .where('uses', '>', 0)
    .execute();
}

/**
 * Codes one client (or one signed-in person) may try that turn out not valid, per window, counted in
 * the database so every instance counts alike. Every try is counted before its check, by one atomic
 * increment-and-read: past the limit every code is answered tooManyTries, the shop's ones too, so
 * nothing tells them apart, however many tries are sent at once. A try that found one of the shop's
 * codes is given back after the check, so a customer quoting their own code never runs out.
 */
export class CodeGuesses {
  constructor(
    private readonly db: Db,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private key(who: string): string {
    return `code-guess:${who}`;
  }

  /** Counts a try by `who`: the answer for too many tries when past the limit, null when its check may go ahead. */
  async reserve(who: string, typed: string): Promise<Verdict | null> {
    const window = await countHit(this.db, this.key(who), this.windowMs);
    return window.hits > this.max ? refused(foldCode(typed), 'tooManyTries', null, Math.ceil(window.ttl / 1000)) : null;
  }

  /** After a try `reserve` let through: gives it back unless its code was not valid (one never checked is given back too). */
  async settle(who: string, problem: CodeProblem | null | undefined): Promise<void> {
    if (problem !== 'notValid') await releaseHit(this.db, this.key(who));
  }
}

export { phoneKey };
