import type { BackendModule } from 'i18next';
import { loadTexts, type LocaleFiles } from './locale-files.ts';

/**
 * i18next's backend over our locale files (decision 037): `read` loads the one file of the language
 * and namespace asked for. A failed download is reported, not retried here: `loadNamespaces`
 * (i18n.ts) asks once more, and again whenever a later load needs it. `from` is for tests.
 */
export function localeBackend(from?: LocaleFiles): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => {},
    read(language, namespace, callback) {
      loadTexts(language, namespace, from).then(
        (texts) => callback(null, texts),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}
