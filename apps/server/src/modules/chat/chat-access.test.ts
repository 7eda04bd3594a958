import { accountApi, chatApi, creditApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createRobot, createUser } from '../robots/robots.test-helpers.ts';
import {
  getConversation,
  scriptedModel,
  startConversation,
  streamChat,
  type ScriptedModel,
} from './chat.test-helpers.ts';

const credit = (t: TestApp, token: string) => t.api(creditApi.userGet, { token });
/** An app whose new users get `grant` credits and whose answers cost one. */
const paidApp = (model: ScriptedModel, grant: string) =>
  createTestApp({ CREDITS_NEW_USER_GRANT: grant, CREDITS_PER_ANSWER: '1' }, { models: model });

describe('authorisation and conversations', () => {
  let t: TestApp;
  let model: ScriptedModel;
  beforeAll(async () => {
    model = scriptedModel();
    t = await createTestApp({}, { models: model });
  });
  afterAll(() => t.close());

  it("answers 10404 for another user's private robot without asking the model", async () => {
    const owner = await createUser(t);
    const uuid = await createRobot(t, owner, { robotVisibility: 2 });
    const other = await createUser(t);
    const before = model.calls.length;
    const r = await streamChat(t, other.token, {
      robotUUID: uuid,
      conversationId: 'new_conversation',
      message: 'Let me in',
    });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 10404, msg: 'errors.robotNotFound' });
    expect(model.calls.length).toBe(before);
    // Its owner may chat with it.
    const meta = await startConversation(t, owner.token, { robotUUID: uuid });
    expect(meta.conversationId).toBeTruthy();
  });

  it('requires a session', async () => {
    const r = await t.raw(chatApi.stream, {
      body: { conversationId: 'new_conversation', message: 'hi' },
    });
    expect(r.body.code).toBe(10401);
    const list = await t.api(chatApi.conversations);
    expect(list.body.code).toBe(10401);
  });

  it("answers 10404 for another user's conversation: get, rename, delete and continue", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const meta = await startConversation(t, alice.token);
    const notFound = { code: 10404, msg: 'errors.conversationNotFound' };
    expect((await getConversation(t, bob.token, meta.conversationId)).body).toMatchObject(notFound);
    expect(
      (
        await t.api(chatApi.rename, {
          body: { id: meta.conversationId, title: 'Mine now' },
          token: bob.token,
        })
      ).body,
    ).toMatchObject(notFound);
    expect(
      (await t.api(chatApi.delete, { body: { id: meta.conversationId }, token: bob.token })).body,
    ).toMatchObject(notFound);
    const cont = await streamChat(t, bob.token, {
      conversationId: meta.conversationId,
      message: 'Hijack',
    });
    expect(cont.status).toBe(404);
    expect(cont.body).toMatchObject(notFound);
    const conv = (await getConversation(t, alice.token, meta.conversationId)).data!;
    expect(conv.title).toBe('First question');
    expect(Object.keys(conv.mapping)).toHaveLength(3);
  });

  it('lists only the caller’s conversations, newest first, by robot, and renames and deletes', async () => {
    const owner = await createUser(t);
    const robot = await createRobot(t, owner);
    const user = await createUser(t);
    const a = await startConversation(t, user.token, { message: 'About apples' });
    const b = await startConversation(t, user.token, { message: 'About bees', robotUUID: robot });
    await startConversation(t, owner.token, { message: 'Owner talk' });

    const list = await t.api(chatApi.conversations, { token: user.token });
    expect(list.data!.total).toBe(2);
    expect(list.data!.list.map((c) => c.id)).toEqual([b.conversationId, a.conversationId]);
    expect(list.data!.list[0]).toMatchObject({ title: 'About bees', robotUUID: robot });
    const byRobot = await t.api(chatApi.conversations, {
      query: { robotUUID: robot },
      token: user.token,
    });
    expect(byRobot.data!.list.map((c) => c.id)).toEqual([b.conversationId]);

    // Continuing the older one moves it to the top.
    await streamChat(t, user.token, { conversationId: a.conversationId, message: 'More apples' });
    const again = await t.api(chatApi.conversations, { token: user.token });
    expect(again.data!.list[0]?.id).toBe(a.conversationId);

    const renamed = await t.api(chatApi.rename, {
      body: { id: a.conversationId, title: '  Apple notes ' },
      token: user.token,
    });
    expect(renamed.body).toMatchObject({ code: 200, data: null });
    expect((await getConversation(t, user.token, a.conversationId)).data!.title).toBe(
      'Apple notes',
    );
    const emptyTitle = await t.api(chatApi.rename, {
      body: { id: a.conversationId, title: ' ' },
      token: user.token,
    });
    expect(emptyTitle.body.code).toBe(10400);

    const deleted = await t.api(chatApi.delete, {
      body: { id: b.conversationId },
      token: user.token,
    });
    expect(deleted.body.code).toBe(200);
    expect((await getConversation(t, user.token, b.conversationId)).body.code).toBe(10404);
    const after = await t.api(chatApi.conversations, { token: user.token });
    expect(after.data!.list.map((c) => c.id)).toEqual([a.conversationId]);
    const cont = await streamChat(t, user.token, {
      conversationId: b.conversationId,
      message: 'x',
    });
    expect(cont.body.code).toBe(10404);
  });

  it('lists only the general assistant’s conversations with scope=assistant, paged on the server', async () => {
    const owner = await createUser(t);
    const robot = await createRobot(t, owner);
    const user = await createUser(t);
    const first = await startConversation(t, user.token, { message: 'Assistant one' });
    await startConversation(t, user.token, { message: 'Robot one', robotUUID: robot });
    const second = await startConversation(t, user.token, { message: 'Assistant two' });
    await startConversation(t, user.token, { message: 'Robot two', robotUUID: robot });
    await startConversation(t, owner.token, { message: 'Not yours' });
    const list = (query: string) =>
      t.raw(chatApi.conversations, {
        query: Object.fromEntries(new URLSearchParams(query)),
        token: user.token,
      });

    const assistant = await list('?scope=assistant');
    expect(assistant.data!.total).toBe(2);
    expect(assistant.data!.list.map((c) => c.id)).toEqual([
      second.conversationId,
      first.conversationId,
    ]);
    expect(assistant.data!.list.every((c) => c.robotUUID === null)).toBe(true);
    // The page and the total are the assistant's alone, not a filtered page of everything.
    const paged = await list('?scope=assistant&skip=1&limit=1');
    expect(paged.body.data).toMatchObject({ total: 2 });
    expect(paged.data!.list.map((c) => c.id)).toEqual([first.conversationId]);

    expect((await list('?scope=all')).data!.total).toBe(4);
    expect((await list('')).data!.total).toBe(4);
    expect((await list(`?scope=all&robotUUID=${robot}`)).data!.total).toBe(2);

    const both = await list(`?scope=assistant&robotUUID=${robot}`);
    expect(both.body).toMatchObject({
      code: 10400,
      data: { fields: { scope: 'validation.invalidValue' } },
    });
    const unknown = await list('?scope=robots');
    expect(unknown.body).toMatchObject({
      code: 10400,
      data: { fields: { scope: 'validation.invalidValue' } },
    });
  });

  it('refuses another robot in an existing conversation', async () => {
    const owner = await createUser(t);
    const r1 = await createRobot(t, owner);
    const r2 = await createRobot(t, owner);
    const meta = await startConversation(t, owner.token, { robotUUID: r1 });
    const r = await streamChat(t, owner.token, {
      conversationId: meta.conversationId,
      robotUUID: r2,
      message: 'Switch',
    });
    expect(r.body).toMatchObject({
      code: 10400,
      data: { fields: { robotUUID: expect.any(String) } },
    });
  });

  it('lists the models without a session, in the caller’s language, and refuses a model it does not offer', async () => {
    const r = await t.api(chatApi.models);
    const entry = (id: string, label: string) => ({
      id,
      label,
      labelZh: label,
      labelEn: label,
      tier: 'standard',
      supportsTools: false,
      creditsPerAnswer: 1,
      degraded: false,
    });
    expect(r.body.data).toEqual({
      models: [entry('model-a', 'Model A'), entry('model-b', 'Model B')],
      defaultModel: 'model-a',
      offline: false,
      // no default writing model is set: AI writing sends none and the server picks
      writingModel: null,
      // every built-in plugin is enabled until the admin turns one off
      plugins: ['calculator', 'datetime', 'robotSearch', 'myKnowledge'].map((id) => ({
        id,
        labelZh: expect.any(String),
        labelEn: expect.any(String),
      })),
      maxPlugins: 3,
    });
    const user = await createUser(t);
    const calls = model.calls.length;
    const refused = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'Hi',
      model: 'gpt_4_plugins',
    });
    expect(refused.body).toMatchObject({
      code: 10400,
      msg: 'errors.invalidConversationInfo',
      data: { fields: { model: expect.any(String) } },
    });
    expect(model.calls.length).toBe(calls);
  });
});

