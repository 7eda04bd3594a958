import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { meta, type FakeChatApi } from '../../test/chat-fixtures.tsx';
import { onAPhone } from '../../test/media-query.ts';
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

afterEach(() => {
  vi.restoreAllMocks();
});

const questionBox = () => screen.findByRole('textbox', { name: 'Your question' });

/** Asks `text` and streams the start of its answer, `partial`. */
async function streaming(text: string, partial: string, n = 1) {
  const asked = api.streams.length;
  await userEvent.type(await questionBox(), `${text}{Enter}`);
  await waitFor(() => expect(api.streams).toHaveLength(asked + 1));
  const { stream } = api.streams[asked]!;
  act(() => {
    stream.send('meta', meta(n));
    stream.send('delta', { content: partial });
  });
  // rendering the whole chat page in jsdom is slow on a shared machine; nothing here is timed (the
  // find is the assertion: an element it returns may be drawn again before a later expect reads it)
  await screen.findByText(partial, {}, { timeout: 10_000 });
  return stream;
}

const stillStreaming = () =>
  expect(screen.getByRole('button', { name: 'Stop generating' })).toBeInTheDocument();

describe('ChatPage: Escape while an answer streams', () => {
  it('Escape in the question box stops it as the stop button does; the focus stays in the box', async () => {
    renderChatPage();
    await streaming('Tell me', 'Partial');
    const box = await questionBox();
    expect(box).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(screen.getByText('Partial')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('Escape from elsewhere on the page stops it and brings the focus to the question box', async () => {
    renderChatPage();
    await streaming('Tell me', 'Partial');
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.body).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(await questionBox()).toHaveFocus();
  });

  it('Escape in a question being edited only closes the edit', async () => {
    renderChatPage();
    const first = await streaming('Q1', 'Answer one');
    act(() => {
      first.send('done', { finishReason: 'stop', usage: null });
      first.end();
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit question' }));
    const edit = screen.getByRole('textbox', { name: 'Edit question' });
    await streaming('Q2', 'Answer two', 3);
    await userEvent.click(edit);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit question' })).not.toBeInTheDocument();
    stillStreaming();
    expect(screen.queryByText('Stopped')).not.toBeInTheDocument();
  });

  it('on a phone, Escape in the history drawer only closes the drawer', async () => {
    onAPhone();
    renderChatPage();
    await streaming('Tell me', 'Partial');
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    // jsdom leaves the focus on the History button, in the page: the drawer still has Escape first
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    stillStreaming();
    expect(screen.queryByText('Stopped')).not.toBeInTheDocument();
  });
});
