import type { FlatNamespace } from 'i18next';
import { loadNamespaces } from './i18n.ts';

/**
 * A lazily loaded page's or dialog's loader that also loads the namespaces it uses beyond the core
 * ones (core-namespaces.ts), side by side, so its texts cost no round trip after its code
 * (decision 037). For `lazy()`, `lazyWithAntd()` or a preload: rejects when either fails, as a
 * failed chunk does. Which namespaces: all that the module and its static imports use
 * (namespaces.test.ts checks it).
 */
export function withTexts<T>(
  namespaces: readonly FlatNamespace[],
  load: () => Promise<T>,
): () => Promise<T> {
  return async () => {
    const [loaded] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return loaded;
  };
}
