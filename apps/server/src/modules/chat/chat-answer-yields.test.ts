import { describe, expect, it } from 'vitest';
import type { ModelProvider, StreamEvent } from '../ai/model-provider.ts';
import { noTools, runAnswer } from './chat-answer.ts';
import { answerOnlyTurn, recordingIo } from './chat.test-helpers.ts';
import type { ChatRepository } from './chat.repository.ts';

const model = {
  kind: 'openai',
  listModels: async () => ({ models: [], defaultModel: 'm' }),
  async *stream(): AsyncGenerator<StreamEvent> {
    for (const text of ['one ', 'two ', 'three']) yield { type: 'delta', text };
    yield { type: 'done', finishReason: 'stop', usage: null };
  },
} as unknown as ModelProvider;

const turn = answerOnlyTurn();

const repo = { updateAnswer: async () => {} } as unknown as ChatRepository;

describe('an answer while other turns wait to start', () => {
  it('sends its first text, then waits before going on', async () => {
    const sent: string[] = [];
    let go!: () => void;
    let asked = 0;
    const answer = runAnswer(
      {
        repo,
        models: model,
        log: console,
        tools: noTools,
        maxToolCalls: 0,
        toolOutputMaxChars: 0,
        whileTurnsWait: () => {
          asked += 1;
          // turns wait only while the first piece is out
          return asked === 1 ? new Promise<void>((resolve) => (go = resolve)) : null;
        },
      },
      turn,
      recordingIo(sent),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual(['one ']);
    go();
    const outcome = await answer;
    expect(sent).toEqual(['one ', 'two ', 'three']);
    expect(outcome).toMatchObject({ status: 'done', content: 'one two three' });
  });

  it('ends as interrupted when the client leaves while it waits', async () => {
    const client = new AbortController();
    let go!: () => void;
    // a model that stops as soon as its caller aborts, as the real provider does
    const stoppable = {
      ...model,
      async *stream(req: { signal: AbortSignal }): AsyncGenerator<StreamEvent> {
        for (const text of ['one ', 'two ']) {
          if (req.signal.aborted) throw req.signal.reason;
          yield { type: 'delta', text };
        }
        yield { type: 'done', finishReason: 'stop', usage: null };
      },
    } as unknown as ModelProvider;
    const sent: string[] = [];
    const answer = runAnswer(
      {
        repo,
        models: stoppable,
        log: console,
        tools: noTools,
        maxToolCalls: 0,
        toolOutputMaxChars: 0,
        whileTurnsWait: () => new Promise<void>((resolve) => (go = resolve)),
      },
      turn,
      recordingIo(sent, { signal: client.signal }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    client.abort(new Error('client went away'));
    go();
    const outcome = await answer;
    expect(sent).toEqual(['one ']);
    expect(outcome).toMatchObject({ status: 'interrupted', content: 'one ' });
  });
});
