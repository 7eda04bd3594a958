/**
 * The namespaces loaded at boot, beside the app's code (main.tsx), in one chunk per language
 * (`locale-<language>`, vite.config.ts): what the app shell and the first screen draw, and what any
 * screen may show without waiting. Every other namespace has a chunk of its own per language
 * (`locale-<language>-<namespace>`), loaded with the page or dialog that uses it
 * (lib/i18n/load-namespaces.ts, decision 037).
 *
 * - common: the default namespace: page loader, footer, error pages, language and theme switches,
 *   the document title;
 * - nav: the headers and the 'my' menu;
 * - auth: the logout confirmation in the 'my' menu, the login guard around pages, and the
 *   login-expired dialog any request may open (`i18n.t`, which cannot wait for a download);
 * - user: the 'my' menu's avatar and usage panel;
 * - errors, validation: the keys the server answers with, translated wherever a request fails
 *   (lib/i18n/translate-key.ts);
 * - home: the landing page `/`, most visits' first screen.
 *
 * Free of imports: vite.config.ts reads it too.
 */
export const coreNamespaces = [
  'common',
  'nav',
  'auth',
  'user',
  'errors',
  'validation',
  'home',
] as const;

export type CoreNamespace = (typeof coreNamespaces)[number];

export const isCoreNamespace = (namespace: string): namespace is CoreNamespace =>
  (coreNamespaces as readonly string[]).includes(namespace);
