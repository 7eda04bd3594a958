import type {
  AdminConversation,
  AdminConversationSummary,
  AdminModels,
  AdminStats,
  AdminUserDetail,
  AdminUserSummary,
  UserInfo,
} from '@robot/contracts';
import { vi } from 'vitest';

/** The signed-in superuser of the admin tests. */
export const admin: UserInfo = {
  uuid: '00000000-0000-4000-8000-000000000001',
  username: 'root',
  email: null,
  nickname: 'Root',
  headportraitUrl: null,
  mobile: null,
  role: 'superuser',
  createdAt: '2030-01-01T00:00:00.000Z',
  smsOnly: false,
};

export const BOB = '00000000-0000-4000-8000-0000000000b0';

export function statsFixture(quiet = false): AdminStats {
  const days = Array.from({ length: 30 }, (_, i) => ({
    date: `2030-01-${String(i + 1).padStart(2, '0')}`,
    newUsers: quiet ? 0 : i % 3,
    conversations: quiet ? 0 : 2,
    answers: quiet ? 0 : 5,
    tokens: quiet ? 0 : 1000,
    errors: quiet ? 0 : i === 29 ? 4 : 0,
  }));
  return {
    active: quiet ? { m5: 0, h1: 0, d1: 0 } : { m5: 3, h1: 17, d1: 241 },
    days,
    byModel: quiet
      ? []
      : [
          { model: 'gpt-4o-mini', answers: 120, tokens: 24_000 },
          { model: 'gpt-4o', answers: 30, tokens: 6_000 },
        ],
    totals: { users: 1234, robots: 56, conversations: 789, aitools: 12, articles: 34, xky: 5 },
  };
}

export const bobSummary: AdminUserSummary = {
  uuid: BOB,
  username: 'bob',
  nickname: 'Bobby',
  mobile: null,
  email: 'bob@example.com',
  role: 'user',
  disabled: false,
  createdAt: '2030-01-02T00:00:00.000Z',
  lastActiveAt: '2030-01-20T10:00:00.000Z',
  credits: 42,
};

export function bobDetail(patch: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    user: bobSummary,
    limits: {
      overrides: { dailyAsks: 10 },
      effective: {
        allowedModels: null,
        premium: false,
        maxConversations: 100,
        dailyAsks: 10,
        premiumAsksPer3h: 5,
        answersPerMinute: null,
        timeSlots: null,
      },
    },
    usage: {
      conversations: 3,
      asksToday: 4,
      premiumAsks3h: 0,
      answers30d: 77,
      tokens30d: 12_345,
    },
    conversations: [
      {
        id: '00000000-0000-4000-8000-0000000000c1',
        title: 'Trip to Kyoto',
        currentModel: 'gpt-4o-mini',
        updatedAt: '2030-01-20T10:00:00.000Z',
      },
    ],
    robots: [
      { uuid: '00000000-0000-4000-8000-0000000000d1', name: 'Chef', public: true, hidden: false },
    ],
    credits: [{ delta: 100, reason: 'grant', createdAt: '2030-01-02T00:00:00.000Z' }],
    ...patch,
  };
}

export const modelsFixture: AdminModels = {
  providers: [],
  models: (['gpt-4o-mini', 'gpt-4o'] as const).map((id, i) => ({
    id,
    providerId: '00000000-0000-4000-8000-0000000000e1',
    upstreamModel: id,
    labelZh: id.toUpperCase(),
    labelEn: id.toUpperCase(),
    tier: i === 0 ? 'standard' : 'premium',
    supportsTools: true,
    contextWindow: 128_000,
    creditsPerAnswer: 1,
    enabled: true,
    sort: i,
    health: {
      degraded: false,
      degradedUntil: null,
      calls: 0,
      errors: 0,
      errorRate: 0,
      latencyP50Ms: null,
      latencyP95Ms: null,
      lastError: null,
    },
  })),
  defaultChatModel: 'gpt-4o-mini',
  defaultWritingModel: 'gpt-4o-mini',
};

export const CONV = '00000000-0000-4000-8000-0000000000c1';

export const conversationSummary: AdminConversationSummary = {
  id: CONV,
  title: 'Trip to Kyoto',
  user: { uuid: BOB, username: 'bob', nickname: 'Bobby' },
  robot: null,
  currentModel: 'gpt-4o-mini',
  messages: 3,
  createdAt: '2030-01-20T09:00:00.000Z',
  updatedAt: '2030-01-20T10:00:00.000Z',
};

const node = (
  id: string,
  parent: string | null,
  children: string[],
  role: 'system' | 'user' | 'assistant',
  text: string,
  extra: Partial<AdminConversation['mapping'][string]['message']['metadata']> = {},
) => ({
  id,
  parent,
  children,
  message: {
    id,
    author: { role },
    content: { content_type: 'text' as const, parts: [text] },
    status: 'done' as const,
    create_time: '2030-01-20T09:00:00.000Z',
    metadata: { model: null, finish_reason: null, error_code: null, ...extra },
  },
});

/** root -> question -> (an older answer | the current answer, which used the calculator) */
export const conversationFixture: AdminConversation = {
  conversation_id: CONV,
  title: 'Trip to Kyoto',
  source: 'openai_api',
  current_model: 'gpt-4o-mini',
  create_time: '2030-01-20T09:00:00.000Z',
  update_time: '2030-01-20T10:00:00.000Z',
  mapping: {
    root: node('root', null, ['q1'], 'system', ''),
    q1: node('q1', 'root', ['a-old', 'a1'], 'user', 'How far is **Kyoto**?'),
    'a-old': node('a-old', 'q1', [], 'assistant', 'An older answer'),
    a1: node('a1', 'q1', [], 'assistant', 'About *450 km*.', {
      model: 'gpt-4o-mini',
      tool_steps: [
        { id: 't1', name: 'calculator', input: '{"expr":"225*2"}', status: 'done', output: '450' },
      ],
    }),
  },
  current_node: 'a1',
  robot_uuid: null,
  metadata: { plugin_ids: ['calculator'] },
  user: { uuid: BOB, username: 'bob', nickname: 'Bobby' },
};

// jsdom lays nothing out; the charts' container measures its box, so give it one.
export function giveChartsABox() {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('recharts-responsive-container')
      ? DOMRect.fromRect({ width: 420, height: 240 })
      : measure.call(this);
  });
}
