import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '../../../../../contract/product.js';
import { uploadForm } from '../../../../lib/upload.js';
import { afterChange } from '../../shared/query-keys.js';

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

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProduct, onSuccess: () => afterChange(queryClient) });
}
