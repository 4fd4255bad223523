import type { Db } from '../db/connect.js';

/** Every product and offer with when it last changed, for the sitemap (newest first). */
export async function listSitemapItems(db: Db): Promise<{ products: SitemapRow[]; offers: SitemapRow[] }> {
  const products = await db.selectFrom('products').select(['id', 'updated_at']).orderBy('updated_at', 'desc').orderBy('id').execute();
  const offers = await db.selectFrom('offers').select(['id', 'updated_at']).orderBy('updated_at', 'desc').orderBy('id').execute();
  return { products, offers };
}

export interface SitemapRow {
  id: string;
  updated_at: string;
}
