import { describe, expect, it } from 'vitest';
import type { ModelProvider, StreamEvent } from '../ai/model-provider.ts';
import type { CurrentUser } from '../auth/auth.service.ts';
import { noTools, runAnswer } from './chat-answer.ts';
import type { AnswerUpdate, ChatRepository } from './chat.repository.ts';
import { answerOnlyTurn } from './chat.test-helpers.ts';

const PIECE = 'x'.repeat(10_000);
const PIECES = 400;

/** A model that sends `PIECES` pieces of 10 KB at once (4 MB: a model ignoring max_tokens). */
const bigModel = {
  kind: 'openai',
  listModels: async () => ({ models: [], defaultModel: 'm' }),
  async *stream(): AsyncGenerator<StreamEvent> {
    for (let i = 0; i < PIECES; i += 1) yield { type: 'delta', text: PIECE };
    yield { type: 'done', finishReason: 'stop', usage: null };
  },
} as unknown as ModelProvider;

describe('saving an answer while it streams', () => {
  it('writes a long answer a few times, not once per 2 KB, and one save at a time', async () => {
    const saves: number[] = [];
    let running = 0;
    let overlapped = false;
    const repo = {
      async updateAnswer(_id: string, update: AnswerUpdate) {
        running += 1;
        if (running > 1) overlapped = true;
        // a database slower than the model
        await new Promise((resolve) => setTimeout(resolve, 5));
        saves.push(update.content.length);
        running -= 1;
      },
    } as unknown as ChatRepository;
    const turn = answerOnlyTurn();
    const outcome = await runAnswer(
      {
        repo,
        models: bigModel,
        log: console,
        tools: noTools,
        maxToolCalls: 0,
        toolOutputMaxChars: 0,
      },
      turn,
      {
        onDelta: () => true,
        onTool: () => true,
        signal: new AbortController().signal,
        user: {} as CurrentUser,
      },
    );
    expect(outcome.status).toBe('done');
    expect(overlapped).toBe(false);
    // The step doubles past 2 KB: about log2(4 MB / 10 KB) saves, plus the final one. A fixed 2 KB
    // step made it 400, each writing the whole text so far (800 MB in all).
    expect(saves.length).toBeLessThan(20);
    expect(saves.at(-1)).toBe(PIECES * PIECE.length);
  });
});
