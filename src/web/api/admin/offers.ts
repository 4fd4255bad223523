import { mutationOptions } from '@tanstack/react-query';
import type { Offer } from '../../../contract/offer.js';
import { apiRequest } from '../../lib/api-client.js';
import { uploadForm } from '../../lib/upload.js';
import { offerKeys } from '../offers.js';

// What only the admin panel sends about offers: kept apart from ../offers.ts so that a visitor's
// pages never load it.

export interface SaveOfferInput {
  /** Present when editing. */
  id?: string | undefined;
  form: FormData;
  onProgress?: ((fraction: number) => void) | undefined;
}

export function saveOffer({ id, form, onProgress }: SaveOfferInput): Promise<Offer> {
  return id
    ? uploadForm<Offer>(`/offer/${encodeURIComponent(id)}`, { method: 'PUT', body: form, onProgress })
    : uploadForm<Offer>('/offer', { method: 'POST', body: form, onProgress });
}

export function deleteOffer(id: string): Promise<void> {
  return apiRequest<void>(`/offer/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const saveOfferMutation = mutationOptions({
  mutationFn: saveOffer,
  onSuccess: (_offer, _input, _result, { client }) => client.invalidateQueries({ queryKey: offerKeys.all }),
});

export const deleteOfferMutation = mutationOptions({
  mutationFn: deleteOffer,
  onSuccess: (_nothing, _id, _result, { client }) => client.invalidateQueries({ queryKey: offerKeys.all }),
});
