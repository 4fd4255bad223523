import { mutationOptions } from '@tanstack/react-query';
import type { LoginInput, LoginResponse, PanelLanguageInput, UpdatePasswordInput } from '#contract/auth.js';
import { apiRequest } from '../http/api-client.js';

// /auth: the admin's sign-in, sign-out and password change. Nothing here is cached, so there are no
// query keys; the session itself lives in http/session.ts.

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/login', { method: 'POST', body: input });
}

export function logout(): Promise<void> {
  return apiRequest<void>('/auth/logout', { method: 'POST' });
}

export function updatePassword(input: UpdatePasswordInput): Promise<void> {
  return apiRequest<void>('/auth/update-password', { method: 'PUT', body: input });
}

/** Keeps the language the signed-in person uses the panel in: their next sign-in, anywhere, opens in it. */
export function keepPanelLanguage(input: PanelLanguageInput): Promise<void> {
  return apiRequest<void>('/auth/language', { method: 'PUT', body: input });
}

export const loginMutation = mutationOptions({ mutationFn: login });

export const updatePasswordMutation = mutationOptions({ mutationFn: updatePassword });
