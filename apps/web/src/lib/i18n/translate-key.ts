import i18n from './i18n.ts';

/**
 * The server sends dotted keys such as 'errors.robotNotFound' or 'validation.tooLong'; the first segment
 * is our namespace. Unknown keys come back as they are rather than as an empty string.
 */
export function translateKey(key: string, options?: Record<string, unknown>): string {
  const dot = key.indexOf('.');
  const nsKey = dot > 0 ? `${key.slice(0, dot)}:${key.slice(dot + 1)}` : key;
  // The key arrives at run time, so it cannot be checked against the locale files' types.
  const translate = i18n.t as (key: string, options?: Record<string, unknown>) => string;
  return i18n.exists(nsKey) ? translate(nsKey, options) : key;
}
