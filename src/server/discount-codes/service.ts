// The owner's discount codes (the Codes page) and the checks a cart and an order make with them.
import { sql } from 'kysely';
import type { CartItemKind } from '#contract/cart-item.js';
import {
  DISCOUNT_CODE_LIMITS,
  DISCOUNT_CODE_PATTERN,
  type CodeState,
  type DiscountCode,
  type DiscountCodeInput,
  type DiscountKind,
  discountCodeMessages as messages,
} from '#contract/discount-code.js';
import { centsToDollars } from '#contract/fields.js';

import { SALES_STATUSES } from '#contract/order.js';
import { recordActivity, type Actor } from '../activity/record.js';
import type { Db } from '../db/connect.js';
import { isPostgres } from '../db/engine.js';
import { isUniqueViolation } from '../db/errors.js';
import { uuidv7 } from '../db/ids.js';
import type { DiscountCodeRow } from '../db/schema.js';
import { fieldError, HttpError } from '../http/errors.js';
import { beirutWallTime, instantOfBeirutTime } from './beirut-time.js';
import { foldCode } from './code-key.js';
import { codeTargets } from './evaluate.js';

const notFound = () => new HttpError(404, messages.codeNotFound);
const isSale = sql<boolean>`status in (${sql.join(SALES_STATUSES.map((status) => sql.lit(status)))})`;

/** A code's figures from its orders: all of them (used), those not cancelled (uses), and its sales. */
interface CodeFigures {
  discount_code_id: string | null;
  orders: number;
  sales: number;
  revenue_cents: number;
  discount_cents: number;
}

function stateOf(row: DiscountCodeRow, now: Date): CodeState {
  const at = now.toISOString();
  if (row.active !== 1) return 'off';
  if (row.starts_at !== null && at < row.starts_at) return 'scheduled';
  if (row.ends_at !== null && at >= row.ends_at) return 'ended';
  if (row.max_uses !== null && row.uses >= row.max_uses) return 'usedUp';
  return 'active';
}

const wall = (instant: string | null) => (instant === null ? null : beirutWallTime(new Date(instant)));
const instant = (wallTime: string | null) => (wallTime === null ? null : instantOfBeirutTime(wallTime).toISOString());
const cents = (dollars: number | null) => (dollars === null ? null : Math.round(dollars * 100));

/** The code an owner typed, folded as a customer's is; refused unless it is letters A–Z and digits of the right length. */
export function ownersCode(typed: string): string {
  const code = foldCode(typed);
  const { codeMin, codeMax } = DISCOUNT_CODE_LIMITS;
  if (!DISCOUNT_CODE_PATTERN.test(code) || code.length < codeMin || code.length > codeMax) {
    throw fieldError('code', messages.codeFormat);
  }
  return code;
}

