import { describe, expect, it, vi } from 'vitest';
import type { ModelProvider, StreamEvent, StreamRequest } from '../ai/model-provider.ts';
import { noTools, runAnswer, type AnswerIo } from './chat-answer.ts';
import { answerOnlyTurn, recordingIo } from './chat.test-helpers.ts';
import type { ChatRepository } from './chat.repository.ts';

const TOKENS = ['one ', 'two ', 'three'];

/** A model that answers TOKENS at once and records what it was asked with. */
function recordingModel() {
  const calls: StreamRequest[] = [];
  const model = {
    kind: 'openai',
    listModels: async () => ({ models: [], defaultModel: 'm' }),
    async *stream(req: StreamRequest): AsyncGenerator<StreamEvent> {
      calls.push(req);
      for (const text of TOKENS) {
        if (req.signal.aborted) throw req.signal.reason;
        yield { type: 'delta', text };
      }
      yield { type: 'done', finishReason: 'stop', usage: null };
    },
  } as unknown as ModelProvider;
  return { model, calls };
}

function run(model: ModelProvider, io: Partial<AnswerIo>) {
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
    recordingIo(sent, io),
  );
  return { answer, sent, saves };
}

describe('an answer that starts (the turn stored, the stream opened) while the model works', () => {
  it('asks the model first, then starts, and reads nothing of the answer before it has started', async () => {
    const { model, calls } = recordingModel();
    const order: string[] = [];
    let finishStart!: () => void;
    const started = vi.fn(async () => {
      order.push(`started after ${calls.length} call`);
      await new Promise<void>((resolve) => (finishStart = resolve));
      order.push('stored');
    });
    const { answer, sent, saves } = run(model, { started });
    await vi.waitFor(() => expect(started).toHaveBeenCalled());
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual([]);
    expect(saves).toEqual([]);
    finishStart();
    const outcome = await answer;
    expect(order).toEqual(['started after 1 call', 'stored']);
    expect(sent).toEqual(TOKENS);
    expect(outcome).toMatchObject({ status: 'done', content: 'one two three' });
    expect(saves.at(-1)).toMatchObject({ content: 'one two three', status: 'done' });
  });

  it('a start that fails cuts the model’s request, saves nothing and is thrown', async () => {
    const { model, calls } = recordingModel();
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

  it('a client that leaves while it starts ends the answer as interrupted', async () => {
    const { model, calls } = recordingModel();
    const client = new AbortController();
    const { answer, sent } = run(model, {
      signal: client.signal,
      started: async () => {
        client.abort(new Error('client went away'));
      },
    });
    const outcome = await answer;
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(outcome.status).toBe('interrupted');
    expect(sent.length).toBeLessThanOrEqual(1);
  });
});
