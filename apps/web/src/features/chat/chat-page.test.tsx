import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store.ts';
import { usePreferencesStore } from '../../stores/preferences-store.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { AssistantPage } from './assistant-page.tsx';
import { ChatPage } from './chat-page.tsx';

const ROBOT = '11111111-1111-4111-8111-111111111111';
const CONV = '22222222-2222-4222-8222-222222222222';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const robot = {
  uuid: ROBOT,
  ownerUUID: uuid(99),
  ownerNickname: 'Owner',
  headportraitUrl: '',
  robotName: 'Barista',
  robotIntro: 'Coffee answers',
  robotGuideWords: 'What is a latte?\nOpening hours?',
  robotCatagory: 1,
  robotVisibility: 1,
  type: 3,
  keywords: '',
  viewCount: 0,
  chatCount: 0,
  favoriteCount: 0,
  isFavorite: false,
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
};

const envelope = (data: unknown, code = 200, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), {
    status: code === 200 ? 200 : 400,
    headers: { 'content-type': 'application/json' },
  });

/** A controllable SSE answer: the test pushes events and ends it. */
function sseResponse(signal?: AbortSignal | null) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  signal?.addEventListener('abort', () => {
    try {
      controller.error(new DOMException('aborted', 'AbortError'));
    } catch {
      // already closed
    }
  });
  const enc = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller.enqueue(enc.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
  };
}

type Stream = ReturnType<typeof sseResponse>;
let streams: { body: Record<string, unknown>; stream: Stream }[] = [];
let streamRefusal: Response | null = null;
let conversationDetail: unknown = null;
let conversations: unknown[] = [];
let listUrls: string[] = [];
let offline = false;

beforeEach(() => {
  offline = false;
  streams = [];
  streamRefusal = null;
  conversationDetail = null;
  conversations = [];
  listUrls = [];
  useAuthStore.setState({ token: 't' });
  usePreferencesStore.getState().reset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/stream/chat')) {
        if (streamRefusal) return streamRefusal;
        const stream = sseResponse(init?.signal);
        streams.push({ body: JSON.parse(String(init?.body)) as Record<string, unknown>, stream });
        return stream.response;
      }
      if (url.startsWith('/api/robot/detail/simple')) return envelope(robot);
      if (url.startsWith('/api/chat/conversations')) {
        listUrls.push(url);
        return envelope({ list: conversations, total: conversations.length });
      }
      if (url.startsWith('/api/chat/conversation/')) return envelope(conversationDetail);
      if (url.startsWith('/api/chat/models'))
        return envelope({ models: [], defaultModel: 'x', offline });
      if (url.startsWith('/api/credit')) return envelope({ balance: 5, enabled: true, recent: [] });
      return envelope(null);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

/** jsdom lays nothing out: the message list (react-virtuoso) is given a 600 px view of 100 px rows. */
const laidOut = (page: ReactElement) => (
  <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 100 }}>
    {page}
  </VirtuosoMockContext.Provider>
);

const renderChat = (query = '') =>
  renderWithProviders(laidOut(<ChatPage />), { route: `/chat/${ROBOT}${query}` });

const input = () => screen.findByRole('textbox', { name: /question|问题/i });

const ROOT = uuid(90);

const meta = (n: number) => ({
  conversationId: CONV,
  rootId: ROOT,
  userMessageId: uuid(n),
  assistantMessageId: uuid(n + 1),
  title: 'T',
});

async function ask(text: string) {
  const box = await input();
  await userEvent.type(box, text);
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(streams.length).toBeGreaterThan(0));
  return streams[streams.length - 1]!;
}

