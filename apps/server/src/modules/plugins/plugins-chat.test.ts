import { adminModelsApi, chatApi, type ToolStep } from '@robot/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi, type FakeReply } from '../../test/fake-openai.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { ModelProvider } from '../ai/model-provider.ts';
import { createOpenAiProvider } from '../ai/openai-provider.ts';
import { nowIso } from '../../lib/time.ts';
import {
  dataOf,
  eventually,
  getConversation,
  streamChat,
  type SseEvent,
} from '../chat/chat.test-helpers.ts';
import {
  adminEnv,
  createRobot,
  createUser,
  noRobotQuotas,
  signInAdmin,
  type TestUser,
} from '../robots/robots.test-helpers.ts';

const TOOL_MODEL = 'tool-model';
const PLAIN_MODEL = 'plain-model';

let fake: FakeOpenAi;
let t: TestApp;

/** The real OpenAI provider against the fake server, with one model marked as supporting tools. */
function toolCapableProvider(baseURL: string): ModelProvider {
  const real = createOpenAiProvider({
    baseURL,
    apiKey: 'sk-test',
    model: TOOL_MODEL,
    timeouts: { connectMs: 5000, idleMs: 5000, totalMs: 20_000 },
  });
  const info = (id: string, supportsTools: boolean) => ({
    id,
    label: id,
    labelZh: id,
    labelEn: id,
    tier: 'standard' as const,
    supportsTools,
    creditsPerAnswer: null,
    degraded: false,
  });
  return {
    kind: 'openai',
    listModels: async () => ({
      models: [info(TOOL_MODEL, true), info(PLAIN_MODEL, false)],
      defaultModel: TOOL_MODEL,
    }),
    stream: (req) => real.stream(req),
  };
}

type Body = {
  messages: { role: string; content: string | null; tool_call_id?: string }[];
  tools?: { function: { name: string } }[];
};

/**
 * A model that calls `call` while it is offered tools and it has not seen a tool result yet, then
 * answers with text quoting the last tool result.
 */
const callThenAnswer =
  (calls: FakeReply['toolCalls']) =>
  (body: Body): FakeReply => {
    const last = body.messages.at(-1)!;
    if (last.role === 'tool') return { text: `The tool said: ${last.content}` };
    return { toolCalls: calls ?? [] };
  };

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp(
    {
      ...adminEnv,
      ...noRobotQuotas,
      PLUGIN_MAX_CALLS_PER_ANSWER: '5',
      SETTINGS_POLL_MS: '100',
      NOTIFY: 'off',
    },
    { models: toolCapableProvider(fake.baseURL) },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.setMode('ok'));

const toolEvents = (events: SseEvent[]): ToolStep[] =>
  events.filter((e) => e.event === 'tool').map((e) => dataOf(e, 'tool'));

async function ask(user: TestUser, plugins: string[], message = 'Please use a tool') {
  const r = await streamChat(t, user.token, {
    conversationId: 'new_conversation',
    message,
    model: TOOL_MODEL,
    plugins,
  });
  expect(r.status).toBe(200);
  return r;
}

/** The last tool step's output of a one-call answer, parsed. */
async function toolOutput(user: TestUser, plugins: string[], call: FakeReply['toolCalls']) {
  fake.setMode('ok', { replyFor: callThenAnswer(call) });
  const r = await ask(user, plugins);
  const steps = toolEvents(r.events);
  return { step: steps.at(-1)!, output: JSON.parse(steps.at(-1)!.output ?? 'null') as any };
}

