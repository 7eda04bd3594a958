import { robotApi } from '@robot/contracts';
import { KNOWLEDGE_PROMPT_TEMPLATE, chatApi } from '@robot/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createRobot, createUser } from '../robots/robots.test-helpers.ts';
import {
  dataOf,
  getConversation,
  scriptedModel,
  startConversation,
  streamChat,
  type ScriptedModel,
} from './chat.test-helpers.ts';

const ASSISTANT_PROMPT = 'You are the test assistant.';
let t: TestApp;
let model: ScriptedModel;

beforeAll(async () => {
  model = scriptedModel();
  t = await createTestApp(
    { CHAT_ASSISTANT_PROMPT: ASSISTANT_PROMPT, CHAT_CONTEXT_CHARS: '200', CHAT_MAX_TOKENS: '777' },
    { models: model },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  model.calls.length = 0;
  model.script = { tokens: ['Hello', ', ', 'world'] };
});

describe('POST /api/stream/chat', () => {
  it('streams meta, deltas and done with the SSE headers, and stores question and answer', async () => {
    const user = await createUser(t);
    const r = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: '  How do rockets work in space, without air to push against?  ',
    });
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(r.res.headers['cache-control']).toBe('no-store');
    expect(r.res.headers['x-accel-buffering']).toBe('no');
    expect(r.events.map((e) => e.event)).toEqual(['meta', 'delta', 'delta', 'delta', 'done']);
    const meta = dataOf(r.events[0], 'meta');
    expect(meta.title).toBe('How do rockets work in space, ');
    expect(r.events.slice(1, 4).map((e) => dataOf(e, 'delta').content)).toEqual([
      'Hello',
      ', ',
      'world',
    ]);
    expect(r.events[4]!.data).toEqual({
      finishReason: 'stop',
      usage: { promptTokens: 7, completionTokens: 3 },
    });

    const c = await getConversation(t, user.token, meta.conversationId);
    expect(c.status).toBe(200);
    const conv = c.data!;
    expect(conv).toMatchObject({
      conversation_id: meta.conversationId,
      title: meta.title,
      source: 'openai_api',
      current_model: 'model-a',
      current_node: meta.assistantMessageId,
      robot_uuid: null,
    });
    const answer = conv.mapping[meta.assistantMessageId]!;
    expect(answer.parent).toBe(meta.userMessageId);
    expect(answer.message).toMatchObject({
      author: { role: 'assistant' },
      content: { parts: ['Hello, world'] },
      status: 'done',
      metadata: { model: 'model-a', finish_reason: 'stop', error_code: null },
    });
    const question = conv.mapping[meta.userMessageId]!;
    expect(question.children).toEqual([meta.assistantMessageId]);
    expect(conv.mapping[question.parent!]!.message.author.role).toBe('system');
  });

  it('sends the general assistant prompt as the system message', async () => {
    const user = await createUser(t);
    await startConversation(t, user.token, { message: 'Hi there' });
    expect(model.calls[0]!.messages).toEqual([
      { role: 'system', content: ASSISTANT_PROMPT },
      { role: 'user', content: 'Hi there' },
    ]);
    expect(model.calls[0]!.model).toBe('model-a');
    // an answer's length upstream is bounded (CHAT_MAX_TOKENS)
    expect(model.calls[0]!.maxTokens).toBe(777);
  });

  it("sends the robot's prompt as the system message and counts one chat per conversation", async () => {
    const owner = await createUser(t);
    const uuid = await createRobot(t, owner, { prompt: 'You are a pirate. Talk like one.' });
    const user = await createUser(t);
    const meta = await startConversation(t, user.token, { robotUUID: uuid, model: 'model-b' });
    expect(model.calls[0]!.messages[0]).toEqual({
      role: 'system',
      content: 'You are a pirate. Talk like one.',
    });
    expect(model.calls[0]!.model).toBe('model-b');
    await streamChat(t, user.token, { conversationId: meta.conversationId, message: 'More' });
    expect(model.calls[1]!.messages[0]!.content).toBe('You are a pirate. Talk like one.');
    const robot = await t.api(robotApi.get, { params: { uuid }, token: user.token });
    expect(robot.data!.chatCount).toBe(1);
  });

  it("moves the robot up the square's traffic order once a conversation with it starts", async () => {
    const owner = await createUser(t);
    const ids = [await createRobot(t, owner), await createRobot(t, owner)].sort();
    // equal traffic orders by id, descending: the first id comes after the second until it is chatted with
    const order = async () => {
      const res = await t.api(robotApi.search, { query: { sort: 'traffic', limit: 100 } });
      return res.data!.list.map((r) => r.uuid).filter((id) => ids.includes(id));
    };
    expect(await order()).toEqual([ids[1], ids[0]]);
    const user = await createUser(t);
    await startConversation(t, user.token, { robotUUID: ids[0]! });
    expect(await order()).toEqual([ids[0], ids[1]]);
  });

  it('retrieves knowledge passages for a knowledge robot instead of sending the whole base', async () => {
    const owner = await createUser(t);
    const filler = (i: number) =>
      `Section ${i} describes routine maintenance of garden hoses, watering cans and tulip beds number ${i}.`;
    const parts: string[] = [];
    for (let i = 0; parts.join('\n\n').length < 30_000; i += 1) parts.push(filler(i));
    const fact = 'The vault of Zephyria opens with the passphrase AMBER-FALCON-42.';
    const before = parts.join('\n\n');
    const knowledgeBase = `${before}\n\n${fact}\n\n${before.replaceAll('Section', 'Chapter')}`;
    expect(knowledgeBase.length).toBeGreaterThan(60_000);
    const uuid = await createRobot(t, owner, {
      type: 2,
      prompt: KNOWLEDGE_PROMPT_TEMPLATE['en-US'],
      knowledgeBase,
    });
    await startConversation(t, owner.token, {
      robotUUID: uuid,
      message: 'What passphrase opens the vault of Zephyria?',
    });
    const call = model.calls[0]!;
    expect(call.messages[0]!.role).toBe('system');
    expect(call.messages[0]!.content).toContain('AMBER-FALCON-42');
    expect(call.knowledge?.some((p) => p.includes('AMBER-FALCON-42'))).toBe(true);
    expect(JSON.stringify(call.messages).length).toBeLessThan(8_000);
  });

  it('sends the path from the root as history on a follow-up, trimmed to the budget', async () => {
    const user = await createUser(t);
    const meta = await startConversation(t, user.token, { message: 'Q1' });
    model.script = { tokens: ['A2'] };
    const r2 = await streamChat(t, user.token, {
      conversationId: meta.conversationId,
      message: 'Q2',
    });
    expect(dataOf(r2.events[0], 'meta').title).toBe('Q1');
    expect(model.calls[1]!.messages).toEqual([
      { role: 'system', content: ASSISTANT_PROMPT },
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'Hello, world' },
      { role: 'user', content: 'Q2' },
    ]);
    // The budget is 200 characters: a long question pushes the oldest turns out.
    const long = 'x'.repeat(190);
    await streamChat(t, user.token, { conversationId: meta.conversationId, message: long });
    expect(model.calls[2]!.messages).toEqual([
      { role: 'system', content: ASSISTANT_PROMPT },
      { role: 'user', content: 'Q2' },
      { role: 'assistant', content: 'A2' },
      { role: 'user', content: long },
    ]);
  });

  it('regenerate adds a sibling answer to the same question', async () => {
    const user = await createUser(t);
    const meta = await startConversation(t, user.token, { message: 'Tell me a joke' });
    model.script = { tokens: ['Another ', 'joke'] };
    const r = await streamChat(t, user.token, {
      conversationId: meta.conversationId,
      parentId: meta.userMessageId,
      regenerate: true,
    });
    expect(r.events.map((e) => e.event)).toEqual(['meta', 'delta', 'delta', 'done']);
    const second = dataOf(r.events[0], 'meta');
    expect(second.userMessageId).toBe(meta.userMessageId);
    expect(model.calls[1]!.messages).toEqual([
      { role: 'system', content: ASSISTANT_PROMPT },
      { role: 'user', content: 'Tell me a joke' },
    ]);
    const conv = (await getConversation(t, user.token, meta.conversationId)).data!;
    expect(conv.mapping[meta.userMessageId]!.children).toEqual([
      meta.assistantMessageId,
      second.assistantMessageId,
    ]);
    expect(conv.current_node).toBe(second.assistantMessageId);
    expect(conv.mapping[second.assistantMessageId]!.message.content.parts).toEqual([
      'Another joke',
    ]);
  });

  it('branches from an earlier message: an edited question becomes a sibling', async () => {
    const user = await createUser(t);
    const meta = await startConversation(t, user.token, { message: 'Q1' });
    const r2 = await streamChat(t, user.token, {
      conversationId: meta.conversationId,
      message: 'Q2',
    });
    const q2 = dataOf(r2.events[0], 'meta');
    // Edit Q2: the new question follows Q2's parent (the first answer).
    const r3 = await streamChat(t, user.token, {
      conversationId: meta.conversationId,
      parentId: meta.assistantMessageId,
      message: 'Q2 edited',
    });
    const q3 = dataOf(r3.events[0], 'meta');
    expect(model.calls[2]!.messages.map((m) => m.content)).toEqual([
      ASSISTANT_PROMPT,
      'Q1',
      'Hello, world',
      'Q2 edited',
    ]);
    // Edit the first question: it hangs under the root.
    const conv = (await getConversation(t, user.token, meta.conversationId)).data!;
    const rootId = conv.mapping[meta.userMessageId]!.parent;
    expect(conv.mapping[meta.assistantMessageId]!.children).toEqual([
      q2.userMessageId,
      q3.userMessageId,
    ]);
    const r4 = await streamChat(t, user.token, {
      conversationId: meta.conversationId,
      parentId: rootId,
      message: 'Q1 again',
    });
    expect(r4.status).toBe(200);
    expect(model.calls[3]!.messages.map((m) => m.content)).toEqual([ASSISTANT_PROMPT, 'Q1 again']);
    const after = (await getConversation(t, user.token, meta.conversationId)).data!;
    expect(after.mapping[rootId!]!.children).toHaveLength(2);
    expect(after.current_node).toBe(dataOf(r4.events[0], 'meta').assistantMessageId);
  });

  it("names the conversation's root in meta, for a new conversation and every later turn", async () => {
    const user = await createUser(t);
    const meta = await startConversation(t, user.token, { message: 'Q1' });
    const conv = (await getConversation(t, user.token, meta.conversationId)).data!;
    const rootId = conv.mapping[meta.userMessageId]!.parent;
    expect(rootId).toEqual(expect.any(String));
    expect(meta.rootId).toBe(rootId);
    const follow = await streamChat(t, user.token, {
      conversationId: meta.conversationId,
      message: 'Q2',
    });
    expect(dataOf(follow.events[0], 'meta').rootId).toBe(rootId);
    // An edit of the first question, sent with that root as its parent, becomes its sibling.
    const edit = await streamChat(t, user.token, {
      conversationId: meta.conversationId,
      parentId: meta.rootId,
      message: 'Q1 edited',
    });
    expect(dataOf(edit.events[0], 'meta').rootId).toBe(rootId);
  });

  it('refuses an empty question, a bad parent and a regenerate without a question to answer', async () => {
    const user = await createUser(t);
    const empty = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: '   ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 10400, msg: 'errors.messageEmpty' });
    const tooLong = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'x'.repeat(8001),
    });
    expect(tooLong.body).toMatchObject({
      code: 10400,
      data: { fields: { message: 'validation.tooLong' } },
    });
    const meta = await startConversation(t, user.token);
    const badParent = await streamChat(t, user.token, {
      conversationId: meta.conversationId,
      parentId: '7d3c1c9e-2b7a-4a63-9a8e-4b1f6f1d2a11',
      message: 'x',
    });
    expect(badParent.body).toMatchObject({
      code: 10400,
      data: { fields: { parentId: expect.any(String) } },
    });
    const regenAnswer = await streamChat(t, user.token, {
      conversationId: meta.conversationId,
      parentId: meta.assistantMessageId,
      regenerate: true,
    });
    expect(regenAnswer.body).toMatchObject({
      code: 10400,
      data: { fields: { parentId: expect.any(String) } },
    });
    expect(model.calls).toHaveLength(1);
  });
});