describe('ChatPage', () => {
  it('shows the credits left when a model answers, and the offline banner instead when none does', async () => {
    const first = renderChat();
    expect(await screen.findByText('Credits: 5')).toBeInTheDocument();
    expect(screen.queryByText(/No AI model is configured/)).not.toBeInTheDocument();
    first.unmount();

    // offline answers cost nothing, so no balance is shown
    offline = true;
    renderChat();
    expect(await screen.findByText(/No AI model is configured/)).toBeInTheDocument();
    expect(screen.queryByText('Credits: 5')).not.toBeInTheDocument();
  });

  it('sends on Enter, renders streamed deltas and puts the conversation in the URL', async () => {
    const { router } = renderChat();
    const { body, stream } = await ask('Hello');
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
    expect(streams).toHaveLength(0);
    expect(box).toHaveValue('a\nb');

    act(() => usePreferencesStore.getState().update({ sendKey: 'Ctrl+Enter' }));
    await userEvent.keyboard('{Enter}');
    expect(streams).toHaveLength(0);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]!.body.message).toBe('a\nb');
  });

  it('does not send while an IME composes', async () => {
    renderChat();
    const box = await input();
    await userEvent.type(box, 'ni');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true, keyCode: 229 });
    expect(streams).toHaveLength(0);
  });

  it('a guidance chip sends its question', async () => {
    renderChat();
    await userEvent.click(await screen.findByRole('button', { name: 'What is a latte?' }));
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]!.body.message).toBe('What is a latte?');
  });

  it('stop aborts the stream and keeps the partial answer, marked stopped', async () => {
    renderChat();
    const { stream } = await ask('Tell me');
    act(() => {
      stream.send('meta', meta(1));
      stream.send('delta', { content: 'Partial' });
    });
    expect(await screen.findByText('Partial')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /stop|停止/i }));
    expect(await screen.findByText(/Stopped|已停止/)).toBeInTheDocument();
    expect(screen.getByText('Partial')).toBeInTheDocument();
  });

  it('regenerate posts regenerate:true with the user message id; the arrows switch branches', async () => {
    renderChat();
    const first = await ask('Q');
    act(() => {
      first.stream.send('meta', meta(1));
      first.stream.send('delta', { content: 'Answer one' });
      first.stream.send('done', { finishReason: 'stop', usage: null });
      first.stream.end();
    });
    await userEvent.click(await screen.findByRole('button', { name: /regenerate|重新生成/i }));
    await waitFor(() => expect(streams).toHaveLength(2));
    expect(streams[1]!.body).toMatchObject({
      regenerate: true,
      parentId: uuid(1),
      conversationId: CONV,
    });
    act(() => {
      const s = streams[1]!.stream;
      s.send('meta', { ...meta(1), assistantMessageId: uuid(3) });
      s.send('delta', { content: 'Answer two' });
      s.send('done', { finishReason: 'stop', usage: null });
      s.end();
    });
    expect(await screen.findByText('Answer two')).toBeInTheDocument();
    expect(screen.getByText('2/2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /previous version|上一个版本/i }));
    expect(await screen.findByText('Answer one')).toBeInTheDocument();
    expect(screen.queryByText('Answer two')).toBeNull();
    expect(screen.getByText('1/2')).toBeInTheDocument();
  });

  it('editing the first question sends it under the root named by meta, fetching nothing', async () => {
    const fetchMock = vi.mocked(fetch);
    renderChat();
    const first = await ask('Q1');
    expect(first.body).not.toHaveProperty('parentId');
    act(() => {
      first.stream.send('meta', meta(1));
      first.stream.send('delta', { content: 'Answer one' });
      first.stream.send('done', { finishReason: 'stop', usage: null });
      first.stream.end();
    });
    expect(await screen.findByText('Answer one')).toBeInTheDocument();
    // The edit button comes once the answer has ended, which may be a moment after its text.
    await userEvent.click(await screen.findByRole('button', { name: /edit question|编辑问题/i }));
    const box = screen.getByRole('textbox', { name: /edit question|编辑问题/i });
    await userEvent.clear(box);
    await userEvent.type(box, 'Q1 edited');
    await userEvent.click(screen.getByRole('button', { name: /save and send|保存并发送/i }));
    await waitFor(() => expect(streams).toHaveLength(2));
    expect(streams[1]!.body).toMatchObject({
      conversationId: CONV,
      parentId: ROOT,
      message: 'Q1 edited',
    });
    const fetched = fetchMock.mock.calls.map((c) => String(c[0]));
    expect(fetched.filter((u) => u.startsWith('/api/chat/conversation/'))).toEqual([]);
    act(() => {
      const s = streams[1]!.stream;
      s.send('meta', { ...meta(3) });
      s.send('delta', { content: 'Answer two' });
      s.send('done', { finishReason: 'stop', usage: null });
      s.end();
    });
    expect(await screen.findByText('Answer two')).toBeInTheDocument();
    // The edit is a second version of the first question.
    expect(screen.getByText('2/2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /previous version|上一个版本/i }));
    expect(await screen.findByText('Answer one')).toBeInTheDocument();
  });

  it('shows a translated error card with a retry on event: error', async () => {
    renderChat();
    const { stream } = await ask('Q');
    act(() => {
      stream.send('meta', meta(1));
      stream.send('error', { code: 10503, msg: 'errors.modelNotConfigured' });
      stream.end();
    });
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent(/No AI model is configured|未配置 AI 模型/);
    await userEvent.click(within(card).getByRole('button', { name: /retry|重试/i }));
    await waitFor(() => expect(streams).toHaveLength(2));
    expect(streams[1]!.body).toMatchObject({ regenerate: true, parentId: uuid(1) });
  });

  it('a rate-limited question shows queueing and can be retried', async () => {
    streamRefusal = envelope(null, 10429, 'errors.tooManyRequests');
    renderChat();
    const box = await input();
    await userEvent.type(box, 'Q{Enter}');
    expect(await screen.findByText(/Queueing|排队中/)).toBeInTheDocument();
    streamRefusal = null;
    await userEvent.click(screen.getByRole('button', { name: /retry|重试/i }));
    await waitFor(() => expect(streams).toHaveLength(1));
  });

  it('reload: ?c= loads the stored conversation', async () => {
    conversationDetail = storedConversation();
    renderChat(`?c=${CONV}`);
    expect(await screen.findByText('Stored answer')).toBeInTheDocument();
    expect(screen.getByText('Stored question')).toBeInTheDocument();
  });

  it('New conversation leaves a conversation opened from ?c= and the history opens it again', async () => {
    conversationDetail = storedConversation();
    conversations = [summary(CONV, 'Stored title', ROBOT)];
    const { router } = renderChat(`?c=${CONV}`);
    expect(await screen.findByText('Stored answer')).toBeInTheDocument();
    const history = screen.getByRole('navigation', { name: /History|历史/ });
    await userEvent.click(within(history).getByRole('button', { name: /New conversation|新对话/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The stored conversation must not come back from the URL it was left through.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Stored answer')).not.toBeInTheDocument();
    await userEvent.click(await within(history).findByRole('button', { name: 'Stored title' }));
    expect(await screen.findByText('Stored answer')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?c=${CONV}`);
  });

  it('the history lists this robot’s conversations, asked of the server by robotUUID', async () => {
    conversations = [summary(CONV, 'Latte talk', ROBOT)];
    renderChat();
    expect(await screen.findByText('Latte talk')).toBeInTheDocument();
    const query = new URL(listUrls[0]!, 'http://x').searchParams;
    expect(query.get('robotUUID')).toBe(ROBOT);
    expect(query.get('scope')).toBeNull();
  });

  it('the assistant’s history asks the server for scope=assistant and shows what it answers', async () => {
    conversations = [summary(CONV, 'Assistant talk', null)];
    renderWithProviders(laidOut(<AssistantPage />), { route: '/assistant' });
    expect(await screen.findByText('Assistant talk')).toBeInTheDocument();
    const query = new URL(listUrls[0]!, 'http://x').searchParams;
    expect(query.get('scope')).toBe('assistant');
    expect(query.get('robotUUID')).toBeNull();
  });
});

function summary(id: string, title: string, robotUUID: string | null) {
  return {
    id,
    title,
    robotUUID,
    currentModel: null,
    createdAt: '2024-01-01T00:00:00Z',
    updatedAt: '2024-01-01T00:00:00Z',
  };
}

/** A stored conversation with one question and its answer, as GET /api/chat/conversation/{id} gives it. */
function storedConversation() {
  const node = (
    id: string,
    parent: string | null,
    children: string[],
    role: string,
    text: string,
  ) => ({
    id,
    parent,
    children,
    message: {
      id,
      author: { role },
      content: { content_type: 'text', parts: [text] },
      status: 'done',
      create_time: '',
      metadata: { model: null, finish_reason: null, error_code: null },
    },
  });
  return {
    conversation_id: CONV,
    title: 'T',
    source: 'openai_api',
    current_model: null,
    create_time: '',
    update_time: '',
    robot_uuid: ROBOT,
    current_node: 'a',
    mapping: {
      r: node('r', null, ['q'], 'system', ''),
      q: node('q', 'r', ['a'], 'user', 'Stored question'),
      a: node('a', 'q', [], 'assistant', 'Stored answer'),
    },
  };
}
