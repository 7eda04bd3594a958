import { describe, expect, it, vi } from 'vitest';
import type { ModelProvider, StreamEvent, StreamRequest } from '../ai/model-provider.ts';
import type { CurrentUser } from '../auth/auth.service.ts';
import { noTools, runAnswer, type AnswerIo } from './chat-answer.ts';
import { answerOnlyTurn } from './chat.test-helpers.ts';
import type { ChatRepository } from './chat.repository.ts';

const TOKENS = ['one ', 'two ', 'three'];

/**
 * A model that hands its text to `onText` (as the OpenAI-compatible provider does) or yields it, and
 * records what it was asked with.
 */
function modelThat(hands: boolean) {
  const calls: StreamRequest[] = [];
  const model = {
    kind: 'openai',
    listModels: async () => ({ models: [], defaultModel: 'm' }),
    async *stream(req: StreamRequest): AsyncGenerator<StreamEvent> {
      calls.push(req);
      for (const text of TOKENS) {
        if (req.signal.aborted) throw req.signal.reason;
        if (hands && req.onText) await req.onText(text);
        else yield { type: 'delta', text };
      }
      yield { type: 'done', finishReason: 'stop', usage: null };
    },
  } as unknown as ModelProvider;
  return { model, calls };
}

function run(model: ModelProvider, io: Partial<AnswerIo> = {}) {
  const saves: unknown[] = [];
  const repo = {
    updateAnswer: async (_id: string, change: unknown) => {
      saves.push(change);
    },
  } as unknown as ChatRepository;
  const sent: string[] = [];
  const answer = runAnswer(
    { repo, models: model, log: console, tools: noTools, maxToolCalls: 0, toolOutputMaxChars: 0 },
    answerOnlyTurn(),
    {
      onDelta: (text) => {
        sent.push(text);
        return true;
      },
      onTool: () => true,
      signal: new AbortController().signal,
      user: {} as CurrentUser,
      ...io,
    },
  );
  return { answer, sent, saves };
}

describe.each([
  ['hands its text to onText', true],
  ['yields its text', false],
])('an answer from a model that %s', (_name, hands) => {
  it('shows and keeps every piece, in order, and saves the answer at the end', async () => {
    const { model } = modelThat(hands);
    const { answer, sent, saves } = run(model);
    const outcome = await answer;
    expect(sent).toEqual(TOKENS);
    expect(outcome).toMatchObject({
      status: 'done',
      content: 'one two three',
      finishReason: 'stop',
    });
    expect(saves.at(-1)).toMatchObject({ content: 'one two three', status: 'done' });
  });

  it('asks the model first, then starts, and shows nothing before it has started', async () => {
    const { model, calls } = modelThat(hands);
    const order: string[] = [];
    let finishStart!: () => void;
    const started = vi.fn(async () => {
      order.push(`started after ${calls.length} call`);
      await new Promise<void>((resolve) => (finishStart = resolve));
      order.push('stored');
    });
    const { answer, sent } = run(model, {
      started,
      onDelta: (text) => {
        order.push(`text ${text}`);
        sent.push(text);
        return true;
      },
    });
    await vi.waitFor(() => expect(started).toHaveBeenCalled());
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual([]);
    finishStart();
    await answer;
    expect(order).toEqual([
      'started after 1 call',
      'stored',
      'text one ',
      'text two ',
      'text three',
    ]);
  });

  it('a start that fails cuts the model’s request, saves nothing and is thrown', async () => {
    const { model, calls } = modelThat(hands);
    const { answer, sent, saves } = run(model, {
      started: async () => {
        throw new Error('disk full');
      },
    });
    await expect(answer).rejects.toThrow('disk full');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(sent).toEqual([]);
    expect(saves).toEqual([]);
  });

  it('a slow client holds the model: nothing more is read until it has taken the text', async () => {
    const { model } = modelThat(hands);
    let take!: () => void;
    const sent: string[] = [];
    const { answer } = run(model, {
      onDelta: (text) => {
        sent.push(text);
        return sent.length === 1 ? new Promise<boolean>((r) => (take = () => r(true))) : true;
      },
    });
    await vi.waitFor(() => expect(sent).toEqual(['one ']));
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual(['one ']);
    take();
    expect((await answer).content).toBe('one two three');
  });
});
