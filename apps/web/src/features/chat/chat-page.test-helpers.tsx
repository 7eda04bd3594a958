import { loadMarkdown } from '../../components/markdown/lazy-markdown.tsx';
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

/**
 * Loads the markdown renderer before a file's tests (call it in a `beforeAll`). Until it arrives a
 * streamed answer shows as plain text, then is drawn again as markdown: on a loaded machine that swap
 * can land mid-test and detach the element a test just found. Files whose subject is not that swap
 * load it first; chat-page-markdown.test.tsx tests the page before it is loaded.
 */
export const markdownRendererLoaded = async () => {
  await loadMarkdown();
};
