import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/http/api-client.js';
import { contactKeys } from '../contact.js';

// What only the admin panel sends about contact messages: kept apart from ../contact.ts so that a
// visitor's pages never load it.

export function deleteContactMessage(id: string): Promise<void> {
  return apiRequest<void>(`/contact-us/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const deleteContactMessageMutation = mutationOptions({
  mutationFn: deleteContactMessage,
  onSuccess: (_nothing, _id, _result, { client }) => client.invalidateQueries({ queryKey: contactKeys.all }),
});
