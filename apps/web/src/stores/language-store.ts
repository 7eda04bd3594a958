import { create } from 'zustand';
import i18n from '../lib/i18n/i18n.ts';
import { toSupportedLanguage, type Language } from '../lib/i18n/languages.ts';
import { StorageKeys } from '../lib/storage-keys.ts';

interface LanguageState {
  language: Language;
  /** Stores the choice and reloads, so every cached text and antd's locale start fresh. */
  switchTo: (language: Language) => void;
}

export const useLanguageStore = create<LanguageState>()(() => ({
  language: toSupportedLanguage(i18n.language),
  switchTo: (language) => {
    // A plain string: the language detector reads this key before React starts.
    localStorage.setItem(StorageKeys.language, language);
    window.location.reload();
  },
}));
