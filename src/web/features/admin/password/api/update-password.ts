import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordInput } from '../../../../../contract/auth.js';
import { apiRequest } from '../../../../lib/api-client.js';

export function updatePassword(input: UpdatePasswordInput): Promise<void> {
  return apiRequest<void>('/auth/update-password', { method: 'PUT', body: input });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
