import { chatApi, creditApi } from '@robot/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createMemoryCounterStore } from '../../lib/counters.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../robots/robots.test-helpers.ts';
import {
  dataOf,
  eventually,
  getConversation,
  scriptedModel,
  streamChat,
  streamThenHangUp,
  type ScriptedModel,
} from './chat.test-helpers.ts';

const answerOf = (t: TestApp, id: string) =>
  t.database.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();

const balanceOf = async (t: TestApp, token: string) =>
  (await t.api(creditApi.userGet, { token })).data!.balance as number;

describe('with a scripted model', () => {
  let t: TestApp;
  let model: ScriptedModel;
  beforeAll(async () => {
    model = scriptedModel();
    t = await createTestApp({}, { models: model });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    model.calls.length = 0;
  });

  it('keeps the question and the partial answer, marked interrupted, when the client hangs up', async () => {
    model.script = { tokens: ['Partial ', 'answer ', 'never sent'], hangAt: 2 };
    const user = await createUser(t);
    const events = await streamThenHangUp(
      t,
      user.token,
      { conversationId: 'new_conversation', message: 'Question before a hang-up' },
      2,
    );
    const meta = dataOf(events[0], 'meta');
    await model.aborted;
    const answer = await eventually(async () => {
      const row = await answerOf(t, meta.assistantMessageId);
      return row?.status === 'interrupted' ? row : undefined;
    });
    expect(answer.content).toBe('Partial answer ');
    const question = await answerOf(t, meta.userMessageId);
    expect(question).toMatchObject({ role: 'user', content: 'Question before a hang-up' });
    // A partial answer was delivered, so it was paid for.
    expect(await balanceOf(t, user.token)).toBe(99);
  });

  it('ends with event: error 10502 when the model fails mid-stream, keeping the partial answer', async () => {
    model.script = { tokens: ['first ', 'second'], failAt: 1 };
    const user = await createUser(t);
    const r = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'Fail in the middle',
    });
    expect(r.events.map((e) => e.event)).toEqual(['meta', 'delta', 'error']);
    expect(r.events[2]!.data).toEqual({ code: 10502, msg: 'errors.upstreamFailed' });
    const row = await answerOf(t, dataOf(r.events[0], 'meta').assistantMessageId);
    expect(row).toMatchObject({ status: 'error', content: 'first ', error_code: 10502 });
  });

  it('ends with 10503 when the provider says no model is configured, and charges nothing', async () => {
    model.script = { tokens: ['x'], failAt: 0, failKind: 'not-configured' };
    const user = await createUser(t);
    const r = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'Anyone there?',
    });
    expect(r.events.at(-1)).toEqual({
      event: 'error',
      data: { code: 10503, msg: 'errors.modelNotConfigured' },
    });
    expect(await balanceOf(t, user.token)).toBe(100);
    const conv = await getConversation(t, user.token, dataOf(r.events[0], 'meta').conversationId);
    const answer = conv.data!.mapping[dataOf(r.events[0], 'meta').assistantMessageId];
    expect(answer?.message).toMatchObject({ status: 'error', metadata: { error_code: 10503 } });
  });

  it('marks answers left streaming by a stopped server as interrupted at start', async () => {
    model.script = { tokens: ['done'] };
    const user = await createUser(t);
    const leave = async (message: string, updatedAt: string, content: string) => {
      const r = await streamChat(t, user.token, { conversationId: 'new_conversation', message });
      const id = dataOf(r.events[0], 'meta').assistantMessageId;
      await t.database.db
        .updateTable('messages')
        .set({ status: 'streaming', updated_at: updatedAt, content })
        .where('id', '=', id)
        .execute();
      return id;
    };
    // The stale one died before any text was saved: its credit (taken when it started) comes back.
    const stale = await leave(
      'Long before the restart',
      new Date(Date.now() - 600_000).toISOString(),
      '',
    );
    const fresh = await leave('Just before the restart', new Date().toISOString(), 'done');
    expect(await balanceOf(t, user.token)).toBe(98);
    const restarted = await buildApp(t.config, {
      database: t.database,
      models: model,
      counters: createMemoryCounterStore(),
    });
    await restarted.ready();
    await restarted.close();
    expect((await answerOf(t, stale))?.status).toBe('interrupted');
    expect(await balanceOf(t, user.token)).toBe(99);
    // SQLite: one process owns the database, so every leftover is cut off. PostgreSQL: another
    // instance may be writing a recently saved answer; the sweep marks it once it stops being saved.
    expect((await answerOf(t, fresh))?.status).toBe(
      testDatabaseKind === 'sqlite' ? 'interrupted' : 'streaming',
    );
  });
});

