import type { UserInfo } from '@robot/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { StorageKeys } from '../lib/storage-keys.ts';

/** What the header draws of the user: their avatar (portrait, or initial on a colour from the uuid) and name. */
export type UserFace = Pick<UserInfo, 'uuid' | 'nickname' | 'username' | 'headportraitUrl'>;

const faceOf = (user: UserInfo): UserFace => ({
  uuid: user.uuid,
  nickname: user.nickname,
  username: user.username,
  headportraitUrl: user.headportraitUrl,
});

interface AuthState {
  /** The access token, kept in localStorage. */
  token: string | null;
  /** Fetched from GET /api/user/info on start and after login. */
  user: UserInfo | null;
  /**
   * What the header shows of the user (name and avatar), kept in localStorage beside the token: a
   * signed-in page's first paint greets by name and draws the avatar as it will stay, where it used
   * to draw 'Hi, ' and a '?' and then change both when the user's details came. Only what the user
   * shows on every page; the rest of their details stay in memory.
   */
  face: UserFace | null;
  setToken: (token: string) => void;
  setUser: (user: UserInfo | null) => void;
  /** Forgets the session locally (logout, expired token). */
  clear: () => void;
}

/** What version 0 kept: the token and, from round 39, the name to greet by. */
interface KeptV0 {
  token?: string | null;
  displayName?: string | null;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      face: null,
      // another session's face is not this one's
      setToken: (token) => set((s) => (s.token === token ? { token } : { token, face: null })),
      setUser: (user) => set({ user, face: user ? faceOf(user) : null }),
      clear: () => set({ token: null, user: null, face: null }),
    }),
    {
      name: StorageKeys.token,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ token: s.token, face: s.face }),
      // A name kept by version 0 still greets; its avatar gets its colour when the details come.
      migrate: (kept, version) => {
        if (version !== 0) return kept as Pick<AuthState, 'token' | 'face'>;
        const { token = null, displayName } = (kept ?? {}) as KeptV0;
        const face: UserFace | null = displayName
          ? { uuid: '', nickname: displayName, username: displayName, headportraitUrl: null }
          : null;
        return { token, face };
      },
    },
  ),
);

export const getToken = (): string | null => useAuthStore.getState().token;

/** The name the header greets by: the nickname, else the username. */
export const faceName = (face: UserFace | null): string => face?.nickname || face?.username || '';
