import { useAuthStore } from '../../stores/auth-store.ts';
import { usePreferencesStore } from '../../stores/preferences-store.ts';
import { ROBOT, fakeChatApi, laidOut, type FakeChatApi } from '../../test/chat-fixtures.tsx';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ChatPage } from './chat-page.tsx';

/**
 * Each chat page test's start (call it in a `beforeEach`): signed in, the preferences as new, and
 * the chat's API faked (its answers are the fixtures'; the returned fake holds the streams).
 */
export function setUpChatPage(): FakeChatApi {
  useAuthStore.setState({ token: 't' });
  usePreferencesStore.getState().reset();
  return fakeChatApi();
}

/** The chat page of the fixtures' robot, with `query` (`?c=<id>` opens a stored conversation). */
export const renderChatPage = (query = '') =>
  renderWithProviders(laidOut(<ChatPage />), {
    route: `/chat/${ROBOT}${query}`,
    path: '/chat/:uuid',
  });
