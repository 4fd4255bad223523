import { mutationOptions } from '@tanstack/react-query';
import type { Product } from '../../../contract/product.js';
import { apiRequest } from '../../lib/api-client.js';
import { uploadForm } from '../../lib/upload.js';
import { productKeys } from '../products.js';

// What only the admin panel sends about products: kept apart from ../products.ts so that a
// visitor's pages never load it.

export interface SaveProductInput {
  /** Present when editing. */
  id?: string | undefined;
  form: FormData;
  onProgress?: ((fraction: number) => void) | undefined;
}

export function saveProduct({ id, form, onProgress }: SaveProductInput): Promise<Product> {
  return id
    ? uploadForm<Product>(`/products/${encodeURIComponent(id)}`, { method: 'PUT', body: form, onProgress })
    : uploadForm<Product>('/products', { method: 'POST', body: form, onProgress });
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
