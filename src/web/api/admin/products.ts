import { mutationOptions } from '@tanstack/react-query';
import type { Product } from '#contract/product.js';
import { apiRequest } from '#web/http/api-client.js';
import { productKeys } from '../products.js';
import { saveItemForm, type SaveItemInput } from './catalogue-item.js';

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
  onSuccess: (_product, _input, _result, { client }) => client.invalidateQueries({ queryKey: productKeys.all }),
});

export const deleteProductMutation = mutationOptions({
  mutationFn: deleteProduct,
  onSuccess: (_nothing, _id, _result, { client }) => client.invalidateQueries({ queryKey: productKeys.all }),
});