describe('credits', () => {
  it('grants new users once, debits one per answer and refuses with 10402 before the model', async () => {
    const model = scriptedModel();
    const t = await paidApp(model, '2');
    try {
      const user = await createUser(t);
      const [c1, c2] = await Promise.all([credit(t, user.token), credit(t, user.token)]);
      expect(c1.body.data).toMatchObject({ balance: 2, enabled: true });
      expect(c2.data!.balance).toBe(2);
      await startConversation(t, user.token);
      await startConversation(t, user.token);
      const info = (await credit(t, user.token)).data!;
      expect(info.balance).toBe(0);
      expect(info.recent.map((r) => [r.delta, r.reason])).toEqual([
        [-1, 'chat'],
        [-1, 'chat'],
        [2, 'grant'],
      ]);
      const calls = model.calls.length;
      const r = await streamChat(t, user.token, {
        conversationId: 'new_conversation',
        message: 'One more',
      });
      expect(r.status).toBe(402);
      expect(r.body).toMatchObject({ code: 10402, msg: 'errors.creditsNotEnough' });
      expect(model.calls.length).toBe(calls);
      const plain = await t.api(chatApi.chat, {
        token: user.token,
        body: { conversationId: 'new_conversation', message: 'Plain' },
      });
      expect(plain.body.code).toBe(10402);
    } finally {
      await t.close();
    }
  });

  it('spends the last credit once when streams race for it: the others are refused with JSON and keep nothing', async () => {
    const model = scriptedModel();
    const t = await paidApp(model, '1');
    try {
      const user = await createUser(t);
      // All three pass the check (the balance is 1) before any is stored: the credit is taken when
      // the turn is stored, after the model was asked, and only one debit finds it.
      const results = await Promise.all(
        ['First', 'Second', 'Third'].map((message) =>
          streamChat(t, user.token, { conversationId: 'new_conversation', message }),
        ),
      );
      const answered = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status !== 200);
      expect(answered).toHaveLength(1);
      expect(answered[0]!.events.map((e) => e.event)).toEqual([
        'meta',
        'delta',
        'delta',
        'delta',
        'done',
      ]);
      expect(refused.map((r) => [r.status, r.body.code, r.events.length])).toEqual([
        [402, 10402, 0],
        [402, 10402, 0],
      ]);
      // A model asked for a refused turn had its request cut; the answered one's was not.
      expect(model.calls.filter((c) => c.signal.aborted)).toHaveLength(model.calls.length - 1);
      const info = (await credit(t, user.token)).data!;
      expect(info.balance).toBe(0);
      // the grant and the debit may share a millisecond: compared in any order
      expect(info.recent.map((r) => [r.delta, r.reason]).sort()).toEqual([
        [-1, 'chat'],
        [1, 'grant'],
      ]);
      const list = await t.api(chatApi.conversations, { query: {}, token: user.token });
      expect(list.data!.list).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('a follow-up that loses the race for the last credit adds nothing to its conversation', async () => {
    const model = scriptedModel();
    const t = await paidApp(model, '2');
    try {
      const user = await createUser(t);
      const meta = await startConversation(t, user.token);
      // both follow-ups pass the check (the balance is 1); only one debit finds the credit
      const results = await Promise.all(
        ['Second', 'Third'].map((message) =>
          streamChat(t, user.token, { conversationId: meta.conversationId, message }),
        ),
      );
      const answered = results.filter((r) => r.status === 200);
      expect(answered).toHaveLength(1);
      expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.code])).toEqual([
        [402, 10402],
      ]);
      const answer = answered[0]!.events.find((e) => e.event === 'meta')!.data;
      const conv = (await getConversation(t, user.token, meta.conversationId)).data!;
      // the root, the first turn and the answered follow-up: the refused one wrote no message and
      // did not move the conversation's current node
      expect(Object.keys(conv.mapping)).toHaveLength(5);
      expect(conv.current_node).toBe(answer.assistantMessageId);
      expect((await credit(t, user.token)).data!.balance).toBe(0);
      // a regenerated answer with no credit left is refused the same way
      const again = await streamChat(t, user.token, {
        conversationId: meta.conversationId,
        parentId: answer.userMessageId,
        regenerate: true,
      });
      expect([again.status, again.body.code]).toEqual([402, 10402]);
      expect(
        Object.keys((await getConversation(t, user.token, meta.conversationId)).data!.mapping),
      ).toHaveLength(5);
    } finally {
      await t.close();
    }
  });

  it('costs nothing when turned off', async () => {
    const model = scriptedModel();
    const t = await createTestApp(
      { CREDITS_ENABLED: 'false', CREDITS_NEW_USER_GRANT: '0' },
      { models: model },
    );
    try {
      const user = await createUser(t);
      await startConversation(t, user.token);
      await startConversation(t, user.token);
      expect((await credit(t, user.token)).body.data).toMatchObject({ balance: 0, enabled: false });
    } finally {
      await t.close();
    }
  });
});

