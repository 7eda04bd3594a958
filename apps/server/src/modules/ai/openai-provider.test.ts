import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.ts';
import {
  ModelError,
  plainModelInfo,
  type ModelProvider,
  type StreamEvent,
} from './model-provider.ts';
import { createOpenAiProvider } from './openai-provider.ts';

// Short enough to keep the stall tests quick, long enough that a loaded CI machine never trips them on
// a healthy stream.
const timeouts = { connectMs: 1_500, idleMs: 1_500, totalMs: 10_000 };
const KEY = 'sk-test-secret-key-0123456789';

let fake: FakeOpenAi;
let provider: ModelProvider;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  provider = createOpenAiProvider({ baseURL: fake.baseURL, apiKey: KEY, model: 'm1', timeouts });
});
afterAll(() => fake.close());
beforeEach(() => fake.setMode('ok'));

const ask = (signal = new AbortController().signal) =>
  provider.stream({ messages: [{ role: 'user', content: 'hi' }], signal });

async function collect(stream: AsyncIterable<StreamEvent>) {
  const events: StreamEvent[] = [];
  for await (const e of stream) events.push(e);
  return events;
}

async function failureOf(stream: AsyncIterable<StreamEvent>) {
  const texts: string[] = [];
  try {
    for await (const e of stream) if (e.type === 'delta') texts.push(e.text);
  } catch (err) {
    return { err, texts };
  }
  throw new Error('the stream did not fail');
}

