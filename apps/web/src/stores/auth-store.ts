import type { UserInfo } from '@robot/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { StorageKeys } from '../lib/storage-keys.ts';

interface AuthState {
  /** The access token; the only part kept in localStorage. */
  token: string | null;
  /** Fetched from GET /api/user/info on start and after login. */
  user: UserInfo | null;
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
      setToken: (token) => set({ token }),
      setUser: (user) => set({ user }),
      clear: () => set({ token: null, user: null }),
    }),
    {
      name: StorageKeys.token,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ token: s.token }),
    },
  ),
);

export const getToken = (): string | null => useAuthStore.getState().token;
