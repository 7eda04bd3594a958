import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../stores/auth-store.ts';

/**
 * When the token changes (a sign-out, a sign-in, an expired session, another account on the same
 * browser), nothing cached under the old one may show under the new: many lists are cached by what
 * they list, not by whom (the chat history, favourites, a user's submissions, the credits), and a
 * cached list shows at once, before any refetch. So every query no screen is showing is dropped, and
 * those on screen are reset and fetched again as the new caller. Public lists are fetched again too,
 * since they carry the caller's own marks (favourites). Returns the unsubscribe.
 */
export function forgetOtherUsersDataOnTokenChange(client: QueryClient): () => void {
  return useAuthStore.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    client.removeQueries({ type: 'inactive' });
    void client.resetQueries({ type: 'active' });
  });
}
