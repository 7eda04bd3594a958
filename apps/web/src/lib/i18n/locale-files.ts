import { StorageKeys } from '../storage-keys.ts';
import { toSupportedLanguage, type Language } from './languages.ts';

/**
 * The locale files, `locales/<language>/<namespace>.json`, loaded on demand: a visit downloads only
 * its own language (the build puts each language's files in one chunk, vite.config.ts; switching the
 * language reloads the page). Free of i18next, so main.tsx can start this download beside the app's.
 */
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  import: 'default',
});

const parts = (file: string) => /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);

export const namespaces = [...new Set(Object.keys(files).map((f) => parts(f)?.[2] ?? 'common'))];

export interface LanguageTexts {
  language: string;
  /** namespace -> its texts */
  namespaces: Record<string, Record<string, unknown>>;
}

export async function loadLanguageTexts(language: string): Promise<LanguageTexts> {
  const entries = await Promise.all(
    Object.entries(files)
      .map(([file, load]) => [parts(file), load] as const)
      .filter(([m]) => m?.[1] === language)
      .map(async ([m, load]) => [m![2]!, await load()] as const),
  );
  return { language, namespaces: Object.fromEntries(entries) };
}

/**
 * The language i18n's detector will pick (the stored choice, else the browser's first language), so
 * its texts can be fetched before i18n starts; i18n.ts loads the right one if this guess differs.
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
