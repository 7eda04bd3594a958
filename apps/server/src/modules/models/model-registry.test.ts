import { describe, expect, it } from 'vitest';
import {
  ModelError,
  type ModelProvider,
  type StreamEvent,
  type StreamRequest,
} from '../ai/model-provider.ts';
import { createOfflineProvider } from '../ai/offline-provider.ts';
import type { OpenAiProviderOptions } from '../ai/openai-provider.ts';
import { createModelHealth } from './model-health.ts';
import { createModelRegistry, type ModelCallOutcome } from './model-registry.ts';
import type { ModelRow, ProviderRow } from './models.repository.ts';
import { createSecretBox, keyFromSecret } from './secret-box.ts';

const box = createSecretBox(keyFromSecret('registry-test-secret-of-32-characters!!'));
const at = '2026-01-01T00:00:00.000Z';

const provider = (id: string, over: Partial<ProviderRow> = {}): ProviderRow => ({
  id,
  name: id,
  base_url: `http://${id}.test/v1`,
  api_key_enc: box.seal(`key-${id}`, id),
  enabled: 1,
  created_at: at,
  updated_at: at,
  ...over,
});

const model = (id: string, providerId: string, over: Partial<ModelRow> = {}): ModelRow => ({
  id,
  provider_id: providerId,
  upstream_model: `up-${id}`,
  label_zh: `模型${id}`,
  label_en: `Model ${id}`,
  tier: 'standard',
  supports_tools: 0,
  context_window: 8192,
  credits_per_answer: 2,
  enabled: 1,
  sort: 0,
  created_at: at,
  updated_at: at,
  ...over,
});

function setUp(tables: { providers: ProviderRow[]; models: ModelRow[] }) {
  let now = 0;
  const made: OpenAiProviderOptions[] = [];
  const asked: { baseURL: string; req: StreamRequest }[] = [];
  let fail: ModelError | null = null;
  const errors: unknown[] = [];
  const defaults = { chat: null as string | null };
  const health = createModelHealth({ now: () => now, degradedMs: 60_000 });
  const registry = createModelRegistry({
    repo: { providers: async () => tables.providers, models: async () => tables.models },
    box,
    settings: {
      current: () => ({ defaultChatModel: defaults.chat }) as never,
      onChange: () => () => {},
    },
    health,
    offline: createOfflineProvider(),
    timeouts: { connectMs: 1000, idleMs: 1000, totalMs: 1000 },
    now: () => now,
    log: { warn: () => {}, error: (obj) => errors.push(obj) },
    connect(opts): ModelProvider {
      made.push(opts);
      return {
        kind: 'openai',
        listModels: async () => ({ models: [], defaultModel: opts.model }),
        async *stream(req): AsyncGenerator<StreamEvent> {
          asked.push({ baseURL: opts.baseURL, req });
          now += 40;
          if (fail) throw fail;
          yield { type: 'delta', text: 'hi' };
          yield { type: 'done', finishReason: 'stop', usage: null };
        },
      };
    },
  });
  const ask = async (id?: string) => {
    const events: StreamEvent[] = [];
    for await (const e of registry.stream({
      ...(id ? { model: id } : {}),
      messages: [],
      signal: new AbortController().signal,
    }))
      events.push(e);
    return events;
  };
  return {
    registry,
    health,
    made,
    asked,
    errors,
    defaults,
    ask,
    failWith: (e: ModelError | null) => (fail = e),
    tick: (ms: number) => (now += ms),
  };
}

