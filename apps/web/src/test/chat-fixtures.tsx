import { chatStreamEvents, type ChatMetaEvent, type ChatModel } from '@robot/contracts';
import {
  chatApi,
  creditApi,
  robotApi,
  type BodyOf,
  type DataOf,
  type EndpointOf,
  type EventDataOf,
} from '@robot/contracts/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { expect } from 'vitest';
import { apiCalls, handle, serve, type Refusal } from './msw.ts';
import { liveStream, sseEvent } from './sse-stream.ts';

export const ROBOT = '11111111-1111-4111-8111-111111111111';
export const CONV = '22222222-2222-4222-8222-222222222222';
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const ROOT = uuid(90);

type Conversation = DataOf<EndpointOf<typeof chatApi.conversation>>;
type Summary = DataOf<EndpointOf<typeof chatApi.conversations>>['list'][number];
type ChatEvents = typeof chatStreamEvents;

const robot: DataOf<EndpointOf<typeof robotApi.detailSimple>> = {
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

/** A chat answer the test drives: it sends the contract's events and ends it. */
function chatStream(signal: AbortSignal) {
  const stream = liveStream(signal);
  return {
    response: stream.response,
    send: <K extends keyof ChatEvents & string>(name: K, data: EventDataOf<ChatEvents, K>) =>
      stream.push(sseEvent(chatStreamEvents, name, data)),
    end: () => stream.close(),
  };
}

export type ChatStream = ReturnType<typeof chatStream>;

/** A chat model as GET /api/chat/models lists it: standard, no tools, free, healthy unless told. */
export const chatModel = (id: string, over: Partial<ChatModel> = {}): ChatModel => ({
  id,
  label: id,
  labelZh: `${id} 中文`,
  labelEn: `${id} English`,
  tier: 'standard',
  supportsTools: false,
  creditsPerAnswer: 0,
  degraded: false,
  ...over,
});

/** What the chat API of these tests answers; a test changes it before rendering. */
export interface FakeChatApi {
  /** every stream asked for, with the body the app sent */
  streams: { body: BodyOf<EndpointOf<typeof chatApi.stream>>; stream: ChatStream }[];
  /** when set, the stream call is refused with it */
  streamRefusal: Refusal | null;
  conversationDetail: Conversation | null;
  conversations: Summary[];
  offline: boolean;
  /** the models, plugins and default GET /api/chat/models answers (none by default) */
  models: Omit<DataOf<EndpointOf<typeof chatApi.models>>, 'offline'>;
}

/**
 * Installs the chat API of these tests (typed by the contract): the robot, its conversations, one
 * stored conversation, the models (offline or not), 5 credits, and a live stream per question.
 */
export function fakeChatApi(): FakeChatApi {
  const api: FakeChatApi = {
    streams: [],
    streamRefusal: null,
    conversationDetail: null,
    conversations: [],
    offline: false,
    models: { models: [], defaultModel: 'x', writingModel: null, plugins: [], maxPlugins: 3 },
  };
  serve(
    handle(chatApi.stream, ({ body, request }) => {
      if (api.streamRefusal) return api.streamRefusal;
      const stream = chatStream(request.signal);
      api.streams.push({ body, stream });
      return stream.response;
    }),
    handle(robotApi.detailSimple, () => robot),
    handle(chatApi.conversations, () => ({
      list: api.conversations,
      total: api.conversations.length,
    })),
    handle(chatApi.conversation, () => api.conversationDetail!),
    handle(chatApi.models, () => ({ ...api.models, offline: api.offline })),
    handle(creditApi.userGet, () => ({ balance: 5, enabled: true, recent: [] })),
  );
  return api;
}

/** The query of each conversation-list call the app made. */
export const listQueries = () =>
  apiCalls()
    .filter((c) => c.url.startsWith(chatApi.conversations.path))
    .map((c) => new URL(c.url, 'http://x').searchParams);

/** jsdom lays nothing out: the message list (react-virtuoso) is given a 600 px view of 100 px rows. */
export const laidOut = (page: ReactElement) => (
  <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 100 }}>
    {page}
  </VirtuosoMockContext.Provider>
);

export const input = () => screen.findByRole('textbox', { name: /question|问题/i });

export const meta = (n: number): ChatMetaEvent => ({
  conversationId: CONV,
  rootId: ROOT,
  userMessageId: uuid(n),
  assistantMessageId: uuid(n + 1),
  title: 'T',
  model: 'model-a',
});

/** Types `text`, presses Enter and answers the stream it opened. */
export async function ask(api: FakeChatApi, text: string) {
  const box = await input();
  await userEvent.type(box, text);
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(api.streams.length).toBeGreaterThan(0));
  return api.streams[api.streams.length - 1]!;
}

export function summary(id: string, title: string, robotUUID: string | null): Summary {
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
export function storedConversation(): Conversation {
  const node = (
    id: string,
    parent: string | null,
    children: string[],
    role: 'system' | 'user' | 'assistant',
    text: string,
  ) => ({
    id,
    parent,
    children,
    message: {
      id,
      author: { role },
      content: { content_type: 'text' as const, parts: [text] },
      status: 'done' as const,
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
    metadata: { plugin_ids: [] },
    current_node: 'a',
    mapping: {
      r: node('r', null, ['q'], 'system', ''),
      q: node('q', 'r', ['a'], 'user', 'Stored question'),
      a: node('a', 'q', [], 'assistant', 'Stored answer'),
    },
  };
}
