import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { StorageKeys } from '../lib/storage-keys.ts';

export type ThemeMode = 'light' | 'dark';

interface ThemeState {
  mode: ThemeMode;
  toggle: () => void;
  setMode: (mode: ThemeMode) => void;
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      mode: 'light',
      toggle: () => set((s) => ({ mode: s.mode === 'dark' ? 'light' : 'dark' })),
      setMode: (mode) => set({ mode }),
    }),
    {
      name: StorageKeys.theme,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ mode: s.mode }),
      merge: (persisted, current) => ({
        ...current,
        mode: (persisted as { mode?: unknown } | null)?.mode === 'dark' ? 'dark' : 'light',
      }),
    },
  ),
);