describe('a tool call through the whole stack', () => {
  it('streams the tool step, then the text using its result, and stores the steps', async () => {
    fake.setMode('ok', {
      replyFor: callThenAnswer([{ name: 'calculator', arguments: { expression: '0.1 + 0.2' } }]),
    });
    const user = await createUser(t);
    const before = fake.requests.length;
    const r = await ask(user, ['calculator'], 'What is 0.1 + 0.2?');

    const names = r.events.map((e) => e.event);
    expect(names[0]).toBe('meta');
    expect(names.slice(1, 3)).toEqual(['tool', 'tool']);
    expect(names.at(-1)).toBe('done');
    const [running, done] = toolEvents(r.events);
    expect(running).toEqual({
      id: 'call_0_0',
      name: 'calculator',
      input: '{"expression":"0.1 + 0.2"}',
      status: 'running',
      output: null,
    });
    expect(done).toMatchObject({ id: 'call_0_0', status: 'done' });
    expect(JSON.parse(done!.output!)).toEqual({ expression: '0.1 + 0.2', result: '0.3' });
    const text = r.events
      .filter((e) => e.event === 'delta')
      .map((e) => dataOf(e, 'delta').content)
      .join('');
    expect(text).toBe(`The tool said: ${done!.output}`);

    // The model was offered the tool, then got its call and the result back.
    const [first, second] = fake.requests.slice(before).map((q) => q.body as Body);
    expect(first!.tools!.map((x) => x.function.name)).toEqual(['calculator']);
    expect(second!.messages.slice(-2)).toMatchObject([
      { role: 'assistant', tool_calls: [{ id: 'call_0_0', function: { name: 'calculator' } }] },
      { role: 'tool', tool_call_id: 'call_0_0', content: done!.output },
    ]);

    const meta = dataOf(r.events[0], 'meta');
    const conv = (await getConversation(t, user.token, meta.conversationId)).data!;
    expect(conv.metadata.plugin_ids).toEqual(['calculator']);
    const answer = conv.mapping[meta.assistantMessageId]!.message;
    expect(answer.content.parts).toEqual([text]);
    expect(answer.metadata.tool_steps).toEqual([done]);
    const row = await t.database.db
      .selectFrom('messages')
      .select(['latency_ms', 'status'])
      .where('id', '=', meta.assistantMessageId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('done');
    expect(row.latency_ms).toEqual(expect.any(Number));
  });

  it('tells the model about a tool error (a bad expression) and streams on', async () => {
    const user = await createUser(t);
    const { step, output } = await toolOutput(
      user,
      ['calculator'],
      [{ name: 'calculator', arguments: { expression: '1 / (2 - 2)' } }],
    );
    expect(step.status).toBe('error');
    expect(output).toEqual({ error: 'division by zero' });
    const broken = await toolOutput(
      user,
      ['calculator'],
      [{ name: 'calculator', arguments: '{"expression": "1 +' }],
    );
    expect(broken.output).toEqual({ error: 'the arguments are not valid JSON' });
  });

  it('answers a call to a plugin the conversation does not have with an error result', async () => {
    const user = await createUser(t);
    const { step, output } = await toolOutput(
      user,
      ['calculator'],
      [{ name: 'datetime', arguments: {} }],
    );
    expect(step.status).toBe('error');
    expect(output.error).toMatch(/no tool named 'datetime'/);
  });

  it('stops at 5 tool calls per answer, then asks for an answer without tools', async () => {
    // Two calls per round, for as long as tools are offered.
    fake.setMode('ok', {
      replyFor: (body: Body) =>
        body.tools
          ? {
              toolCalls: [
                { name: 'calculator', arguments: { expression: '1+1' } },
                { name: 'calculator', arguments: { expression: '2+2' } },
              ],
            }
          : { text: 'Fine, without tools: 4.' },
    });
    const user = await createUser(t);
    const before = fake.requests.length;
    const r = await ask(user, ['calculator']);
    const ended = toolEvents(r.events).filter((s) => s.status !== 'running');
    expect(ended.map((s) => s.status)).toEqual(['done', 'done', 'done', 'done', 'done', 'error']);
    expect(JSON.parse(ended[5]!.output!).error).toMatch(/limit of 5 tool calls/);
    const sent = fake.requests.slice(before).map((q) => q.body as Body);
    expect(sent).toHaveLength(4);
    expect(sent.map((b) => Boolean(b.tools))).toEqual([true, true, true, false]);
    expect(r.events.at(-1)).toMatchObject({ event: 'done', data: { finishReason: 'stop' } });
    expect(
      r.events
        .filter((e) => e.event === 'delta')
        .map((e) => dataOf(e, 'delta').content)
        .join(''),
    ).toBe('Fine, without tools: 4.');
  });

  it('tells the date in a given zone, and an unknown zone is a tool error', async () => {
    const user = await createUser(t);
    const ok = await toolOutput(
      user,
      ['datetime'],
      [{ name: 'datetime', arguments: { timeZone: 'Asia/Shanghai' } }],
    );
    expect(ok.output).toMatchObject({ timeZone: 'Asia/Shanghai', utcOffset: '+08:00' });
    expect(ok.output.iso).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    const bad = await toolOutput(
      user,
      ['datetime'],
      [{ name: 'datetime', arguments: { timeZone: 'Mars/Olympus' } }],
    );
    expect(bad.step.status).toBe('error');
    expect(bad.output.error).toMatch(/unknown time zone/);
  });
});

describe('around the tool loop', () => {
  it('keeps the plugins for the next question of the conversation', async () => {
    fake.setMode('ok', {
      replyFor: callThenAnswer([{ name: 'calculator', arguments: { expression: '6*7' } }]),
    });
    const user = await createUser(t);
    const first = await ask(user, ['calculator']);
    const meta = dataOf(first.events[0], 'meta');
    const before = fake.requests.length;
    const next = await streamChat(t, user.token, {
      conversationId: meta.conversationId,
      message: 'And again?',
      model: TOOL_MODEL,
    });
    expect(toolEvents(next.events).map((s) => s.status)).toEqual(['running', 'done']);
    const sent = fake.requests[before]!.body as Body;
    expect(sent.tools!.map((x) => x.function.name)).toEqual(['calculator']);
    // The history sent is the questions and answers' text, not the earlier tool round trips.
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it('the plain POST /api/chat runs the tools too and answers the text', async () => {
    fake.setMode('ok', {
      replyFor: callThenAnswer([{ name: 'calculator', arguments: { expression: '2^10' } }]),
    });
    const user = await createUser(t);
    const r = await t.api(chatApi.chat, {
      body: {
        conversationId: 'new_conversation',
        message: 'Two to the tenth?',
        model: TOOL_MODEL,
        plugins: ['calculator'],
      },
      token: user.token,
    });
    expect(r.data!.message.content).toBe('The tool said: {"expression":"2^10","result":"1024"}');
  });

  it('a model failing after a tool call ends in error 10502, keeping the steps', async () => {
    fake.setMode('ok', {
      replyFor: (_body: Body, index: number) => {
        if (index > 0) throw new Error('the fake model drops the connection');
        return { toolCalls: [{ name: 'calculator', arguments: { expression: '1+1' } }] };
      },
    });
    const user = await createUser(t);
    const r = await ask(user, ['calculator']);
    expect(r.events.map((e) => e.event)).toEqual(['meta', 'tool', 'tool', 'error']);
    expect(r.events.at(-1)!.data).toMatchObject({ code: 10502 });
    const meta = dataOf(r.events[0], 'meta');
    const conv = (await getConversation(t, user.token, meta.conversationId)).data!;
    const answer = conv.mapping[meta.assistantMessageId]!.message;
    expect(answer.status).toBe('error');
    expect(answer.metadata.tool_steps).toMatchObject([{ name: 'calculator', status: 'done' }]);
  });
});

describe('conversation info', () => {
  it('refuses plugins with a model that has no tools (10400 invalidConversationInfo)', async () => {
    const user = await createUser(t);
    const r = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'hi',
      model: PLAIN_MODEL,
      plugins: ['calculator'],
    });
    expect(r.body).toMatchObject({
      code: 10400,
      msg: 'errors.invalidConversationInfo',
      data: { fields: { plugins: 'validation.invalidValue' } },
    });
  });

  it('refuses an unknown plugin', async () => {
    const user = await createUser(t);
    const r = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'hi',
      model: TOOL_MODEL,
      plugins: ['teleporter'],
    });
    expect(r.body).toMatchObject({
      code: 10400,
      data: { fields: { plugins: expect.any(String) } },
    });
  });
});

