import { paths } from './paths.ts';

// Control characters, and backslashes (browsers read '\' as '/', so '/\evil.com' is protocol-relative).
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;
const PROBE_ORIGIN = 'http://same-origin.invalid';

/** Decodes repeatedly (bounded) so that '%2F%2Fevil.com' and double encodings are checked too. */
const decodedForms = (value: string): string[] | null => {
  const forms = [value];
  let current = value;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
};

const isLocalPath = (value: string): boolean =>
  value.startsWith('/') && !value.startsWith('//') && !UNSAFE_CHARS.test(value);

/**
 * Returns `target` when it is a same-origin relative path ('/x?y#z'), else `fallback` (home).
 * Used for the `redirect` query after login and for the /redirect/* route.
 */
export function safeRedirect(target: unknown, fallback: string = paths.home): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback;
  const forms = decodedForms(target);
  if (!forms || !forms.every(isLocalPath)) return fallback;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
