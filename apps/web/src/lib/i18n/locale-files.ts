import { StorageKeys } from '../storage-keys.ts';
import { coreNamespaces } from './core-namespaces.ts';
import { toSupportedLanguage, type Language } from './languages.ts';

/** One locale file's texts. */
export type Texts = Record<string, unknown>;
/** Locale files by path, each with its loader, as `import.meta.glob` gives them. */
export type LocaleFiles = Record<string, () => Promise<Texts>>;

/**
 * The locale files, `locales/<language>/<namespace>.json`, each loaded on demand: a visit downloads
 * its own language only (switching the language reloads the page), the core namespaces at boot and
 * each other one when a page or dialog that uses it loads (the build puts them in chunks to match,
 * vite.config.ts; decision 037). Free of i18next, so main.tsx can start the core download beside the
 * app's.
 */
const files: LocaleFiles = import.meta.glob<Texts>('../../locales/*/*.json', {
  import: 'default',
});

const parts = (file: string) => /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);

export const namespaces = [...new Set(Object.keys(files).map((f) => parts(f)?.[2] ?? 'common'))];

/** One namespace's texts in one language; rejects, naming both, when no file has them. */
export function loadTexts(
  language: string,
  namespace: string,
  from: LocaleFiles = files,
): Promise<Texts> {
  const file = Object.keys(from).find((f) => {
    const m = parts(f);
    return m?.[1] === language && m[2] === namespace;
  });
  return file
    ? from[file]!()
    : Promise.reject(new Error(`no texts for the namespace '${namespace}' in '${language}'`));
}

/**
 * Starts the download of a language's core namespaces (one chunk), for i18n's backend to find
 * loaded; a failure shows when i18n asks for them.
 */
export function preloadCoreTexts(language: string): void {
  for (const namespace of coreNamespaces) loadTexts(language, namespace).catch(() => {});
}

export interface LanguageTexts {
  language: string;
  /** namespace -> its texts */
  namespaces: Record<string, Texts>;
}

/** Every namespace of a language (the tests' setup loads both languages whole). */
export async function loadLanguageTexts(language: string): Promise<LanguageTexts> {
  const entries = await Promise.all(
    namespaces.map(async (namespace) => [namespace, await loadTexts(language, namespace)] as const),
  );
  return { language, namespaces: Object.fromEntries(entries) };
}

/**
 * The language i18n's detector will pick (the stored choice, else the browser's first language), so
 * its texts can be fetched before i18n starts; i18n's backend loads the right ones if this guess
 * differs.
 */
export function likelyLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(StorageKeys.language);
  } catch {
    // storage blocked: the browser's language decides
  }
  return toSupportedLanguage(stored ?? navigator.languages?.[0] ?? navigator.language);
}
