import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { StorageKeys } from '../storage-keys.ts';
import { defaultLanguage, languages, toSupportedLanguage } from './languages.ts';
import { loadLanguageTexts, namespaces, type LanguageTexts } from './locale-files.ts';

const applyDocumentLanguage = (language: string) => {
  document.documentElement.lang = language;
  document.title = i18n.t('common:documentTitle', { siteName: i18n.t('common:siteName') });
};

i18n.on('languageChanged', applyDocumentLanguage);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    // Texts are added per language once loaded (addLanguageTexts): a visit loads only its own.
    resources: {},
    ns: namespaces,
    defaultNS: 'common',
    supportedLngs: [...languages],
    fallbackLng: defaultLanguage,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: StorageKeys.language,
      // The language switch writes the key itself; a detected browser language is not pinned.
      caches: [],
      convertDetectedLanguage: (lng: string) => toSupportedLanguage(lng),
    },
    initAsync: false,
  });

/** Adds one language's texts (all its namespaces) to i18n. */
export function addLanguageTexts({ language, namespaces }: LanguageTexts): void {
  for (const [namespace, texts] of Object.entries(namespaces)) {
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
  if (language === i18n.language) applyDocumentLanguage(language);
}

/**
 * Before the first render: the texts of the language i18n detected, from `preloaded` when main.tsx
 * guessed right, else loaded now.
 */
export async function prepareLanguage(preloaded?: Promise<LanguageTexts>): Promise<void> {
  const texts = await preloaded;
  if (texts) addLanguageTexts(texts);
  if (texts?.language !== i18n.language) addLanguageTexts(await loadLanguageTexts(i18n.language));
}

export default i18n;
