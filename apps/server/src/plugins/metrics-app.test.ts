import { chatApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamChat } from '../modules/chat/chat.test-helpers.ts';
import { createUser } from '../modules/robots/robots.test-helpers.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../test/fake-openai.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/test-app.ts';
import { METRICS_PATH } from './metrics-endpoint.ts';

const MODEL = 'metrics-model';

/** The value of one series in Prometheus text (0 when absent). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe(`metrics of the real app: chat answers and model calls (${testDatabaseKind})`, () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ answer: 'counted once, whatever its length' });
    t = await createTestApp({
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_API_KEY: 'sk-metrics-test',
      OPENAI_MODEL: MODEL,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const scrape = async () => (await t.app.inject({ method: 'GET', url: METRICS_PATH })).body;

  it('counts each model call once by how it ended, and the chat stream by its route (request id included)', async () => {
    const user = await createUser(t);
    const ok = await streamChat(t, user.token, {
      conversationId: 'new_conversation',
      message: 'Hello',
    });
    expect(ok.events.some((e) => e.event === 'done')).toBe(true);
    // an event stream names its request like every other answer
    expect(ok.res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    fake.setMode('http500');
    await streamChat(t, user.token, { conversationId: 'new_conversation', message: 'Again' });

    const text = await scrape();
    expect(
      valueOf(text, `model_request_duration_seconds_count{model="${MODEL}",outcome="ok"}`),
    ).toBe(1);
    expect(valueOf(text, `model_first_token_seconds_count{model="${MODEL}"}`)).toBe(1);
    expect(valueOf(text, `model_request_errors_total{model="${MODEL}",kind="upstream"}`)).toBe(1);
    expect(
      valueOf(
        text,
        `http_request_duration_seconds_count{method="POST",route="${chatApi.stream.path}",status_code="200"}`,
      ),
    ).toBe(2);
    // both streams ended
    expect(valueOf(text, 'http_sse_streams_active')).toBe(0);
  });
});