describe('OpenAI-compatible provider against the fake server', () => {
  it('streams every token, then done with the finish reason and usage', async () => {
    fake.setMode('ok', {
      tokens: ['Hel', 'lo', ' wor', 'ld'],
      usage: { prompt_tokens: 5, completion_tokens: 4 },
    });
    const before = fake.requests.length;
    const events = await collect(
      provider.stream({
        model: 'm2',
        messages: [
          { role: 'system', content: 'You are terse.' },
          { role: 'user', content: 'Say hello' },
        ],
        signal: new AbortController().signal,
        temperature: 0.2,
      }),
    );
    // Tokens sent back to back may arrive in one read and then go out as one delta (below).
    const texts = events.filter((e) => e.type === 'delta').map((e) => e.text);
    expect(texts.join('')).toBe('Hello world');
    expect(texts.every((text) => text.length > 0)).toBe(true);
    expect(events.at(-1)).toEqual({
      type: 'done',
      finishReason: 'stop',
      usage: { promptTokens: 5, completionTokens: 4 },
    });
    const sent = fake.requests[before]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body).toMatchObject({
      model: 'm2',
      stream: true,
      temperature: 0.2,
      messages: [
        { role: 'system', content: 'You are terse.' },
        { role: 'user', content: 'Say hello' },
      ],
    });
  });

  it('uses the default model when the request names none, and slow tokens still arrive', async () => {
    fake.setMode('slowTokens', { tokens: ['a', 'b', 'c'], tokenDelayMs: 30 });
    const events = await collect(ask());
    expect(events.map((e) => (e.type === 'delta' ? e.text : e.type))).toEqual([
      'a',
      'b',
      'c',
      'done',
    ]);
    expect(fake.requests.at(-1)!.body.model).toBe('m1');
  });

  it('sends the first text at once, without waiting for more to come', async () => {
    // One token, then silence: were its delta held for the next, this would end in a timeout.
    fake.setMode('stallMidStream', { tokens: ['first', 'never'], stallAfter: 1 });
    const hangUp = fake.nextHangUp();
    let first: string | null = null;
    for await (const e of ask()) {
      if (e.type !== 'delta') continue;
      first = e.text;
      break;
    }
    expect(first).toBe('first');
    await hangUp;
  });

  it('sends the text that arrived together as one delta, in order', async () => {
    fake.setMode('ok', { tokens: ['a', 'b', 'c', 'd', 'e'] });
    const texts: string[] = [];
    for await (const e of ask()) {
      if (e.type !== 'delta') continue;
      texts.push(e.text);
      // While the first delta is held, the rest of the answer arrives.
      if (texts.length === 1) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(texts.join('')).toBe('abcde');
    expect(texts.length).toBeLessThanOrEqual(2);
  });

  it('an HTTP 500 is an upstream ModelError without the key in its message', async () => {
    fake.setMode('http500');
    const { err } = await failureOf(ask());
    expect(err).toBeInstanceOf(ModelError);
    expect((err as ModelError).kind).toBe('upstream');
    expect(String((err as Error).message)).not.toContain(KEY);
    expect(String((err as Error).message)).not.toContain(fake.baseURL);
  });

  it('a malformed chunk is an upstream ModelError after the good text', async () => {
    fake.setMode('malformedChunk', { tokens: ['first'] });
    const { err, texts } = await failureOf(ask());
    expect(texts).toEqual(['first']);
    expect((err as ModelError).kind).toBe('upstream');
  });

  it.each([
    ['stallBeforeHeaders', 'connect'],
    ['stallBeforeFirstToken', 'idle'],
    ['stallMidStream', 'idle'],
    ['onlyKeepAlive', 'idle'],
  ] as const)(
    '%s ends with a timeout ModelError (%s deadline) and hangs up',
    async (mode, what) => {
      fake.setMode(mode, { tokens: ['one ', 'two ', 'three'], stallAfter: 2, keepAliveMs: 20 });
      const hangUp = fake.nextHangUp();
      const started = Date.now();
      const { err, texts } = await failureOf(ask());
      expect(err).toBeInstanceOf(ModelError);
      expect((err as ModelError).kind).toBe('timeout');
      expect((err as Error).message).toContain(what);
      // Far below the total deadline: the short deadline did it (a loose bound, the machine is shared).
      expect(Date.now() - started).toBeLessThan(timeouts.totalMs);
      if (mode === 'stallMidStream') expect(texts.join('')).toBe('one two ');
      await hangUp;
    },
  );

  it('the total deadline ends a stream that keeps sending text', async () => {
    const short = createOpenAiProvider({
      baseURL: fake.baseURL,
      apiKey: KEY,
      model: 'm1',
      timeouts: { connectMs: 1_000, idleMs: 1_000, totalMs: 300 },
    });
    fake.setMode('slowTokens', {
      tokens: Array.from({ length: 200 }, () => 'x'),
      tokenDelayMs: 20,
    });
    const { err } = await failureOf(
      short.stream({
        messages: [{ role: 'user', content: 'hi' }],
        signal: AbortSignal.timeout(60_000),
      }),
    );
    expect((err as ModelError).kind).toBe('timeout');
    expect((err as Error).message).toContain('total');
  });

  it("the caller's abort stops the stream with the abort reason and closes the upstream request", async () => {
    fake.setMode('slowTokens', {
      tokens: Array.from({ length: 200 }, () => 'x'),
      tokenDelayMs: 20,
    });
    const controller = new AbortController();
    const hangUp = fake.nextHangUp();
    const reason = new Error('client went away');
    const { err, texts } = await failureOf(
      (async function* () {
        for await (const e of ask(controller.signal)) {
          yield e;
          if (e.type === 'delta') controller.abort(reason);
        }
      })(),
    );
    expect(err).toBe(reason);
    expect(err).not.toBeInstanceOf(ModelError);
    expect(texts).toEqual(['x']);
    await hangUp;
  });

  it("the caller's abort before the model's first byte ends the call at once and hangs up", async () => {
    fake.setMode('stallBeforeHeaders');
    const controller = new AbortController();
    const hangUp = fake.nextHangUp();
    const reason = new Error('client went away');
    setTimeout(() => controller.abort(reason), 50);
    const started = Date.now();
    const { err, texts } = await failureOf(ask(controller.signal));
    expect(err).toBe(reason);
    expect(texts).toEqual([]);
    // well before the connect deadline (1.5 s): the abort, not a timeout, ended it
    expect(Date.now() - started).toBeLessThan(timeouts.connectMs);
    await hangUp;
  });

  it('a consumer that stops reading closes the upstream request', async () => {
    fake.setMode('stallMidStream', { tokens: ['a', 'b', 'c'], stallAfter: 1 });
    const hangUp = fake.nextHangUp();
    for await (const e of ask()) if (e.type === 'delta') break;
    await hangUp;
  });

  it('a consumer holding a token longer than the idle deadline is no model timeout', async () => {
    // A client reading slowly holds the answer (backpressure): before the fix the idle deadline ran
    // out meanwhile, the call failed as a timeout and the model was marked degraded for everyone.
    const quick = createOpenAiProvider({
      baseURL: fake.baseURL,
      apiKey: KEY,
      model: 'm1',
      timeouts: { connectMs: 1_500, idleMs: 150, totalMs: 10_000 },
    });
    fake.setMode('ok', { tokens: ['slow', ' reader'] });
    const texts: string[] = [];
    for await (const e of quick.stream({
      messages: [{ role: 'user', content: 'hi' }],
      signal: new AbortController().signal,
    })) {
      if (e.type !== 'delta') continue;
      texts.push(e.text);
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    expect(texts.join('')).toBe('slow reader');
  });

  it('lists the configured model first, then what the server lists; a failing list is tolerated', async () => {
    fake.setMode('ok', { models: ['m1', 'other'] });
    const fresh = createOpenAiProvider({
      baseURL: fake.baseURL,
      apiKey: KEY,
      model: 'm1',
      timeouts,
    });
    expect(await fresh.listModels()).toEqual({
      models: [plainModelInfo('m1'), plainModelInfo('other')],
      defaultModel: 'm1',
    });
    fake.setMode('http500');
    const failing = createOpenAiProvider({
      baseURL: fake.baseURL,
      apiKey: KEY,
      model: 'solo',
      timeouts,
    });
    expect(await failing.listModels()).toEqual({
      models: [plainModelInfo('solo')],
      defaultModel: 'solo',
    });
  });
});

describe('tool calls', () => {
  const tools = [
    {
      name: 'calculator',
      description: 'arithmetic',
      parameters: { type: 'object', properties: { expression: { type: 'string' } } },
    },
  ];

  it('sends the tools, assembles streamed tool-call pieces by index and ends with tool_calls', async () => {
    fake.setMode('ok', {
      replyFor: () => ({
        text: 'Let me check. ',
        toolCalls: [
          { name: 'calculator', arguments: { expression: '0.1 + 0.2 * (3 - 1)' }, id: 'c1' },
          { name: 'datetime', arguments: '{"timeZone":"Asia/Shanghai"}', id: 'c2' },
        ],
      }),
    });
    const before = fake.requests.length;
    const events = await collect(
      provider.stream({
        messages: [{ role: 'user', content: 'what is it' }],
        tools,
        signal: new AbortController().signal,
      }),
    );
    expect(
      events
        .filter((e) => e.type === 'delta')
        .map((e) => e.text)
        .join(''),
    ).toBe('Let me check. ');
    expect(events.slice(-2)).toEqual([
      {
        type: 'tool_calls',
        calls: [
          { id: 'c1', name: 'calculator', arguments: '{"expression":"0.1 + 0.2 * (3 - 1)"}' },
          { id: 'c2', name: 'datetime', arguments: '{"timeZone":"Asia/Shanghai"}' },
        ],
      },
      { type: 'done', finishReason: 'tool_calls', usage: null },
    ]);
    expect(fake.requests[before]!.body.tools).toEqual([{ type: 'function', function: tools[0] }]);
  });

  it('sends an assistant turn with its tool calls and the tool results in the OpenAI shape', async () => {
    fake.setMode('ok', { answer: 'It is 0.5.' });
    const before = fake.requests.length;
    await collect(
      provider.stream({
        messages: [
          { role: 'user', content: 'what is 0.1 + 0.4' },
          {
            role: 'assistant',
            content: '',
            toolCalls: [{ id: 'c1', name: 'calculator', arguments: '{"expression":"0.1+0.4"}' }],
          },
          { role: 'tool', toolCallId: 'c1', content: '{"result":"0.5"}' },
        ],
        signal: new AbortController().signal,
      }),
    );
    const sent = fake.requests[before]!.body;
    expect(sent.tools).toBeUndefined();
    expect(sent.messages.slice(1)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'c1',
            type: 'function',
            function: { name: 'calculator', arguments: '{"expression":"0.1+0.4"}' },
          },
        ],
      },
      { role: 'tool', tool_call_id: 'c1', content: '{"result":"0.5"}' },
    ]);
  });
});
