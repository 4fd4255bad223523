import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SignedInPerson } from '#contract/accounts.js';
import { STORAGE_KEYS } from '../config/storage.js';

interface SessionState {
  /** The admin's bearer token, or null when signed out. */
  token: string | null;
  /** Set when the server ended the session (expired or revoked), so the login page can say so. */
  ended: boolean;
  /** The language the account is known to keep for the panel (its sign-in's response, then each change sent). */
  language: string | null;
  /**
   * Who is signed in, as the server last said (the sign-in, then GET /auth/me): their role decides
   * the menu and the pages, and a one-time password opens only the password page. Kept with the token,
   * so a reload shows the right menu at once; kept too when the server ends the session, so a page
   * signed in again over stays as it was.
   */
  person: SignedInPerson | null;
  /** Counts the times the panel had reason to ask who the person is now (a 403, a change to their own account). */
  rechecks: number;
  signIn: (token: string, language?: string | null, person?: SignedInPerson | null) => void;
  /** The server described the signed-in person afresh. */
  setPerson: (person: SignedInPerson) => void;
  /** Asks the server who the person is now: it refused a request (the owner may have changed their role), or their account changed. */
  recheckPerson: () => void;
  /** The account keeps `language` now. */
  keptLanguage: (language: string) => void;
  signOut: () => void;
  /** The server responded 401 to a signed-in request. */
  end: () => void;
}

const samePerson = (a: SignedInPerson | null, b: SignedInPerson) => a !== null && JSON.stringify(a) === JSON.stringify(b);

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      ended: false,
      language: null,
      person: null,
      rechecks: 0,
      signIn: (token, language = null, person = null) => set({ token, ended: false, language, person }),
      // The same person again keeps the same object, so nothing that reads it renders again.
      setPerson: (person) => set((state) => (samePerson(state.person, person) ? state : { person })),
      recheckPerson: () => set((state) => ({ rechecks: state.rechecks + 1 })),
      keptLanguage: (language) => set({ language }),
      signOut: () => set({ token: null, ended: false, person: null }),
      end: () => set({ token: null, ended: true }),
    }),
    {
      name: STORAGE_KEYS.token,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ token: state.token, language: state.language, person: state.person }),
    },
  ),
);
