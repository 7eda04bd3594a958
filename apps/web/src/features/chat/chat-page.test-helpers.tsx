import { ROBOT, laidOut } from '../../test/chat-fixtures.tsx';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ChatPage } from './chat-page.tsx';

/** The chat page of the fixtures' robot, with `query` (`?c=<id>` opens a stored conversation). */
export const renderChatPage = (query = '') =>
  renderWithProviders(laidOut(<ChatPage />), {
    route: `/chat/${ROBOT}${query}`,
    path: '/chat/:uuid',
  });