export class DiscountCodeService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(): Promise<{ data: DiscountCode[] }> {
    const [rows, figures] = await Promise.all([
      this.db.selectFrom('discount_codes').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
      this.figures(),
    ]);
    const names = await this.itemNames(rows);
    return { data: rows.map((row) => this.toCode(row, figures.get(row.id), names)) };
  }

  async create(actor: Actor, input: DiscountCodeInput): Promise<DiscountCode> {
    const code = ownersCode(input.code);
    const at = this.now().toISOString();
    const id = uuidv7();
    await this.write(async (trx) => {
      await this.checkTargets(trx, input);
      await trx
        .insertInto('discount_codes')
        .values({ id, ...this.columns(input, code), created_at: at, updated_at: at })
        .execute();
      await recordActivity(trx, actor, { kind: 'code', action: 'created', subjectId: id, subjectLabel: code, at });
    });
    return this.one(id);
  }

  async update(actor: Actor, id: string, input: DiscountCodeInput): Promise<DiscountCode> {
    const code = ownersCode(input.code);
    const at = this.now().toISOString();
    await this.write(async (trx) => {
      const before = await trx.selectFrom('discount_codes').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) throw notFound();
      // Targets the code already had may since have been deleted: they stay (and match nothing), so the
      // code can still be changed or switched off; only newly chosen ones must be in the shop.
      const kept = codeTargets(before);
      await this.checkTargets(trx, {
        categoryIds: input.categoryIds.filter((categoryId) => !kept.categoryIds.includes(categoryId)),
        items: input.items.filter((item) => !kept.items.some((old) => old.kind === item.kind && old.id === item.id)),
      });
      await trx
        .updateTable('discount_codes')
        .set({ ...this.columns(input, code), updated_at: at })
        .where('id', '=', id)
        .execute();
      const switched = (before.active === 1) !== input.active;
      const action = switched ? (input.active ? 'switchedOn' : 'switchedOff') : 'updated';
      await recordActivity(trx, actor, { kind: 'code', action, subjectId: id, subjectLabel: code, at });
    });
    return this.one(id);
  }

  /** Deletes a code no order ever used; one that was used is switched off instead (409 says so). */
  async delete(actor: Actor, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      let query = trx.selectFrom('discount_codes').select(['code']).where('id', '=', id);
      // An order claiming it waits for this delete, or this delete sees its order.
      if (isPostgres(trx)) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      if (!row) throw notFound();
      const used = await trx.selectFrom('orders').select('id').where('discount_code_id', '=', id).limit(1).executeTakeFirst();
      if (used) throw new HttpError(409, messages.codeUsed);
      await trx.deleteFrom('discount_codes').where('id', '=', id).execute();
      await recordActivity(trx, actor, { kind: 'code', action: 'deleted', subjectId: id, subjectLabel: row.code });
    });
  }

  private async one(id: string): Promise<DiscountCode> {
    const row = await this.db.selectFrom('discount_codes').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return this.toCode(row, (await this.figures(id)).get(id), await this.itemNames([row]));
  }

  /** Runs a change; a code written as another already is answers 409 on the code field. */
  private async write(change: (trx: Db) => Promise<void>): Promise<void> {
    try {
      await this.db.transaction().execute(change);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('code', messages.codeExists, 409);
      throw error;
    }
  }

  /** The categories and items a code is limited to must be in the shop. */
  private async checkTargets(trx: Db, input: Pick<DiscountCodeInput, 'categoryIds' | 'items'>): Promise<void> {
    const count = async (table: 'categories' | 'products' | 'offers', ids: string[]) =>
      ids.length === 0
        ? 0
        : Number(
            (
              await trx
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('id', 'in', ids)
                .executeTakeFirstOrThrow()
            ).n,
          );
    const unique = (ids: string[]) => [...new Set(ids)];
    const categories = unique(input.categoryIds);
    const products = unique(input.items.filter((item) => item.kind === 'product').map((item) => item.id));
    const offers = unique(input.items.filter((item) => item.kind === 'offer').map((item) => item.id));
    const [c, p, o] = await Promise.all([count('categories', categories), count('products', products), count('offers', offers)]);
    if (c !== categories.length || p !== products.length || o !== offers.length) {
      throw fieldError(c !== categories.length ? 'categoryIds' : 'items', messages.targetGone);
    }
  }

  private columns(input: DiscountCodeInput, code: string) {
    const uniqueItems = [...new Map(input.items.map((item) => [`${item.kind}:${item.id}`, item])).values()];
    return {
      code,
      kind: input.kind,
      // Only the figure its kind uses is kept.
      percent: input.kind === 'percent' ? input.percent : null,
      amount_cents: input.kind === 'amount' ? cents(input.amount) : null,
      min_items_cents: cents(input.minItemsTotal),
      starts_at: instant(input.startsAt),
      ends_at: instant(input.endsAt),
      max_uses: input.maxUses,
      max_uses_per_phone: input.maxUsesPerPhone,
      category_ids: JSON.stringify([...new Set(input.categoryIds)]),
      item_targets: JSON.stringify(uniqueItems.map(({ kind, id }) => ({ kind, id }))),
      active: input.active ? 1 : 0,
    };
  }

  /** Every code's figures from its orders (or one code's). */
  private async figures(id?: string): Promise<Map<string, CodeFigures>> {
    let query = this.db
      .selectFrom('orders')
      .select((eb) => [
        'discount_code_id',
        eb.fn.countAll<number>().as('orders'),
        sql<number>`sum(case when ${isSale} then 1 else 0 end)`.as('sales'),
        sql<number>`sum(case when ${isSale} then total_cents - discount_items_cents else 0 end)`.as('revenue_cents'),
        sql<number>`sum(case when ${isSale} then discount_items_cents + discount_delivery_cents else 0 end)`.as('discount_cents'),
      ])
      .where('discount_code_id', 'is not', null)
      .groupBy('discount_code_id');
    if (id) query = query.where('discount_code_id', '=', id);
    const rows = await query.execute();
    return new Map(rows.map((row) => [row.discount_code_id!, row]));
  }

  /** The names of the items codes are limited to, by `kind:id`. */
  private async itemNames(rows: DiscountCodeRow[]): Promise<Map<string, string>> {
    const targets = rows.flatMap((row) => codeTargets(row).items);
    const idsOf = (kind: CartItemKind) => [...new Set(targets.filter((item) => item.kind === kind).map((item) => item.id))];
    const find = async (table: 'products' | 'offers', ids: string[]) =>
      ids.length === 0 ? [] : this.db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
    const [products, offers] = await Promise.all([find('products', idsOf('product')), find('offers', idsOf('offer'))]);
    return new Map([
      ...products.map((row) => [`product:${row.id}`, row.name] as const),
      ...offers.map((row) => [`offer:${row.id}`, row.name] as const),
    ]);
  }

  private toCode(row: DiscountCodeRow, figures: CodeFigures | undefined, names: Map<string, string>): DiscountCode {
    const { categoryIds, items } = codeTargets(row);
    return {
      id: row.id,
      code: row.code,
      kind: row.kind as DiscountKind,
      percent: row.percent,
      amount: row.amount_cents === null ? null : centsToDollars(row.amount_cents),
      minItemsTotal: row.min_items_cents === null ? null : centsToDollars(row.min_items_cents),
      startsAt: wall(row.starts_at),
      endsAt: wall(row.ends_at),
      maxUses: row.max_uses,
      maxUsesPerPhone: row.max_uses_per_phone,
      categoryIds,
      items: items.map((item) => ({ ...item, name: names.get(`${item.kind}:${item.id}`) ?? null })),
      active: row.active === 1,
      state: stateOf(row, this.now()),
      uses: row.uses,
      orders: Number(figures?.sales ?? 0),
      revenue: centsToDollars(Number(figures?.revenue_cents ?? 0)),
      discounts: centsToDollars(Number(figures?.discount_cents ?? 0)),
      used: Number(figures?.orders ?? 0) > 0,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }
}
