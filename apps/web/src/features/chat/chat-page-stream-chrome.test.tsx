import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ask, meta, type FakeChatApi } from '../../test/chat-fixtures.tsx';
import type * as autoGrow from './hooks/use-auto-grow.ts';
import {
  markdownRendererLoaded,
  renderChatPage,
  setUpChatPage,
} from './chat-page.test-helpers.tsx';

/**
 * The question box calls useAutoGrow once per drawing (and the message editor, which these tests do
 * not open): counting its calls counts the box's drawings.
 */
const drawings = vi.hoisted(() => ({ box: 0 }));
vi.mock('./hooks/use-auto-grow.ts', async (importOriginal) => {
  const real = await importOriginal<typeof autoGrow>();
  return {
    useAutoGrow: (...args: Parameters<typeof real.useAutoGrow>) => {
      drawings.box += 1;
      real.useAutoGrow(...args);
    },
  };
});

let api: FakeChatApi;

beforeAll(markdownRendererLoaded);

beforeEach(() => {
  api = setUpChatPage();
});

describe('ChatPage: the chrome while an answer streams', () => {
  it('draws the question box again for what it shows, not for each piece of the answer', async () => {
    renderChatPage();
    const { stream } = await ask(api, 'Hello');
    act(() => stream.send('meta', meta(1)));
    await screen.findByRole('button', { name: /stop/i });
    const before = drawings.box;
    // Each piece is applied 40 ms after it arrives (decision 060): wait for each to show.
    const pieces = 12;
    let text = '';
    for (let i = 0; i < pieces; i++) {
      text += `word${i} `;
      act(() => stream.send('delta', { content: `word${i} ` }));
      await waitFor(() =>
        expect(screen.getByTestId('message-assistant')).toHaveTextContent(text.trim()),
      );
    }
    expect(drawings.box - before).toBeLessThan(3);

    // typing still draws the box, letter by letter
    const typed = drawings.box;
    await userEvent.type(screen.getByRole('textbox'), 'abc');
    expect(screen.getByRole('textbox')).toHaveValue('abc');
    expect(drawings.box - typed).toBeGreaterThanOrEqual(3);

    act(() => {
      stream.send('done', { finishReason: 'stop', usage: null });
      stream.end();
    });
    // the answer's end is shown in the box: its stop button becomes the send button again
    expect(await screen.findByRole('button', { name: /send/i })).toBeInTheDocument();
  });
});
