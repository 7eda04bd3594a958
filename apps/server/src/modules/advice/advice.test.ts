import { ADVICE_QUOTA, adviceApi, type AdviceKind } from '@robot/contracts';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { adminEnv, signInAdmin, type TestUser } from '../robots/robots.test-helpers.ts';
import { signedInUser } from '../users/users.test-helpers.ts';
import { dataEvent } from './advice-stream.ts';
import { createAdviceRepository } from './advice.repository.ts';

const KEY = 'sk-advice-secret-key-9876543210';
const KINDS = ['name', 'intro', 'guidence', 'prompt'] as const;

let fake: FakeOpenAi;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    ...adminEnv,
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_API_KEY: KEY,
    OPENAI_MODEL: 'fake-model',
    MODEL_CONNECT_TIMEOUT_MS: '300',
    MODEL_IDLE_TIMEOUT_MS: '300',
    MODEL_TOTAL_TIMEOUT_MS: '5000',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.setMode('ok'));

const ENDPOINTS = {
  name: adviceApi.robotName,
  intro: adviceApi.robotIntro,
  guidence: adviceApi.robotGuidence,
  prompt: adviceApi.robotPrompt,
} satisfies Record<AdviceKind, unknown>;

const ask = (
  app: TestApp,
  user: { uuid: string; token?: string },
  kind: AdviceKind,
  message = 'Robot name: Coffee Guide',
  headers: Record<string, string> = { 'accept-language': 'en-US,en;q=0.9' },
) =>
  app.api(ENDPOINTS[kind], {
    body: { message, userUUID: user.uuid, model: 'gpt-3.5-turbo' },
    headers,
    token: user.token,
  });

const times = (app: TestApp, uuid: string, token?: string) =>
  app.raw(adviceApi.timesGet, { params: { userUUID: uuid }, token });

/** The data of each SSE event (its `data:` lines joined by newlines, one leading space dropped). */
function events(raw: string): { event: string; data: string }[] {
  return raw
    .split('\n\n')
    .filter((block) => block.trim() && !block.startsWith(':'))
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      return { event, data: data.join('\n') };
    });
}

describe('AI writing streams', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signedInUser(t);
  });

  it('streams __start__, the chunks (a multi-line one as several data lines), __end__', async () => {
    fake.setMode('ok', { tokens: ['What can ', 'you brew?\nHow strong', ' is espresso?'] });
    const res = await ask(t, user, 'guidence');
    expect(res.status).toBe(200);
    expect(res.res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.res.headers['cache-control']).toBe('no-store');
    expect(res.res.headers['x-accel-buffering']).toBe('no');
    const raw = res.res.body;
    expect(raw.startsWith('data:__start__\n\n')).toBe(true);
    expect(raw.endsWith('data:__end__\n\n')).toBe(true);
    // Tokens that arrive together come as one chunk (the provider sends what it has read at once).
    expect(raw).toMatch(/data:[^\n]*you brew\?\ndata:How strong/);
    const data = events(raw).map((e) => e.data);
    expect(data[0]).toBe('__start__');
    expect(data.at(-1)).toBe('__end__');
    expect(data.slice(1, -1).join('')).toBe('What can you brew?\nHow strong is espresso?');
  });

  it('sends the kind prompt, the draft and the language to the model; an unknown model id is ignored', async () => {
    fake.setMode('ok', { answer: 'Brew Buddy' });
    const before = fake.requests.length;
    await ask(t, user, 'name', 'Robot name: 咖啡向导\nIntro: 教你做手冲', {
      'accept-language': 'zh-CN,zh;q=0.9',
    });
    const sent = fake.requests[before]!.body;
    expect(sent.model).toBe('fake-model');
    expect(sent.stream).toBe(true);
    expect(sent.messages[0].role).toBe('system');
    expect(sent.messages[0].content).toContain('名字');
    expect(sent.messages[0].content).toContain('简体中文');
    expect(sent.messages[1]).toEqual({
      role: 'user',
      content: 'Robot name: 咖啡向导\nIntro: 教你做手冲',
    });

    await ask(t, user, 'prompt');
    const en = fake.requests.at(-1)!.body.messages[0].content as string;
    expect(en).toContain('system prompt');
    expect(en).toContain('Answer in English.');
  });

  it('cuts a suggestion at what the form field takes', async () => {
    fake.setMode('ok', { tokens: Array.from({ length: 40 }, () => 'abcdefghij') });
    const res = await ask(t, user, 'intro');
    const text = events(res.res.body)
      .slice(1, -1)
      .map((e) => e.data)
      .join('');
    expect(text).toHaveLength(100);
    expect(events(res.res.body).at(-1)!.data).toBe('__end__');
  });

  it('an upstream failure after the start is an error event with 10502, and the key never shows', async () => {
    for (const mode of ['http500', 'stallMidStream', 'malformedChunk'] as const) {
      fake.setMode(mode, { tokens: ['one ', 'two ', 'three'] });
      const res = await ask(t, user, 'name');
      const evs = events(res.res.body);
      expect(evs[0]!.data).toBe('__start__');
      expect(evs.at(-1)).toEqual({
        event: 'error',
        data: JSON.stringify({ code: 10502, msg: 'errors.upstreamFailed' }),
      });
      expect(res.res.body).not.toContain('__end__');
      expect(res.res.body).not.toContain(KEY);
      expect(res.res.body).not.toContain(fake.baseURL);
    }
  });

  it('refuses another user in the body (10403), no token (10401), a bad body (10400)', async () => {
    const other = await signedInUser(t);
    const forged = await t.api(adviceApi.robotName, {
      body: { message: 'x', userUUID: other.uuid },
      token: user.token,
    });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe(10403);
    const anonymous = await ask(t, { uuid: user.uuid }, 'name');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(10401);
    const empty = await ask(t, user, 'name', '   ');
    expect(empty.body.code).toBe(10400);
    const long = await ask(t, user, 'name', 'x'.repeat(4001));
    expect(long.body.code).toBe(10400);
    expect((await times(t, other.uuid, other.token)).data).toEqual({
      robotNameTimes: 0,
      introTimes: 0,
      guideWordsTimes: 0,
      promptTimes: 0,
    });
  });
});