describe('limits', () => {
  it('caps the streams a user runs at once (10429), per user', async () => {
    const model = scriptedModel({ tokens: ['wait', 'for', 'it'], hangAt: 1 });
    const t = await createTestApp({ CHAT_MAX_CONCURRENT_STREAMS_PER_USER: '1' }, { models: model });
    try {
      const user = await createUser(t);
      const first = streamChat(t, user.token, { conversationId: 'new_conversation', message: 'A' });
      await model.hanging;
      const second = await streamChat(t, user.token, {
        conversationId: 'new_conversation',
        message: 'B',
      });
      expect(second.status).toBe(429);
      expect(second.body).toMatchObject({ code: 10429, msg: 'errors.tooManyRequests' });
      const other = await createUser(t);
      model.script = { tokens: ['fine'] };
      const third = await streamChat(t, other.token, {
        conversationId: 'new_conversation',
        message: 'C',
      });
      expect(third.events.at(-1)!.event).toBe('done');
      model.release();
      expect((await first).events.at(-1)!.event).toBe('done');
      // The slot is free again.
      const fourth = await streamChat(t, user.token, {
        conversationId: 'new_conversation',
        message: 'D',
      });
      expect(fourth.events.at(-1)!.event).toBe('done');
    } finally {
      await t.close();
    }
  });

  it('limits the request rate per user (10429)', async () => {
    const model = scriptedModel();
    const t = await createTestApp({ CHAT_RATE_PER_MINUTE: '2' }, { models: model });
    try {
      const user = await createUser(t);
      await startConversation(t, user.token);
      await startConversation(t, user.token);
      const r = await streamChat(t, user.token, {
        conversationId: 'new_conversation',
        message: 'Third',
      });
      expect(r.body).toMatchObject({ code: 10429, msg: 'errors.tooManyRequests' });
      expect(model.calls).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});

describe('account changes per minute', () => {
  it('counts renames, deletes and session sign-outs together per user (10429), and a refused delete keeps the conversation', async () => {
    const t = await createTestApp({ ACCOUNT_CHANGES_PER_MINUTE: '3' }, { models: scriptedModel() });
    try {
      const user = await createUser(t);
      const other = await createUser(t);
      const first = (await startConversation(t, user.token)).conversationId;
      const second = (await startConversation(t, user.token)).conversationId;
      const rename = (token: string, id: string, title: string) =>
        t.api(chatApi.rename, { body: { id, title }, token });
      expect((await rename(user.token, first, 'One')).body.code).toBe(200);
      expect((await rename(user.token, first, 'Two')).body.code).toBe(200);
      expect(
        (await t.api(chatApi.delete, { body: { id: first }, token: user.token })).body.code,
      ).toBe(200);

      const refused = await t.api(chatApi.delete, { body: { id: second }, token: user.token });
      expect(refused.body).toMatchObject({ code: 10429, msg: 'errors.tooManyRequests' });
      expect((await getConversation(t, user.token, second)).body.code).toBe(200);
      expect((await rename(user.token, second, 'Three')).body.code).toBe(10429);
      const sessions = await t.api(accountApi.sessions, { token: user.token });
      const own = (sessions.body.data as { list: { id: string }[] }).list[0]!.id;
      const revoke = await t.api(accountApi.sessionRevoke, {
        body: { id: own },
        token: user.token,
      });
      expect(revoke.body.code).toBe(10429);

      // another user has a budget of their own
      const theirs = (await startConversation(t, other.token)).conversationId;
      expect((await rename(other.token, theirs, 'Mine')).body.code).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('offline responder', () => {
  it('says the models list is offline and answers honestly when no model is configured', async () => {
    const t = await createTestApp();
    try {
      const models = await t.api(chatApi.models);
      expect(models.data!.offline).toBe(true);
      const user = await createUser(t);
      const r = await streamChat(t, user.token, {
        conversationId: 'new_conversation',
        message: 'Hello?',
      });
      expect(r.events.at(-1)!.event).toBe('done');
      const text = r.events
        .filter((e) => e.event === 'delta')
        .map((e) => e.data.content)
        .join('');
      expect(text).toContain('OPENAI_BASE_URL');
    } finally {
      await t.close();
    }
  });

  it('costs no credit: more answers than the balance, streamed or plain, leave it as granted', async () => {
    const t = await createTestApp({ CREDITS_NEW_USER_GRANT: '1', CREDITS_PER_ANSWER: '1' });
    try {
      const user = await createUser(t);
      for (const message of ['One', 'Two', 'Three']) {
        const r = await streamChat(t, user.token, { conversationId: 'new_conversation', message });
        expect(r.events.at(-1)!.event).toBe('done');
      }
      const plain = await t.api(chatApi.chat, {
        token: user.token,
        body: { conversationId: 'new_conversation', message: 'Plain' },
      });
      expect(plain.body.code).toBe(200);
      const info = (await credit(t, user.token)).data!;
      expect(info.balance).toBe(1);
      // Nothing was held and given back either: the ledger holds the grant alone.
      expect(info.recent.map((r) => [r.delta, r.reason])).toEqual([[1, 'grant']]);
    } finally {
      await t.close();
    }
  });
});

describe('conversation length', () => {
  it('takes questions up to CHAT_MAX_MESSAGES_PER_CONVERSATION messages, then 10413, and a new conversation goes on', async () => {
    // the offline responder: answers are free, so only this cap bounds what one conversation holds
    const t = await createTestApp({ CHAT_MAX_MESSAGES_PER_CONVERSATION: '7' });
    try {
      const user = await createUser(t);
      const meta = await startConversation(t, user.token);
      const ask = (message: string) =>
        streamChat(t, user.token, { conversationId: meta.conversationId, message });
      // the root, then a question and its answer per turn: 1 + 2 + 2 + 2 = 7
      for (const message of ['Two', 'Three'])
        expect((await ask(message)).events.at(-1)!.event).toBe('done');
      const refused = await ask('x'.repeat(8000));
      expect(refused.status).toBe(413);
      expect(refused.body).toEqual({ code: 10413, msg: 'errors.conversationTooLong', data: null });
      const plain = await t.api(chatApi.chat, {
        token: user.token,
        body: { conversationId: meta.conversationId, message: 'Plain' },
      });
      expect(plain.body.code).toBe(10413);
      const stored = (await getConversation(t, user.token, meta.conversationId)).data!;
      expect(Object.keys(stored.mapping)).toHaveLength(7);
      const next = await startConversation(t, user.token);
      expect(next.conversationId).not.toBe(meta.conversationId);
    } finally {
      await t.close();
    }
  });
});
