import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { StorageKeys } from '../lib/storage-keys.ts';

export const sendKeys = ['Enter', 'Shift+Enter', 'Ctrl+Enter'] as const;
export type SendKey = (typeof sendKeys)[number];

export interface Preferences {
  sendKey: SendKey;
  renderUserMessageInMd: boolean;
  codeAutoWrap: boolean;
  widerConversationPage: boolean;
}

/** Product spec section 3: the app's chat preferences and their defaults. */
export const defaultPreferences: Preferences = {
  sendKey: 'Enter',
  renderUserMessageInMd: false,
  codeAutoWrap: false,
  widerConversationPage: true,
};

interface PreferencesState extends Preferences {
  update: (patch: Partial<Preferences>) => void;
  reset: () => void;
}

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      ...defaultPreferences,
      update: (patch) => set(patch),
      reset: () => set(defaultPreferences),
    }),
    {
      name: StorageKeys.preference,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ sendKey, renderUserMessageInMd, codeAutoWrap, widerConversationPage }) => ({
        sendKey,
        renderUserMessageInMd,
        codeAutoWrap,
        widerConversationPage,
      }),
      // A hand-edited or outdated entry must not break the chat: keep only well-typed values.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<Record<keyof Preferences, unknown>>;
        return {
          ...current,
          sendKey: sendKeys.includes(p.sendKey as SendKey)
            ? (p.sendKey as SendKey)
            : current.sendKey,
          renderUserMessageInMd:
            typeof p.renderUserMessageInMd === 'boolean'
              ? p.renderUserMessageInMd
              : current.renderUserMessageInMd,
          codeAutoWrap: typeof p.codeAutoWrap === 'boolean' ? p.codeAutoWrap : current.codeAutoWrap,
          widerConversationPage:
            typeof p.widerConversationPage === 'boolean'
              ? p.widerConversationPage
              : current.widerConversationPage,
        };
      },
    },
  ),
);
