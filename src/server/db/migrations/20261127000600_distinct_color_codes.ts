/* eslint-disable @typescript-eslint/no-explicit-any -- migrations stay typed Kysely<any>: they must not change when today's schema types do */
import type { Kysely } from 'kysely';

// A colour's hex code names it in cart lines, orders, sales, stock counts and photos, so two colours
// of one product may no longer share one. Products saved before that rule keep their first colour
// with a code as it is; each later colour with the same code (case aside) gets the nearest free code
// above it (#000000, #000000 → #000000, #000001), which looks the same on screen. Every code is
// stored upper-case, as saves have always written it.

const MAX_CODE = 0xffffff;

function hex(value: number): string {
  return `#${value.toString(16).toUpperCase().padStart(6, '0')}`;
}

/** The colours with distinct codes, or null when they already were. */
export function distinctCodes<Color extends { hexCode: string }>(colors: Color[]): Color[] | null {
  const taken = new Set(colors.map((color) => color.hexCode.toUpperCase()));
  const seen = new Set<string>();
  let changed = false;
  const result = colors.map((color) => {
    const code = color.hexCode.toUpperCase();
    if (code !== color.hexCode) changed = true;
    if (!seen.has(code)) {
      seen.add(code);
      return { ...color, hexCode: code };
    }
    let value = Number.parseInt(code.slice(1), 16);
    do value = value === MAX_CODE ? 0 : value + 1;
    while (taken.has(hex(value)));
    const free = hex(value);
    taken.add(free);
    seen.add(free);
    changed = true;
    return { ...color, hexCode: free };
  });
  return changed ? result : null;
}

export async function up(db: Kysely<any>): Promise<void> {
  const products: Array<{ id: string; colors: string }> = await db
    .selectFrom('products')
    .select(['id', 'colors'])
    .where('colors', '<>', '[]')
    .execute();
  for (const product of products) {
    const colors = distinctCodes(JSON.parse(product.colors) as Array<{ hexCode: string }>);
    if (colors)
      await db
        .updateTable('products')
        .set({ colors: JSON.stringify(colors) })
        .where('id', '=', product.id)
        .execute();
  }
}

export async function down(): Promise<void> {
  // The codes made distinct are not told apart from ones the owner chose: nothing to undo.
}
