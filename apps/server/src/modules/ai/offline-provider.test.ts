import { describe, expect, it } from 'vitest';
import type { StreamEvent, StreamRequest } from './model-provider.ts';
import { createOfflineProvider, excerptOf } from './offline-provider.ts';

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
  it('quotes the best-matching excerpt with an English intro', async () => {
    const text = await answer({
      messages: [{ role: 'user', content: 'What about line one?' }],
      knowledge: ['Latte: 28 yuan.', 'Line one\nline two'],
      language: 'en-US',
    });
    expect(text).toContain(
      "No AI model is configured, so here is a short excerpt from this robot's",
    );
    expect(text).toContain('> Line one\n> line two');
    expect(text).not.toContain('Latte');
  });

  it('quotes the best-matching excerpt with a Chinese intro', async () => {
    const text = await answer({
      messages: [{ role: 'user', content: '拿铁多少钱？' }],
      knowledge: ['美式十八元。拿铁二十八元。'],
      language: 'zh-CN',
    });
    expect(text).toContain('当前没有配置 AI 模型');
    expect(text).toContain('> 拿铁二十八元。');
    expect(text).not.toContain('美式');
  });

  it('quotes at most maxQuoteChars characters, whatever the passages hold', async () => {
    const passages = Array.from({ length: 4 }, (_, p) =>
      Array.from({ length: 40 }, (_, i) => `第${p}段第${i}句讲的是产品${p * 40 + i}。`).join(''),
    );
    const quoted = (text: string) =>
      text
        .split('\n')
        .filter((l) => l.startsWith('>'))
        .map((l) => l.replace(/^> ?/, ''))
        .join('\n');
    for (const max of [1, 50, 240]) {
      const offline = createOfflineProvider({ maxQuoteChars: max });
      let text = '';
      for await (const e of offline.stream({
        messages: [{ role: 'user', content: '产品85是什么' }],
        knowledge: passages,
        signal: new AbortController().signal,
      })) {
        if (e.type === 'delta') text += e.text;
      }
      const q = quoted(text);
      expect(Array.from(q).length).toBeLessThanOrEqual(max);
      expect(q.endsWith('…')).toBe(true);
      if (max >= 50) expect(q.startsWith('第2段第5句讲的是产品85。')).toBe(true);
    }
  });

  it('answers the whole excerpt when it is short', () => {
    expect(excerptOf(['短。'], '短', 240)).toBe('短。');
    expect(excerptOf(['abc'], 'x', 0)).toBe('');
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