describe('through the OpenAI-compatible provider and the fake model server', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_MODEL: 'fake-model',
      MODEL_CONNECT_TIMEOUT_MS: '1000',
      MODEL_IDLE_TIMEOUT_MS: '300',
      MODEL_TOTAL_TIMEOUT_MS: '5000',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const chatRequests = () => fake.requests.filter((r) => r.path.startsWith('/v1/chat/completions'));

  it('streams the model answer, with the assistant prompt as the system message', async () => {
    fake.setMode('ok', { answer: 'Hello from the fake model.' });
    const user = await createUser(t);
    const r = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'Say hello',
    });
    expect(r.events[0]!.event).toBe('meta');
    expect(r.events.at(-1)!.event).toBe('done');
    const text = r.events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.content)
      .join('');
    expect(text).toBe('Hello from the fake model.');
    const body = chatRequests().at(-1)!.body;
    expect(body.model).toBe('fake-model');
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'Say hello' });
    expect(body.messages[0].role).toBe('system');
  });

  it('spends one credit per answer of the model, streamed or plain', async () => {
    fake.setMode('ok', { answer: 'Paid for.' });
    const user = await createUser(t);
    const r = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'Streamed',
    });
    expect(r.events.at(-1)!.event).toBe('done');
    expect(await balanceOf(t, user.token)).toBe(99);
    const plain = await t.api(chatApi.chat, {
      token: user.token,
      body: { conversationId: 'new_conversation', message: 'Plain' },
    });
    expect(plain.data!.message.content).toBe('Paid for.');
    expect(await balanceOf(t, user.token)).toBe(98);
  });

  it('answers event: error 10502 on HTTP 500, says the model is degraded, and charges nothing', async () => {
    fake.setMode('http500');
    const user = await createUser(t);
    const r = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'Fail',
    });
    expect(r.events.at(-1)).toEqual({
      event: 'error',
      data: { code: 10502, msg: 'errors.upstreamFailed', degraded: true },
    });
    expect(await balanceOf(t, user.token)).toBe(100);
  });

  it('answers event: error 10502 when the model stalls mid-stream, keeping what came', async () => {
    fake.setMode('stallMidStream', { tokens: ['One ', 'two ', 'three'], stallAfter: 2 });
    const user = await createUser(t);
    const r = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'Stall',
    });
    const kinds = r.events.map((e) => e.event);
    expect([kinds[0], kinds.at(-1)]).toEqual(['meta', 'error']);
    const deltas = r.events.filter((e) => e.event === 'delta');
    expect(deltas.map((e) => dataOf(e, 'delta').content).join('')).toBe('One two ');
    expect(dataOf(r.events.at(-1), 'error').code).toBe(10502);
    const row = await answerOf(t, dataOf(r.events[0], 'meta').assistantMessageId);
    expect(row).toMatchObject({ status: 'error', content: 'One two ' });
  });

  it('cancels the upstream call when the client hangs up', async () => {
    fake.setMode('slowTokens', { tokens: ['a ', 'b ', 'c ', 'd ', 'e ', 'f '], tokenDelayMs: 100 });
    const user = await createUser(t);
    const events = await streamThenHangUp(t, user.token, {
      conversationId: 'new_conversation',
      message: 'Slowly please',
    });
    await fake.nextHangUp();
    const id = dataOf(events[0], 'meta').assistantMessageId;
    const row = await eventually(async () => {
      const r = await answerOf(t, id);
      return r?.status === 'interrupted' ? r : undefined;
    });
    expect(row.content.startsWith('a ')).toBe(true);
    expect(row.content.length).toBeLessThan('a b c d e f '.length);
  });
});
