import type { UserInfo } from '@robot/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { StorageKeys } from '../lib/storage-keys.ts';

interface AuthState {
  /** The access token, kept in localStorage. */
  token: string | null;
  /** Fetched from GET /api/user/info on start and after login. */
  user: UserInfo | null;
  /**
   * The name the header greets the user by (nickname, else username), kept in localStorage beside
   * the token: a signed-in page's first paint greets by it, where it used to draw 'Hi, ' and move
   * the header's buttons along when the user's details came. Only a name the user shows on every
   * page; the rest of their details stay in memory.
   */
  displayName: string | null;
  setToken: (token: string) => void;
  setUser: (user: UserInfo | null) => void;
  /** Forgets the session locally (logout, expired token). */
  clear: () => void;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      displayName: null,
      setToken: (token) => set({ token }),
      setUser: (user) => set({ user, displayName: user ? user.nickname || user.username : null }),
      clear: () => set({ token: null, user: null, displayName: null }),
    }),
    {
      name: StorageKeys.token,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ token: s.token, displayName: s.displayName }),
    },
  ),
);

export const getToken = (): string | null => useAuthStore.getState().token;
