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

/** Where a browser takes a path: dot segments removed, so '/x/..//evil.com' becomes '//evil.com'. */
const resolvedPath = (value: string): string | null => {
  try {
    return new URL(value, PROBE_ORIGIN).pathname;
  } catch {
    return null;
  }
};

/** '//host' and '/\\host' leave the site (protocol-relative). */
const leavesOrigin = (path: string): boolean => path.startsWith('//') || path.startsWith('/\\');

const isLocalPath = (value: string): boolean => {
  if (!value.startsWith('/') || leavesOrigin(value) || UNSAFE_CHARS.test(value)) return false;
  const resolved = resolvedPath(value);
  return resolved !== null && !leavesOrigin(resolved);
};

/**
 * Returns `target` when it is a same-origin relative path ('/x?y#z'), else `fallback` (home).
 * Used for the `redirect` query after login and for the /redirect/* route. Every decoded form of the
 * target is checked as written and as the browser resolves it (dot segments removed: '/.//evil.com'
 * and '/%2e%2e//evil.com' resolve to '//evil.com'), and so is the answer itself.
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
  if (url.origin !== PROBE_ORIGIN || leavesOrigin(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