describe('robot plugins', () => {
  it('robotSearch answers public robots with links, never private ones', async () => {
    const owner = await createUser(t);
    const pub = await createRobot(t, owner, {
      robotName: 'Quokka tutor',
      robotIntro: 'Teaches about quokkas',
      keywords: 'quokka',
      robotVisibility: 1,
    });
    await createRobot(t, owner, {
      robotName: 'Quokka secret',
      robotIntro: 'A private quokka robot',
      keywords: 'quokka',
      robotVisibility: 2,
    });
    const asker = await createUser(t);
    const { step, output } = await toolOutput(
      asker,
      ['robotSearch'],
      [{ name: 'robotSearch', arguments: { query: 'quokka' } }],
    );
    expect(step.status).toBe('done');
    expect(output.robots).toEqual([
      { name: 'Quokka tutor', intro: 'Teaches about quokkas', link: `/robot-detail/${pub}` },
    ]);
    // Not even its owner finds it through the square.
    const mine = await toolOutput(
      owner,
      ['robotSearch'],
      [{ name: 'robotSearch', arguments: { query: 'quokka' } }],
    );
    expect(JSON.stringify(mine.output)).not.toContain('secret');
  });

  it("myKnowledge searches the caller's own knowledge robots, never another user's", async () => {
    const other = await createUser(t);
    await createRobot(t, other, {
      type: 2,
      robotVisibility: 1,
      robotName: 'Other vault',
      knowledgeBase: 'The vault passphrase of Zephyria is AMBER-FALCON-42.',
    });
    const user = await createUser(t);
    await createRobot(t, user, {
      type: 2,
      robotVisibility: 2,
      robotName: 'My vault',
      knowledgeBase: 'The vault passphrase of Zephyria is BLUE-OTTER-7.',
    });
    const { step, output } = await toolOutput(
      user,
      ['myKnowledge'],
      [{ name: 'myKnowledge', arguments: { query: 'Zephyria vault passphrase' } }],
    );
    expect(step.status).toBe('done');
    expect(output.passages).toEqual([
      { robotName: 'My vault', passage: 'The vault passphrase of Zephyria is BLUE-OTTER-7.' },
    ]);
    expect(step.output).not.toContain('AMBER');
  });
});

