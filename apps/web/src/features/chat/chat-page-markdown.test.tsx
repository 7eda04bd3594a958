import { screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { CONV, storedConversation, type FakeChatApi } from '../../test/chat-fixtures.tsx';
import { renderChatPage, setUpChatPage } from './chat-page.test-helpers.tsx';

// A file of its own: the markdown renderer is loaded once per module graph, and this test needs it
// not loaded yet when the page opens.
let api: FakeChatApi;

beforeEach(() => {
  api = setUpChatPage();
});

it('a stored answer appears already rendered as markdown, never as its raw text first', async () => {
  const stored = storedConversation();
  stored.mapping['a']!.message!.content.parts = ['**Bold** and `code`'];
  api.conversationDetail = stored;
  const raw: string[] = [];
  // Every text the page shows is watched: the renderer loads on demand (chat-markdown.tsx), and a
  // stored conversation waits for it instead of showing the asterisks and then laying them out again.
  const watch = new MutationObserver(() => {
    if (document.body.textContent?.includes('**Bold**')) raw.push('seen');
  });
  watch.observe(document.body, { childList: true, subtree: true, characterData: true });
  renderChatPage(`?c=${CONV}`);
  expect(await screen.findByText('Bold', { selector: 'strong' })).toBeInTheDocument();
  expect(screen.getByText('code', { selector: 'code' })).toBeInTheDocument();
  watch.disconnect();
  expect(raw).toEqual([]);
});
