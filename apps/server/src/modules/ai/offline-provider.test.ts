import { describe, expect, it } from 'vitest';
import type { StreamEvent, StreamRequest } from './model-provider.ts';
import { createOfflineProvider } from './offline-provider.ts';

const offline = createOfflineProvider();

async function answer(req: Partial<StreamRequest>) {
  const events: StreamEvent[] = [];
  for await (const e of offline.stream({
    messages: [{ role: 'user', content: 'q' }],
    signal: new AbortController().signal,
    ...req,
  })) {
    events.push(e);
  }
  const deltas = events.filter((e) => e.type === 'delta');
  expect(deltas.length).toBeGreaterThan(1); // streamed in pieces
  expect(events.at(-1)).toEqual({ type: 'done', finishReason: 'stop', usage: null });
  return deltas.map((e) => e.text).join('');
}

describe('offline responder', () => {
  it('quotes the passages with an English intro', async () => {
    const text = await answer({
      knowledge: ['Latte: 28 yuan.', 'Line one\nline two'],
      language: 'en-US',
    });
    expect(text).toContain(
      "No AI model is configured, so here are the passages from this robot's knowledge",
    );
    expect(text).toContain('> Latte: 28 yuan.');
    expect(text).toContain('> Line one\n> line two');
  });

  it('quotes the passages with a Chinese intro', async () => {
    const text = await answer({ knowledge: ['拿铁二十八元。'], language: 'zh-CN' });
    expect(text).toContain('当前没有配置 AI 模型');
    expect(text).toContain('> 拿铁二十八元。');
  });

  it('without passages explains how to configure a model, in either language', async () => {
    const en = await answer({ language: 'en-US' });
    const zh = await answer({ language: 'zh-CN', knowledge: [] });
    for (const text of [en, zh]) {
      for (const name of ['OPENAI_BASE_URL', 'OPENAI_API_KEY', 'OPENAI_MODEL']) {
        expect(text).toContain(name);
      }
    }
    expect(en).toContain('No AI model is configured');
    expect(zh).toContain('当前没有配置 AI 模型');
  });

  it('stops with the abort reason', async () => {
    const controller = new AbortController();
    const reason = new Error('gone');
    const got: string[] = [];
    await expect(
      (async () => {
        for await (const e of offline.stream({ messages: [], signal: controller.signal })) {
          if (e.type === 'delta') got.push(e.text);
          controller.abort(reason);
        }
      })(),
    ).rejects.toBe(reason);
    expect(got).toHaveLength(1);
  });

  it('lists itself as the only model', async () => {
    const { models, defaultModel } = await offline.listModels();
    expect(models.map((m) => m.id)).toEqual([defaultModel]);
  });
});
