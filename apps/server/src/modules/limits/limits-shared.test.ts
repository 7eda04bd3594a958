import { randomBytes } from 'node:crypto';
import { chatApi } from '@robot/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createRedisCounterStore } from '../../lib/counters.ts';
import { callApi } from '../../test/api-client.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../robots/robots.test-helpers.ts';
import { streamChat } from '../chat/chat.test-helpers.ts';
import { modelsWithPremium, setOverrides } from './limits.test-helpers.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** Two instances on one database and one Redis: the limits are counted once for both. */
describe(`per-user limits across instances (${testDatabaseKind}, Redis)`, () => {
  const prefix = `rs:test:limits:${randomBytes(6).toString('hex')}:`;
  let redis: Redis;
  let t: TestApp;
  let other: FastifyInstance;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    const env = {
      CHAT_MAX_CONCURRENT_STREAMS_PER_USER: '100',
      CHAT_RATE_PER_MINUTE: '10000',
      CREDITS_ENABLED: 'false',
    };
    t = await createTestApp(env, {
      models: modelsWithPremium(),
      counters: createRedisCounterStore(redis, prefix),
    });
    other = await buildApp(t.config, {
      database: t.database,
      models: modelsWithPremium(),
      counters: createRedisCounterStore(redis, prefix),
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  const askOn = (
    app: FastifyInstance | null,
    token: string,
    extra: Record<string, unknown> = {},
  ) =>
    app
      ? callApi(app, chatApi.stream, {
          body: { conversationId: 'new_conversation', message: 'A question', ...extra },
          token,
        })
      : streamChat(t, token, {
          conversationId: 'new_conversation',
          message: 'A question',
          ...extra,
        });

  it('daily asks: 10 parallel asks over two instances at a limit of 3, exactly 3 pass', async () => {
    const u = await createUser(t);
    await setOverrides(t, u.uuid, { dailyAsks: 3 });
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, i) => askOn(i % 2 ? other : null, u.token)),
    );
    expect(all.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of all.filter((x) => x.status !== 200)) {
      expect(r.body).toMatchObject({ code: 10429, msg: 'errors.dailyAsksExceeded' });
    }
  });

  it('premium asks per 3 hours and conversations: parallel over two instances, never past the limit', async () => {
    const u = await createUser(t);
    await setOverrides(t, u.uuid, { premium: true, premiumAsksPer3h: 2, maxConversations: 4 });
    const all = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        askOn(i % 2 ? other : null, u.token, { model: 'model-p' }),
      ),
    );
    const passed = all.filter((r) => r.status === 200).length;
    expect(passed).toBeGreaterThan(0);
    expect(passed).toBeLessThanOrEqual(2);
    const stored = await t.database.db
      .selectFrom('messages')
      .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('conversations.user_id', '=', u.uuid)
      .where('messages.role', '=', 'assistant')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(passed);
  });
});
