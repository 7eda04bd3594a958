import { chatApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER } from '../../plugins/request-ids.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { plainModelInfo, type ModelProvider, type StreamEvent } from '../ai/model-provider.ts';
import { createUser } from '../robots/robots.test-helpers.ts';
import { streamChat } from './chat.test-helpers.ts';

/** A model that sends one piece of text and then fails in a way no model error describes (a bug). */
const brokenModel: ModelProvider = {
  kind: 'openai',
  async listModels() {
    return { models: [plainModelInfo('model-a', 'Model A')], defaultModel: 'model-a' };
  },
  async *stream(): AsyncGenerator<StreamEvent> {
    yield { type: 'delta', text: 'Half an answer' };
    throw new Error('an unexpected failure inside the answer');
  },
};

describe(`log lines written while an answer runs (${testDatabaseKind})`, () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'error' },
      {
        models: brokenModel,
        logStream: {
          write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>),
        },
      },
    );
  });
  afterAll(() => t.close());

  const failureLinesOf = (id: unknown) =>
    lines.filter((l) => l['msg'] === 'chat answer failed' && l['reqId'] === id);

  it('carry the id of the streamed request that asked', async () => {
    const user = await createUser(t);
    const r = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'A question the model breaks on',
    });
    expect(r.events.at(-1)).toMatchObject({ event: 'error', data: { code: 10502 } });
    const id = r.res.headers[REQUEST_ID_HEADER];
    expect(id).toEqual(expect.any(String));
    expect(failureLinesOf(id)).toHaveLength(1);
  });

  it('carry the id of a plain (not streamed) chat request', async () => {
    const user = await createUser(t);
    const r = await t.raw(chatApi.chat, {
      body: { conversationId: 'new_conversation', message: 'Again, without a stream' },
      token: user.token,
    });
    const id = r.res.headers[REQUEST_ID_HEADER];
    expect(id).toEqual(expect.any(String));
    expect(failureLinesOf(id)).toHaveLength(1);
  });
});
