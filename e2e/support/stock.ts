import { expect } from 'vitest';
import type { ShopServer } from './harness.js';

/** A product as GET /api/products lists it: the fields the stock tests send back. */
export interface ApiProduct {
  id: string;
  name: string;
  description: string;
  price: number;
  offerPrice: number | null;
  categoryId: string | null;
  soldOut: boolean;
  colors: { name: string; hexCode: string }[];
}

/** Switches "Track stock" on through the API, signed in with `token`, each colour at the count `countOf` gives its position. */
export async function trackStock(shop: ShopServer, token: string, product: ApiProduct, countOf: (index: number) => number): Promise<void> {
  const form = new FormData();
  form.set('name', product.name);
  form.set('description', product.description);
  form.set('price', product.price.toFixed(2));
  if (product.offerPrice !== null) form.set('offerPrice', product.offerPrice.toFixed(2));
  form.set('categoryId', product.categoryId!);
  form.set('colors', JSON.stringify(product.colors.map(({ name, hexCode }) => ({ name, hexCode }))));
  form.set('trackStock', 'true');
  form.set('stock', JSON.stringify(product.colors.map((color, index) => ({ colorHex: color.hexCode, count: countOf(index), seen: null }))));
  const response = await fetch(`${shop.url}/api/products/${product.id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}