describe('POST /api/chat', () => {
  it('answers the whole assistant message as JSON', async () => {
    const user = await createUser(t);
    const r = await t.api(chatApi.chat, {
      token: user.token,
      body: { conversationId: 'new_conversation', message: 'Plain please' },
    });
    expect(r.status).toBe(200);
    expect(r.data!.message).toMatchObject({
      role: 'assistant',
      content: 'Hello, world',
      status: 'done',
      model: 'model-a',
      finishReason: 'stop',
    });
    const conv = await getConversation(t, user.token, r.data!.conversationId);
    expect(conv.data!.current_node).toBe(r.data!.message.id);
  });

  it('answers 10502 when the model fails, keeping the question', async () => {
    const user = await createUser(t);
    model.script = { tokens: ['a', 'b'], failAt: 0 };
    const r = await t.api(chatApi.chat, {
      token: user.token,
      body: { conversationId: 'new_conversation', message: 'Will fail' },
    });
    expect(r.status).toBe(502);
    expect(r.body).toMatchObject({ code: 10502, msg: 'errors.upstreamFailed' });
    const list = await t.api(chatApi.conversations, { token: user.token });
    const conv = await getConversation(t, user.token, list.data!.list[0]!.id);
    const roles = Object.values(conv.data!.mapping).map((n) => [
      n.message.author.role,
      n.message.status,
    ]);
    expect(roles).toEqual([
      ['system', 'done'],
      ['user', 'done'],
      ['assistant', 'error'],
    ]);
  });
});
