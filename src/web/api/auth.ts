import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { SignedInPerson } from '#contract/accounts.js';
import type { LoginInput, LoginResponse, PanelLanguageInput, UpdatePasswordInput } from '#contract/auth.js';
import { apiRequest } from '../http/api-client.js';

// /auth: the admin's sign-in, sign-out, password change and who is signed in. The session itself
// lives in http/session.ts.

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

export function fetchSignedInPerson(signal?: AbortSignal): Promise<SignedInPerson> {
  return apiRequest<SignedInPerson>('/auth/me', { signal });
}

export const authKeys = {
  all: ['auth'] as const,
  /** Per token (kept in memory only): a person signing in over another's page never reads the other's answer. */
  person: (token: string) => [...authKeys.all, 'person', token] as const,
};

/**
 * The signed-in person's role as it is now: read when the panel opens and again whenever the window
 * gets the focus back, since the owner may change it meanwhile.
 */
export const signedInPersonQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.person(token),
    queryFn: ({ signal }) => fetchSignedInPerson(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const loginMutation = mutationOptions({ mutationFn: login });

export const updatePasswordMutation = mutationOptions({ mutationFn: updatePassword });
