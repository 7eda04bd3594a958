import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { StorageKeys } from '../storage-keys.ts';
import { coreNamespaces } from './core-namespaces.ts';
import { languages, toSupportedLanguage } from './languages.ts';
import { localeBackend } from './locale-backend.ts';
import type { LanguageTexts } from './locale-files.ts';

const applyDocumentLanguage = (language: string) => {
  document.documentElement.lang = language;
  document.title = i18n.t('common:documentTitle', { siteName: i18n.t('common:siteName') });
};

i18n.on('languageChanged', applyDocumentLanguage);

/** Settles once the detected language's core namespaces have loaded (or failed to). */
const started = i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .use(localeBackend())
  .init({
    // The core namespaces load now, one chunk (main.tsx has started its download); each other one
    // with the page or dialog that uses it (loadNamespaces, with-texts.ts), or, should one be
    // missed, when a component's `useTranslation` asks for it (it suspends meanwhile).
    ns: [...coreNamespaces],
    defaultNS: 'common',
    supportedLngs: [...languages],
    // None: i18next would load every namespace in the fallback language as well, a second download
    // for every en-US visit. Both languages have every key (locales.test.ts).
    fallbackLng: false,
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

/**
 * Loads the namespaces of the current language that are not loaded yet. Rejects, naming them, when
 * one cannot be loaded, so that what needed it shows its error (a page's: the route's error page)
 * rather than raw keys; i18next keeps a namespace that failed as failed, so it is asked for once
 * more first.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const language = i18n.language;
  const missing = () => namespaces.filter((ns) => !i18n.hasResourceBundle(language, ns));
  if (missing().length === 0) return;
  await i18n.loadNamespaces(missing());
  if (missing().length > 0) await i18n.reloadResources(language, missing());
  const failed = missing();
  if (failed.length > 0) {
    throw new Error(`texts not loaded: ${failed.join(', ')} in ${language}`);
  }
}

/** Before the first render: the core texts of the language i18n detected. Rejects without them. */
export async function prepareLanguage(): Promise<void> {
  await started;
  await loadNamespaces(coreNamespaces);
}

/** Adds one language's texts (the tests' setup adds both languages, whole). */
export function addLanguageTexts({ language, namespaces }: LanguageTexts): void {
  for (const [namespace, texts] of Object.entries(namespaces)) {
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
  if (language === i18n.language) applyDocumentLanguage(language);
}

export default i18n;
