import { mutationOptions } from '@tanstack/react-query';
import type { Product } from '#contract/product.js';
import { apiRequest } from '#web/http/api-client.js';
import { productKeys } from '../products.js';
import { saveItemForm, type SaveItemInput } from './catalogue-item.js';
import { stockKeys } from './stock.js';

// What only the admin panel sends about products: kept apart from ../products.ts so that a
// visitor's pages never load it.

export function saveProduct(input: SaveItemInput): Promise<Product> {
  return saveItemForm<Product>('/products', input);
}

export function deleteProduct(id: string): Promise<void> {
  return apiRequest<void>(`/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const saveProductMutation = mutationOptions({
  mutationFn: saveProduct,
  onSuccess: (_product, _input, _result, { client }) =>
    // Its counts follow it (tracked or not, its colours, gone with it).
    Promise.all([client.invalidateQueries({ queryKey: productKeys.all }), client.invalidateQueries({ queryKey: stockKeys.all })]),
});

export const deleteProductMutation = mutationOptions({
  mutationFn: deleteProduct,
  onSuccess: (_nothing, _id, _result, { client }) =>
    // Its counts follow it (tracked or not, its colours, gone with it).
    Promise.all([client.invalidateQueries({ queryKey: productKeys.all }), client.invalidateQueries({ queryKey: stockKeys.all })]),
});
