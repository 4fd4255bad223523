import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '../../../contract/contact.js';
import { apiRequest } from '../../lib/api-client.js';

export function sendContactMessage(input: ContactInput): Promise<unknown> {
  return apiRequest('/contact-us', { method: 'POST', body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
