import { createContext } from 'react';

/**
 * Where this install's uploads live when that is not this site's `/uploads/`: the object store's
 * public base from the site settings (`uploadsBaseUrl`, decision 049), or null (local storage, or
 * the settings not loaded yet). The markdown renderer loads an image under it as one of the site's
 * own uploads. A context, not a module variable: when the settings arrive, the images of markdown
 * already drawn (memoised, the chat's streaming messages among it) update, and nothing else does.
 * This file stays tiny: the app's layout imports it, and the renderer itself loads only when needed.
 */
export const UploadsBaseContext = createContext<string | null>(null);

/**
 * The base the server sent, if it has the one shape the server makes: an absolute http(s) URL with
 * no user, query or fragment, written as the browser writes it, ending in `/`. Anything else counts as
 * none, so that an odd value can never widen what markdown loads.
 */
export function uploadsBaseOf(value: string | null | undefined): string | null {
  if (!value || !value.endsWith('/') || /[?#\\\s]/.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  const plain =
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
    !parsed.username &&
    !parsed.password;
  return plain && parsed.href === value ? value : null;
}
