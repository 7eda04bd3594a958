import i18n from '../i18n/i18n.ts';
import { getToken } from '../../stores/auth-store.ts';

/**
 * Headers of a JSON POST answered by a server-sent event stream (chat, AI writing): the app's
 * language, not the browser's, since the offline responder and the suggestions are written in it,
 * and the caller's token when signed in.
 */
export function streamRequestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    'Content-Type': 'application/json',
    'Accept-Language': i18n.language,
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
