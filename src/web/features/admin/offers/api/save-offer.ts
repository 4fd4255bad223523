import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offer } from '../../../../../contract/offer.js';
import { uploadForm } from '../../../../lib/upload.js';
import { afterChange } from '../../shared/query-keys.js';

export interface SaveOfferInput {
  id?: string | undefined;
  form: FormData;
  onProgress?: ((fraction: number) => void) | undefined;
}

export function saveOffer({ id, form, onProgress }: SaveOfferInput): Promise<Offer> {
  return id
    ? uploadForm<Offer>(`/offer/${encodeURIComponent(id)}`, { method: 'PUT', body: form, onProgress })
    : uploadForm<Offer>('/offer', { method: 'POST', body: form, onProgress });
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveOffer, onSuccess: () => afterChange(queryClient) });
}
