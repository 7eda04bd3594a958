import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { StorageKeys } from '../storage-keys.ts';
import { defaultLanguage, languages, toSupportedLanguage } from './languages.ts';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

/** Every locale file, bundled: `locales/<language>/<namespace>.json`. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', {
  eager: true,
});

export const resources: Resources = {};
for (const [file, mod] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match) continue;
  const [, language, namespace] = match as unknown as [string, string, string];
  (resources[language] ??= {})[namespace] = mod.default;
}
export const namespaces = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))];

const applyDocumentLanguage = (language: string) => {
  document.documentElement.lang = language;
  document.title = i18n.t('common:documentTitle', { siteName: i18n.t('common:siteName') });
};

i18n.on('languageChanged', applyDocumentLanguage);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
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

export default i18n;
