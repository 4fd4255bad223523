import { mutationOptions } from '@tanstack/react-query';
import type { Offer } from '#contract/offer.js';
import { apiRequest } from '#web/http/api-client.js';
import { offerKeys } from '../offers.js';
import { saveItemForm, type SaveItemInput } from './catalogue-item.js';
import { stockKeys } from './stock.js';

// What only the admin panel sends about offers: kept apart from ../offers.ts so that a visitor's
// pages never load it.

export function saveOffer(input: SaveItemInput): Promise<Offer> {
  return saveItemForm<Offer>('/offer', input);
}

export function deleteOffer(id: string): Promise<void> {
  return apiRequest<void>(`/offer/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const saveOfferMutation = mutationOptions({
  mutationFn: saveOffer,
  onSuccess: (_offer, _input, _result, { client }) =>
    // Its counts follow it (tracked or not, its colours, gone with it).
    Promise.all([client.invalidateQueries({ queryKey: offerKeys.all }), client.invalidateQueries({ queryKey: stockKeys.all })]),
});

export const deleteOfferMutation = mutationOptions({
  mutationFn: deleteOffer,
  onSuccess: (_nothing, _id, _result, { client }) =>
    // Its counts follow it (tracked or not, its colours, gone with it).
    Promise.all([client.invalidateQueries({ queryKey: offerKeys.all }), client.invalidateQueries({ queryKey: stockKeys.all })]),
});
