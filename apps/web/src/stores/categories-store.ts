import type { Category } from '@robot/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { StorageKeys } from '../lib/storage-keys.ts';

interface CategoriesState {
  /** Robot categories; shown from the local cache first, refreshed from the server on start. */
  robotCategories: Category[];
  setRobotCategories: (list: Category[]) => void;
}

export const useCategoriesStore = create<CategoriesState>()(
  persist(
    (set) => ({
      robotCategories: [],
      setRobotCategories: (robotCategories) => set({ robotCategories }),
    }),
    {
      name: StorageKeys.robotCategories,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ robotCategories: s.robotCategories }),
      merge: (persisted, current) => {
        const list = (persisted as { robotCategories?: unknown } | null)?.robotCategories;
        return { ...current, robotCategories: Array.isArray(list) ? (list as Category[]) : [] };
      },
    },
  ),
);