describe('AI writing quota', () => {
  it('3 uses per kind; the 4th is a JSON 10429 before any stream; kinds are separate', async () => {
    const user = await signedInUser(t);
    for (let i = 0; i < 3; i += 1) expect((await ask(t, user, 'intro')).status).toBe(200);
    const fourth = await ask(t, user, 'intro');
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ code: 10429, msg: 'errors.adviceQuotaExceeded' });
    expect(fourth.res.headers['content-type']).toMatch(/application\/json/);
    expect((await ask(t, user, 'name')).status).toBe(200);
    expect((await times(t, user.uuid, user.token)).body).toMatchObject({
      code: 200,
      data: { robotNameTimes: 1, introTimes: 3, guideWordsTimes: 0, promptTimes: 0 },
    });
  });

  it('a use that failed upstream is not counted', async () => {
    const user = await signedInUser(t);
    fake.setMode('http500');
    for (let i = 0; i < 4; i += 1) {
      expect(events((await ask(t, user, 'prompt')).res.body).at(-1)!.event).toBe('error');
    }
    fake.setMode('stallBeforeFirstToken');
    expect(events((await ask(t, user, 'prompt')).res.body).at(-1)!.event).toBe('error');
    expect((await times(t, user.uuid, user.token)).data!.promptTimes).toBe(0);
    fake.setMode('ok');
    expect((await ask(t, user, 'prompt')).status).toBe(200);
    expect((await times(t, user.uuid, user.token)).data!.promptTimes).toBe(1);
  });

  it('5 parallel requests with 2 spent: exactly one gets through', async () => {
    const user = await signedInUser(t);
    for (let i = 0; i < 2; i += 1) await ask(t, user, 'guidence');
    fake.setMode('slowTokens', { tokens: ['a', 'b', 'c'], tokenDelayMs: 20 });
    const results = await Promise.all(Array.from({ length: 5 }, () => ask(t, user, 'guidence')));
    expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429]);
    expect((await times(t, user.uuid, user.token)).data!.guideWordsTimes).toBe(3);
  });

  it('times: self, another user 10403, a superuser anyone, no token 10401', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const admin = await signInAdmin(t);
    await ask(t, user, 'name');
    expect((await times(t, user.uuid, user.token)).data!.robotNameTimes).toBe(1);
    const denied = await times(t, user.uuid, other.token);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe(10403);
    expect((await times(t, user.uuid, admin.token)).data!.robotNameTimes).toBe(1);
    expect((await times(t, user.uuid)).body.code).toBe(10401);
    expect((await times(t, 'not-a-uuid', user.token)).body.code).toBe(10400);
  });

  it('a client that hangs up aborts the model call', async () => {
    const user = await signedInUser(t);
    fake.setMode('slowTokens', {
      tokens: Array.from({ length: 500 }, () => 'word '),
      tokenDelayMs: 20,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const hangUp = fake.nextHangUp();
    const res = await fetch(`http://127.0.0.1:${port}${adviceApi.robotPrompt.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Robot name: Long Writer', userUUID: user.uuid }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    let seen = '';
    while (!seen.includes('word')) seen += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    await hangUp;
  });
});

describe('AI writing without a model', () => {
  let offline: TestApp;
  beforeAll(async () => {
    offline = await createTestApp();
  });
  afterAll(() => offline.close());

  it('explains in the user language that no model is configured, and spends no use', async () => {
    const user = await signedInUser(offline);
    for (let i = 0; i < 4; i += 1) {
      const en = await ask(offline, user, KINDS[i % 4]!);
      expect(en.status).toBe(200);
      const text = events(en.res.body)
        .slice(1, -1)
        .map((e) => e.data)
        .join('');
      expect(text).toContain('No AI model is configured');
    }
    const zh = await ask(offline, user, 'name', '名字：咖啡', { 'accept-language': 'zh-CN' });
    expect(
      events(zh.res.body)
        .map((e) => e.data)
        .join(''),
    ).toContain('当前没有配置 AI 模型');
    expect((await times(offline, user.uuid, user.token)).data).toEqual({
      robotNameTimes: 0,
      introTimes: 0,
      guideWordsTimes: 0,
      promptTimes: 0,
    });
  });

  it('explains it also to a user whose uses of a kind are gone, and the count stays', async () => {
    const user = await signedInUser(offline);
    const uses = createAdviceRepository(offline.database.db);
    for (let i = 0; i < ADVICE_QUOTA; i += 1) await uses.reserve(user.uuid, 'name', ADVICE_QUOTA);
    const res = await ask(offline, user, 'name');
    expect(res.status).toBe(200);
    expect(events(res.res.body).at(-1)!.data).toBe('__end__');
    expect((await times(offline, user.uuid, user.token)).data!.robotNameTimes).toBe(ADVICE_QUOTA);
  });
});

describe('dataEvent', () => {
  it('keeps a leading space and turns any line break into a data line', () => {
    expect(dataEvent(' a\r\nb\rc')).toBe('data:  a\ndata:b\ndata:c\n\n');
    expect(dataEvent('')).toBe('data:\n\n');
  });
});