describe('model registry', () => {
  it('is the offline responder while no model is enabled', async () => {
    const s = setUp({ providers: [provider('p')], models: [model('m', 'p', { enabled: 0 })] });
    await s.registry.reload();
    expect(s.registry.kind).toBe('offline');
    expect((await s.registry.listModels()).models.map((m) => m.id)).toEqual(['offline']);
  });

  it('routes each model to its provider under the upstream name, with the provider’s key', async () => {
    const tables = {
      providers: [provider('p1'), provider('p2'), provider('off', { enabled: 0 })],
      models: [model('a', 'p1'), model('b', 'p2', { tier: 'premium' }), model('c', 'off')],
    };
    const s = setUp(tables);
    await s.registry.reload();
    expect(s.registry.kind).toBe('openai');
    const listed = await s.registry.listModels();
    expect(listed.models.map((m) => [m.id, m.labelZh, m.tier, m.creditsPerAnswer])).toEqual([
      ['a', '模型a', 'standard', 2],
      ['b', '模型b', 'premium', 2],
    ]);
    expect(listed.defaultModel).toBe('a');
    s.defaults.chat = 'b';
    expect((await s.registry.listModels()).defaultModel).toBe('b');

    await s.ask('a');
    await s.ask();
    expect(s.asked.map((x) => [x.baseURL, x.req.model])).toEqual([
      ['http://p1.test/v1', 'up-a'],
      ['http://p2.test/v1', 'up-b'],
    ]);
    expect(s.made.map((o) => o.apiKey).sort()).toEqual(['key-p1', 'key-p2']);
    // an unchanged provider keeps its client across reloads
    await s.registry.reload();
    expect(s.made).toHaveLength(2);
    tables.providers[0] = provider('p1', { updated_at: '2026-01-02T00:00:00.000Z' });
    await s.registry.reload();
    expect(s.made).toHaveLength(3);
  });

  it('leaves out a provider whose key cannot be opened, and says so in the log', async () => {
    const other = createSecretBox(keyFromSecret('another-secret-of-at-least-32-characters'));
    const s = setUp({
      providers: [provider('p1', { api_key_enc: other.seal('k', 'p1') }), provider('p2')],
      models: [model('a', 'p1'), model('b', 'p2')],
    });
    await s.registry.reload();
    expect((await s.registry.listModels()).models.map((m) => m.id)).toEqual(['b']);
    expect(s.errors).toHaveLength(1);
    expect(JSON.stringify(s.errors)).not.toContain('"k"');
  });

  it('records time to first token and marks a failing model degraded', async () => {
    const s = setUp({ providers: [provider('p')], models: [model('a', 'p')] });
    await s.registry.reload();
    await s.ask('a');
    expect(s.health.view('a')).toMatchObject({ calls: 1, errors: 0, latencyP50Ms: 40 });
    s.failWith(new ModelError('upstream', 'model server answered HTTP 502'));
    const failure = await s.ask('a').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ModelError);
    expect((failure as ModelError).degraded).toBe(true);
    expect((await s.registry.listModels()).models[0]?.degraded).toBe(true);
    s.tick(60_001);
    expect((await s.registry.listModels()).models[0]?.degraded).toBe(false);
    // not-configured is no upstream failure
    s.failWith(new ModelError('not-configured', 'x'));
    const other = await s.ask('a').catch((e: unknown) => e);
    expect((other as ModelError).degraded).toBe(false);
    expect(s.health.view('a').errors).toBe(1);
  });

  it('tells its observers how each call ended, once per call', async () => {
    const s = setUp({ providers: [provider('p')], models: [model('a', 'p')] });
    await s.registry.reload();
    const calls: ModelCallOutcome[] = [];
    const stop = s.registry.observe((call) => calls.push(call));
    await s.ask('a');
    s.failWith(new ModelError('timeout', 'no first token in time'));
    await s.ask('a').catch(() => undefined);
    s.failWith(null);
    // the reader stops after the first text (AI writing cuts at a field's length)
    for await (const _ of s.registry.stream({
      model: 'a',
      messages: [],
      signal: new AbortController().signal,
    })) {
      break;
    }
    expect(calls).toEqual([
      { model: 'a', outcome: 'ok', firstTokenMs: 40, totalMs: 40 },
      { model: 'a', outcome: 'timeout', firstTokenMs: null, totalMs: 40 },
      { model: 'a', outcome: 'ok', firstTokenMs: 40, totalMs: 40 },
    ]);
    stop();
    await s.ask('a');
    expect(calls).toHaveLength(3);
  });
});