describe('admin plugin switches', () => {
  it('answers 10401 to visitors and 10403 to users', async () => {
    const user = await createUser(t);
    expect((await t.raw(adminModelsApi.plugins, {})).body).toMatchObject({ code: 10401 });
    expect((await t.raw(adminModelsApi.plugins, { token: user.token })).body).toMatchObject({
      code: 10403,
    });
    const change = { body: { id: 'calculator', enabled: false } };
    expect((await t.raw(adminModelsApi.pluginsChange, change)).body).toMatchObject({
      code: 10401,
    });
    expect(
      (await t.raw(adminModelsApi.pluginsChange, { ...change, token: user.token })).body,
    ).toMatchObject({ code: 10403 });
  });

  it('switches a plugin off (refused at conversation creation), audited, and on again', async () => {
    const admin = await signInAdmin(t);
    const list = await t.api(adminModelsApi.plugins, { token: admin.token });
    expect(list.data!.list.map((p) => [p.id, p.enabled])).toEqual([
      ['calculator', true],
      ['datetime', true],
      ['robotSearch', true],
      ['myKnowledge', true],
    ]);
    expect(list.data!.list[0]!.calls24h).toBeGreaterThan(0);

    const off = await t.api(adminModelsApi.pluginsChange, {
      body: { id: 'datetime', enabled: false },
      token: admin.token,
    });
    expect(off.data!.list.find((p) => p.id === 'datetime')!.enabled).toBe(false);

    const user = await createUser(t);
    const refused = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'hi',
      model: TOOL_MODEL,
      plugins: ['calculator', 'datetime'],
    });
    expect(refused.body).toMatchObject({
      code: 10400,
      msg: 'errors.invalidConversationInfo',
      data: { fields: { plugins: 'validation.invalidValue' } },
    });

    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'plugins.update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: admin.uuid,
      target_kind: 'plugin',
      target_id: 'datetime',
      before: JSON.stringify({ enabled: true }),
      after: JSON.stringify({ enabled: false }),
    });

    await t.api(adminModelsApi.pluginsChange, {
      body: { id: 'datetime', enabled: true },
      token: admin.token,
    });
    fake.setMode('ok', { answer: 'ok' });
    expect((await ask(user, ['calculator', 'datetime'])).status).toBe(200);
  });

  it("follows another instance's change (the settings' version moved)", async () => {
    const admin = await signInAdmin(t);
    const db = t.database.db;
    const now = nowIso();
    const version = await db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'version')
      .executeTakeFirst();
    // What another instance's switch writes: the row, then a new version.
    await db
      .insertInto('app_settings')
      .values({ key: 'plugins.enabled', value: '{"myKnowledge":false}', updated_at: now })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: '{"myKnowledge":false}', updated_at: now }),
      )
      .execute();
    await db
      .insertInto('app_settings')
      .values({ key: 'version', value: String(Number(version?.value ?? 0) + 1), updated_at: now })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ value: String(Number(version?.value ?? 0) + 1), updated_at: now }),
      )
      .execute();
    await eventually(async () => {
      const list = (await t.api(adminModelsApi.plugins, { token: admin.token })).data!.list;
      return list.find((p) => p.id === 'myKnowledge')!.enabled ? undefined : true;
    });
    await t.api(adminModelsApi.pluginsChange, {
      body: { id: 'myKnowledge', enabled: true },
      token: admin.token,
    });
  });
});
