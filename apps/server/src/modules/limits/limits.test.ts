import { chatApi, usageApi, userApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { adminEnv, createUser, signInAdmin } from '../robots/robots.test-helpers.ts';
import { startConversation, streamChat, type ScriptedModel } from '../chat/chat.test-helpers.ts';
import { changeSettings, modelsWithPremium, setOverrides, usageOf } from './limits.test-helpers.ts';

const env = {
  ...adminEnv,
  SETTINGS_POLL_MS: '100',
  // "another instance" here writes the database directly, as the fallback poll (not the bus) follows
  NOTIFY: 'off',
  // the chat's own per-user stream limits are not what these tests are about
  CHAT_MAX_CONCURRENT_STREAMS_PER_USER: '100',
  CHAT_RATE_PER_MINUTE: '10000',
  CREDITS_ENABLED: 'false',
};

/** A question in a new conversation (or in `conversationId`): status and body. */
const ask = (
  t: TestApp,
  token: string,
  extra: Record<string, unknown> = {},
  conversationId = 'new_conversation',
) => streamChat(t, token, { conversationId, message: 'A question', ...extra });

const refusedWith = (r: { status: number; body: unknown }, code: number, msg: string) => {
  expect(r.body).toMatchObject({ code, msg });
};

describe('per-user limits', () => {
  let t: TestApp;
  let model: ScriptedModel;
  /** the limits' clock: real time unless a test moves it */
  let clock: number | null = null;

  beforeAll(async () => {
    model = modelsWithPremium();
    t = await createTestApp(env, { models: model, now: () => clock ?? Date.now() });
  });
  afterAll(() => t.close());

  it('allowed models: another model is 10400 invalidConversationInfo (fields.model), hidden from the list', async () => {
    const u = await createUser(t);
    await setOverrides(t, u.uuid, { allowedModels: ['model-a'] });
    const refused = await ask(t, u.token, { model: 'model-b' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 10400,
      msg: 'errors.invalidConversationInfo',
      data: { fields: { model: 'validation.invalidValue' } },
    });
    expect((await ask(t, u.token, { model: 'model-a' })).status).toBe(200);
    const list = await t.api(chatApi.models, { token: u.token });
    expect(list.data!.models.map((m) => m.id)).toEqual(['model-a']);
    // The admin lifts it: the very next request may use model-b.
    await setOverrides(t, u.uuid, null);
    expect((await ask(t, u.token, { model: 'model-b' })).status).toBe(200);
  });

  it('premium: refused without the permission (10403), hidden from the list, allowed with it', async () => {
    const u = await createUser(t);
    const refused = await ask(t, u.token, { model: 'model-p' });
    expect(refused.status).toBe(403);
    refusedWith(refused, 10403, 'errors.premiumNotAllowed');
    const hidden = await t.api(chatApi.models, { token: u.token });
    expect(hidden.data!.models.map((m) => m.id)).toEqual(['model-a', 'model-b']);
    // visitors see what the defaults allow
    const visitor = await t.api(chatApi.models);
    expect(visitor.data!.models.map((m) => m.id)).toEqual(['model-a', 'model-b']);
    await setOverrides(t, u.uuid, { premium: true });
    expect((await ask(t, u.token, { model: 'model-p' })).status).toBe(200);
    const shown = await t.api(chatApi.models, { token: u.token });
    expect(shown.data!.models.map((m) => m.id)).toContain('model-p');
  });

  it('max conversations: n new ones pass, n+1 is 10429; continuing and deleting are fine', async () => {
    const u = await createUser(t);
    await setOverrides(t, u.uuid, { maxConversations: 2 });
    const first = await startConversation(t, u.token);
    await startConversation(t, u.token);
    const third = await ask(t, u.token);
    expect(third.status).toBe(429);
    refusedWith(third, 10429, 'errors.conversationLimit');
    // a question in an existing conversation creates none
    const more = await ask(
      t,
      u.token,
      { parentId: first.assistantMessageId },
      first.conversationId,
    );
    expect(more.status).toBe(200);
    await t.api(chatApi.delete, { body: { id: first.conversationId }, token: u.token });
    expect((await ask(t, u.token)).status).toBe(200);
    expect((await ask(t, u.token)).status).toBe(429);
    await setOverrides(t, u.uuid, { maxConversations: 3 });
    expect((await ask(t, u.token)).status).toBe(200);
  });

  it('daily asks: n pass, n+1 is 10429; raised, the very next ask passes', async () => {
    const u = await createUser(t);
    await setOverrides(t, u.uuid, { dailyAsks: 3 });
    for (let i = 0; i < 3; i += 1) expect((await ask(t, u.token)).status).toBe(200);
    const fourth = await ask(t, u.token);
    expect(fourth.status).toBe(429);
    refusedWith(fourth, 10429, 'errors.dailyAsksExceeded');
    // a refused ask is not counted
    expect((await usageOf(t, u.token)).used.asksToday).toBe(3);
    await setOverrides(t, u.uuid, { dailyAsks: 4 });
    expect((await ask(t, u.token)).status).toBe(200);
    expect((await ask(t, u.token)).status).toBe(429);
  });

  it('daily asks: of 10 parallel asks at a limit of 3, exactly 3 pass', async () => {
    const u = await createUser(t);
    await setOverrides(t, u.uuid, { dailyAsks: 3 });
    const all = await Promise.all(Array.from({ length: 10 }, () => ask(t, u.token)));
    expect(all.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = all.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(7);
    for (const r of refused) refusedWith(r, 10429, 'errors.dailyAsksExceeded');
    expect((await usageOf(t, u.token)).used.asksToday).toBe(3);
  });

  it('max conversations: of 10 parallel new conversations at a cap of 3, none past the cap', async () => {
    const u = await createUser(t);
    await setOverrides(t, u.uuid, { maxConversations: 3 });
    const all = await Promise.all(Array.from({ length: 10 }, () => ask(t, u.token)));
    const passed = all.filter((r) => r.status === 200).length;
    expect(passed).toBeLessThanOrEqual(3);
    expect(passed).toBeGreaterThan(0);
    const list = await t.api(chatApi.conversations, { token: u.token });
    expect(list.data!.total).toBe(passed);
    // what the race may have left unused is there for the next sequential one
    for (let i = passed; i < 3; i += 1) expect((await ask(t, u.token)).status).toBe(200);
    expect((await ask(t, u.token)).status).toBe(429);
  });

  it('premium asks per rolling 3 hours: n pass, n+1 is 10429; an answer 3 h old no longer counts', async () => {
    const u = await createUser(t);
    await setOverrides(t, u.uuid, { premium: true, premiumAsksPer3h: 2 });
    expect((await ask(t, u.token, { model: 'model-p' })).status).toBe(200);
    expect((await ask(t, u.token, { model: 'model-p' })).status).toBe(200);
    const third = await ask(t, u.token, { model: 'model-p' });
    expect(third.status).toBe(429);
    refusedWith(third, 10429, 'errors.premiumAsksExceeded');
    // standard models are not premium asks
    expect((await ask(t, u.token, { model: 'model-a' })).status).toBe(200);
    expect((await usageOf(t, u.token)).used.premiumAsks3h).toBe(2);

    // Move one premium answer to just inside the window, the other to just outside it.
    const rows = await t.database.db
      .selectFrom('messages')
      .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
      .select('messages.id')
      .where('conversations.user_id', '=', u.uuid)
      .where('messages.model', '=', 'model-p')
      .orderBy('messages.created_at')
      .execute();
    expect(rows).toHaveLength(2);
    const now = Date.now();
    clock = now;
    const at = async (id: string, ms: number) =>
      t.database.db
        .updateTable('messages')
        .set({ created_at: new Date(ms).toISOString() })
        .where('id', '=', id)
        .execute();
    try {
      await at(rows[0]!.id, now - 3 * 3600_000 + 1000);
      await at(rows[1]!.id, now - 3600_000);
      expect((await ask(t, u.token, { model: 'model-p' })).status).toBe(429);
      // exactly 3 h old: out of the window
      await at(rows[0]!.id, now - 3 * 3600_000);
      expect((await usageOf(t, u.token)).used.premiumAsks3h).toBe(1);
      expect((await ask(t, u.token, { model: 'model-p' })).status).toBe(200);
      expect((await ask(t, u.token, { model: 'model-p' })).status).toBe(429);
    } finally {
      clock = null;
    }
  });

  it('answers per minute: n pass, n+1 is 10429; the next minute opens again', async () => {
    const u = await createUser(t);
    await setOverrides(t, u.uuid, { answersPerMinute: 2 });
    // the start of a minute, so the test never straddles two
    clock = Math.floor(Date.now() / 60_000) * 60_000;
    try {
      expect((await ask(t, u.token)).status).toBe(200);
      expect((await ask(t, u.token)).status).toBe(200);
      const third = await ask(t, u.token);
      expect(third.status).toBe(429);
      refusedWith(third, 10429, 'errors.answersPerMinuteExceeded');
      clock += 59_999;
      expect((await ask(t, u.token)).status).toBe(429);
      clock += 1;
      expect((await ask(t, u.token)).status).toBe(200);
    } finally {
      clock = null;
    }
  });

  it('time slots: in the limits time zone, wrapping midnight, end exclusive', async () => {
    const u = await createUser(t);
    // Asia/Shanghai is UTC+8: 22:00 there is 14:00 UTC
    await setOverrides(t, u.uuid, {
      timeSlots: [
        { start: '22:00', end: '06:00' },
        { start: '12:00', end: '13:00' },
      ],
    });
    const utc = (h: number, m = 0, s = 0) => Date.UTC(2026, 5, 1, h, m, s);
    const cases: [number, boolean][] = [
      [utc(13, 59, 59), false], // 21:59:59
      [utc(14), true], // 22:00
      [utc(21, 59, 59), true], // 05:59:59 the next day
      [utc(22), false], // 06:00
      [utc(4), true], // 12:00
      [utc(5), false], // 13:00
    ];
    try {
      for (const [at, open] of cases) {
        clock = at;
        const r = await ask(t, u.token);
        if (open) expect(r.status, new Date(at).toISOString()).toBe(200);
        else refusedWith(r, 10403, 'errors.outsideTimeSlot');
        expect((await usageOf(t, u.token)).inTimeSlot).toBe(open);
      }
    } finally {
      clock = null;
    }
  });

  it("the admin's default limits apply to the next request; a user's override beats them", async () => {
    const u = await createUser(t);
    const v = await createUser(t);
    await setOverrides(t, v.uuid, { dailyAsks: 2 });
    expect((await ask(t, u.token)).status).toBe(200);
    const defaults = {
      allowedModels: null,
      premium: false,
      maxConversations: null,
      dailyAsks: 1,
      premiumAsksPer3h: null,
      answersPerMinute: null,
      timeSlots: null,
    };
    try {
      await changeSettings(t, { defaultLimits: defaults });
      refusedWith(await ask(t, u.token), 10429, 'errors.dailyAsksExceeded');
      expect((await ask(t, v.token)).status).toBe(200);
      expect((await ask(t, v.token)).status).toBe(200);
      expect((await ask(t, v.token)).status).toBe(429);
      expect((await usageOf(t, u.token)).limits.dailyAsks).toBe(1);
    } finally {
      await changeSettings(t, { defaultLimits: { ...defaults, dailyAsks: null } });
    }
    expect((await ask(t, u.token)).status).toBe(200);
  });

  it('superusers are exempt from every limit', async () => {
    const admin = await signInAdmin(t);
    await setOverrides(t, admin.uuid, {
      allowedModels: ['model-a'],
      dailyAsks: 0,
      maxConversations: 0,
      timeSlots: [{ start: '00:00', end: '00:01' }],
    });
    expect((await ask(t, admin.token, { model: 'model-p' })).status).toBe(200);
    const list = await t.api(chatApi.models, { token: admin.token });
    expect(list.data!.models.map((m) => m.id)).toContain('model-p');
    const usage = await usageOf(t, admin.token);
    expect(usage.limits.dailyAsks).toBeNull();
    expect(usage.used.asksToday).toBe(1);
  });

  it('usage: credits, limits, used and remaining', async () => {
    const u = await createUser(t);
    const none = await usageOf(t, u.token);
    expect(none).toMatchObject({
      credits: { enabled: false },
      timeZone: 'Asia/Shanghai',
      used: { conversations: 0, asksToday: 0, premiumAsks3h: 0 },
      remaining: { conversations: null, asksToday: null, premiumAsks3h: null },
      inTimeSlot: true,
    });
    await setOverrides(t, u.uuid, {
      premium: true,
      maxConversations: 5,
      dailyAsks: 10,
      premiumAsksPer3h: 4,
    });
    const c = await startConversation(t, u.token, { model: 'model-p' });
    await ask(t, u.token, { parentId: c.assistantMessageId, model: 'model-a' }, c.conversationId);
    await ask(t, u.token);
    const usage = await usageOf(t, u.token);
    expect(usage.limits).toMatchObject({ premium: true, maxConversations: 5, dailyAsks: 10 });
    expect(usage.used).toEqual({ conversations: 2, asksToday: 3, premiumAsks3h: 1 });
    expect(usage.remaining).toEqual({ conversations: 3, asksToday: 7, premiumAsks3h: 3 });
    expect((await t.api(userApi.info, { token: u.token })).status).toBe(200);
  });

  it('usage needs a session', async () => {
    expect((await t.api(usageApi.usage)).body).toMatchObject({ code: 10401 });
  });
});

describe('a turn refused after the limits admitted it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { CHAT_RATE_PER_MINUTE: '2', CREDITS_ENABLED: 'false' },
      { models: modelsWithPremium() },
    );
  });
  afterAll(() => t.close());

  it('takes its counts back (the chat rate refuses the third ask here)', async () => {
    const u = await createUser(t);
    await setOverrides(t, u.uuid, { dailyAsks: 5, maxConversations: 5 });
    expect((await ask(t, u.token)).status).toBe(200);
    expect((await ask(t, u.token)).status).toBe(200);
    refusedWith(await ask(t, u.token), 10429, 'errors.tooManyRequests');
    const usage = await usageOf(t, u.token);
    expect(usage.used).toMatchObject({ asksToday: 2, conversations: 2 });
    expect(usage.remaining).toMatchObject({ asksToday: 3, conversations: 3 });
  });
});
