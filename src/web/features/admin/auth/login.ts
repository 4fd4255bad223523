import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '../../../../contract/auth.js';
import { apiRequest } from '../../../lib/api-client.js';

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/login', { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
