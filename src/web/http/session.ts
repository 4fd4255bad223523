import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../config/storage.js';

interface SessionState {
  /** The admin's bearer token, or null when signed out. */
  token: string | null;
  /** Set when the server ended the session (expired or revoked), so the login page can say so. */
  ended: boolean;
  /** The language the account is known to keep for the panel (its sign-in's response, then each change sent). */
  language: string | null;
  signIn: (token: string, language?: string | null) => void;
  /** The account keeps `language` now. */
  keptLanguage: (language: string) => void;
  signOut: () => void;
  /** The server responded 401 to a signed-in request. */
  end: () => void;
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      ended: false,
      language: null,
      signIn: (token, language = null) => set({ token, ended: false, language }),
      keptLanguage: (language) => set({ language }),
      signOut: () => set({ token: null, ended: false }),
      end: () => set({ token: null, ended: true }),
    }),
    {
      name: STORAGE_KEYS.token,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ token: state.token, language: state.language }),
    },
  ),
);
