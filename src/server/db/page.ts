import type { SelectQueryBuilder, Simplify } from 'kysely';
import { paginate, type Pagination } from '#contract/pagination.js';
import { toCount } from './text.js';

export interface Page<Row> {
  rows: Row[];
  total: number;
  pagination: Pagination;
}

/**
 * Page `page` of `limit` rows of `query`, as selected and ordered, with the number of rows in all:
 * the same query counted without its columns and order. A page past the end keeps the true totals.
 */
export async function selectPage<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  page: number,
  limit: number,
): Promise<Page<Simplify<Row>>> {
  const { count } = await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll().as('count'))
    // The generic query cannot name its own columns; this one has exactly that one.
    .$castTo<{ count: string | number | bigint }>()
    .executeTakeFirstOrThrow();
  const total = toCount(count);
  const offset = (page - 1) * limit;
  const rows = offset < total ? await query.limit(limit).offset(offset).execute() : [];
  return { rows, total, pagination: paginate(page, limit, total) };
}
