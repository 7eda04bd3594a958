import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '../../stores/preferences-store.ts';
import {
  ask,
  CONV,
  input,
  meta,
  ROBOT,
  uuid,
  type FakeChatApi,
} from '../../test/chat-fixtures.tsx';
import { refuse } from '../../test/msw.ts';
import {
  markdownRendererLoaded,
  renderChatPage,
  setUpChatPage,
} from './chat-page.test-helpers.tsx';

let api: FakeChatApi;

beforeAll(markdownRendererLoaded);

beforeEach(() => {
  api = setUpChatPage();
});

const renderChat = renderChatPage;

describe('ChatPage: sending and streaming', () => {
  it('shows the credits left when a model answers, and the offline banner instead when none does', async () => {
    const first = renderChat();
    expect(await screen.findByText('Credits: 5')).toBeInTheDocument();
    expect(screen.queryByText(/No AI model is configured/)).not.toBeInTheDocument();
    first.unmount();

    // offline answers cost nothing, so no balance is shown
    api.offline = true;
    renderChat();
    expect(await screen.findByText(/No AI model is configured/)).toBeInTheDocument();
    expect(screen.queryByText('Credits: 5')).not.toBeInTheDocument();
  });

  it('sends on Enter, renders streamed deltas and puts the conversation in the URL', async () => {
    const { router } = renderChat();
    const { body, stream } = await ask(api, 'Hello');
    expect(body).toMatchObject({
      robotUUID: ROBOT,
      conversationId: 'new_conversation',
      message: 'Hello',
    });
    act(() => {
      stream.send('meta', meta(1));
      stream.send('delta', { content: 'Hi **there**' });
    });
    expect(await screen.findByText('there')).toBeInTheDocument();
    act(() => {
      stream.send('done', { finishReason: 'stop', usage: null });
      stream.end();
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?c=${CONV}`));
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('Shift+Enter makes a new line when Enter sends; Ctrl+Enter mode sends only with Ctrl', async () => {
    renderChat();
    const box = await input();
    await userEvent.type(box, 'a{Shift>}{Enter}{/Shift}b');
    expect(api.streams).toHaveLength(0);
    expect(box).toHaveValue('a\nb');

    act(() => usePreferencesStore.getState().update({ sendKey: 'Ctrl+Enter' }));
    await userEvent.keyboard('{Enter}');
    expect(api.streams).toHaveLength(0);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.streams).toHaveLength(1));
    expect(api.streams[0]!.body.message).toBe('a\nb');
  });

  it('does not send while an IME composes', async () => {
    renderChat();
    const box = await input();
    await userEvent.type(box, 'ni');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true, keyCode: 229 });
    expect(api.streams).toHaveLength(0);
  });

  it('keeps every piece of an answer when the page is drawn again between two of them', async () => {
    renderChat();
    const { stream } = await ask(api, 'Hello');
    act(() => stream.send('meta', meta(1)));
    // A piece is applied 40 ms after it arrives, in a transition. Right after the first one, in the
    // same task, a store the screen reads changes: that urgent drawing comes first and shows the
    // answer without the piece. The next piece must still go after it (decision 060).
    const wider = usePreferencesStore.getState().widerConversationPage;
    const realSetTimeout = globalThis.setTimeout;
    let armed = true;
    const timers = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
      run: () => void,
      ms?: number,
    ) =>
      realSetTimeout(() => {
        run();
        if (ms === 40 && armed) {
          armed = false;
          usePreferencesStore.setState({ widerConversationPage: !wider });
        }
      }, ms)) as typeof setTimeout);
    try {
      stream.send('delta', { content: 'First piece, ' });
      await waitFor(() => expect(armed).toBe(false));
      stream.send('delta', { content: 'second piece.' });
      expect(await screen.findByText('First piece, second piece.')).toBeInTheDocument();
    } finally {
      timers.mockRestore();
    }
    act(() => {
      stream.send('done', { finishReason: 'stop', usage: null });
      stream.end();
    });
    expect(await screen.findByText('First piece, second piece.')).toBeInTheDocument();
  });

  it('a guidance chip sends its question', async () => {
    renderChat();
    await userEvent.click(await screen.findByRole('button', { name: 'What is a latte?' }));
    await waitFor(() => expect(api.streams).toHaveLength(1));
    expect(api.streams[0]!.body.message).toBe('What is a latte?');
  });

  it('stop aborts the stream and keeps the partial answer, marked stopped', async () => {
    renderChat();
    const { stream } = await ask(api, 'Tell me');
    act(() => {
      stream.send('meta', meta(1));
      stream.send('delta', { content: 'Partial' });
    });
    expect(await screen.findByText('Partial')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /stop|停止/i }));
    expect(await screen.findByText(/Stopped|已停止/)).toBeInTheDocument();
    expect(screen.getByText('Partial')).toBeInTheDocument();
  });

  it('shows a translated error card with a retry on event: error', async () => {
    renderChat();
    const { stream } = await ask(api, 'Q');
    act(() => {
      stream.send('meta', meta(1));
      stream.send('error', { code: 10503, msg: 'errors.modelNotConfigured' });
      stream.end();
    });
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent(/No AI model is configured|未配置 AI 模型/);
    await userEvent.click(within(card).getByRole('button', { name: /retry|重试/i }));
    await waitFor(() => expect(api.streams).toHaveLength(2));
    expect(api.streams[1]!.body).toMatchObject({ regenerate: true, parentId: uuid(1) });
  });

  it('a rate-limited question shows queueing and can be retried', async () => {
    api.streamRefusal = refuse('errors.tooManyRequests');
    renderChat();
    const box = await input();
    await userEvent.type(box, 'Q{Enter}');
    expect(await screen.findByText(/Queueing|排队中/)).toBeInTheDocument();
    api.streamRefusal = null;
    await userEvent.click(screen.getByRole('button', { name: /retry|重试/i }));
    await waitFor(() => expect(api.streams).toHaveLength(1));
  });

  it('a conversation too long to go on offers a new one, the question kept in the box', async () => {
    api.streamRefusal = refuse('errors.conversationTooLong');
    renderChat();
    const box = await input();
    await userEvent.type(box, 'One more question{Enter}');
    const card = await screen.findByText('This conversation is too long to go on; start a new one');
    const alert = card.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'New conversation' }));
    await waitFor(() =>
      expect(
        screen.queryByText('This conversation is too long to go on; start a new one'),
      ).not.toBeInTheDocument(),
    );
    expect(box).toHaveValue('One more question');
    api.streamRefusal = null;
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(api.streams).toHaveLength(1));
    expect(api.streams[0]!.body).toMatchObject({ message: 'One more question' });
    expect(api.streams[0]!.body).not.toHaveProperty('parentId');
  });
});
