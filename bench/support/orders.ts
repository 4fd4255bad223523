import { randomInt } from 'node:crypto';
import type { Insertable } from 'kysely';
import { ORDER_REFERENCE } from '#contract/order.js';
import type { Db } from '#server/db/connect.js';
import { uuidv7 } from '#server/db/ids.js';
import type { OrderLinesTable, OrdersTable, OrderStatusChangesTable } from '#server/db/schema.js';
import { foldText } from '#server/db/text.js';
import { shopDay } from '#server/orders/days.js';
import { randomSource } from '#test/fixtures/random.js';

const NAMES = ['Rima', 'Nour', 'Maya', 'Layal', 'Hiba', 'Zeina', 'Carla', 'Yasmine', 'Lara', 'Joelle'];
/** Orders a day, spread back from now: 100,000 orders reach back about three years. */
const ORDERS_PER_DAY = 90;

export interface FilledOrders {
  references: string[];
  phones: string[];
}

/** The `index`th order's reference, unique and shaped like the real ones: the index in the reference alphabet, then a random tail. */
export function orderReference(index: number): string {
  const { prefix, alphabet, length } = ORDER_REFERENCE;
  let code = '';
  for (let n = index, i = 0; i < length - 1; i += 1, n = Math.floor(n / alphabet.length)) code += alphabet[n % alphabet.length];
  return `${prefix}${code}${alphabet[randomInt(alphabet.length)]}`.slice(0, prefix.length + length);
}

/**
 * `count` orders of 1 to 4 lines of `productIds`, newest now, ORDERS_PER_DAY a day, with the status
 * mix of a running shop (mostly delivered, some new, confirmed and cancelled) and one status change
 * row per status taken.
 */
export async function fillOrders(
  db: Db,
  options: { count: number; productIds: string[]; now: Date; batchSize?: number },
): Promise<FilledOrders> {
  const { count, productIds, now, batchSize = 500 } = options;
  const random = randomSource(20_261_125);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const step = 86_400_000 / ORDERS_PER_DAY;
  const references: string[] = [];
  const phones: string[] = [];
  for (let from = 0; from < count; from += batchSize) {
    const orders: Insertable<OrdersTable>[] = [];
    const lines: OrderLinesTable[] = [];
    const changes: OrderStatusChangesTable[] = [];
    for (let i = from; i < Math.min(count, from + batchSize); i += 1) {
      const created = new Date(now.getTime() - (count - i) * step);
      const createdAt = created.toISOString();
      const id = uuidv7();
      const roll = random();
      const status = i > count - 200 && roll < 0.5 ? 'new' : roll < 0.08 ? 'cancelled' : roll < 0.15 ? 'confirmed' : 'delivered';
      const name = `${pick(NAMES)} ${i % 997}`;
      const phone = `+961 ${70 + (i % 9)} ${String(100 + (i % 900))} ${String(100 + ((i * 7) % 900))}`;
      const ref = orderReference(i);
      references.push(ref);
      phones.push(phone);
      let itemCount = 0;
      let total = 0;
      const lineCount = 1 + Math.floor(random() * 4);
      for (let position = 0; position < lineCount; position += 1) {
        const quantity = 1 + Math.floor(random() * 3);
        const unit = 500 + Math.floor(random() * 9500);
        itemCount += quantity;
        total += unit * quantity;
        lines.push({
          order_id: id,
          position,
          kind: 'product',
          item_id: pick(productIds),
          name: `Product ${i % 5000}`,
          color_hex: null,
          color_name: null,
          shown_name: `Product ${i % 5000}`,
          shown_color_name: null,
          unit_price_cents: unit,
          quantity,
          line_total_cents: unit * quantity,
          created_day: shopDay(created),
        });
      }
      orders.push({
        id,
        reference: ref,
        idempotency_key: uuidv7(),
        request_hash: 'bench',
        status,
        customer_name: name,
        customer_phone: phone,
        address: 'Hamra, Beirut',
        note: null,
        sent_without_reference: 0,
        item_count: itemCount,
        total_cents: total,
        search_text: foldText([ref, name, phone.replace(/\D/g, '')].join('\n')),
        created_at: createdAt,
        created_day: shopDay(created),
        updated_at: createdAt,
      });
      const path = status === 'new' ? ['new'] : status === 'delivered' ? ['new', 'confirmed', 'delivered'] : ['new', status];
      for (const taken of path)
        changes.push({ id: uuidv7(), order_id: id, status: taken, changed_at: createdAt, actor_id: null, actor_name: null });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('orders').values(orders).execute();
      for (let at = 0; at < lines.length; at += 2000)
        await trx
          .insertInto('order_lines')
          .values(lines.slice(at, at + 2000))
          .execute();
      await trx.insertInto('order_status_changes').values(changes).execute();
    });
  }
  return { references, phones };
}
