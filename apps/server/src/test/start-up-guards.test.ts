import { userApi } from '@robot/contracts';
import { once } from 'node:events';
import type * as ioredis from 'ioredis';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { recordingSmsSender } from '../modules/users/users.test-helpers.ts';
import { createTestApp, openTestDatabase } from './test-app.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

// Every ioredis client the server makes is recorded, to count them and see them closed.
const made = vi.hoisted(() => [] as Redis[]);
vi.mock('ioredis', async (importOriginal) => {
  const real = await importOriginal<typeof ioredis>();
  class Recorded extends real.Redis {
    constructor(...args: ConstructorParameters<typeof real.Redis>) {
      super(...args);
      made.push(this);
    }
  }
  return { ...real, Redis: Recorded, default: Recorded };
});

const env = (extra: Record<string, string>) =>
  loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '.data-test/no-web-dist',
    DATA_DIR: '.data-test/start-up-guards',
    ...extra,
  });

describe('start-up: one Redis client, no SMS codes in a production log', () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.drop());

  it('makes one Redis client for counters and the rate-limit plugin, and closes it on shutdown', async () => {
    made.length = 0;
    const app = await buildApp(env({ NODE_ENV: 'test', REDIS_URL }), {
      database: db.database,
      smsSender: recordingSmsSender(),
    });
    await app.ready();
    // a call that counts in Redis: a sign-in try (an unknown, unique name)
    const res = await app.inject({
      method: userApi.login.method,
      url: userApi.login.path,
      payload: { username: `nobody${Date.now()}`, password: 'whatever1' },
    });
    expect(res.json().code).toBe(10410);
    expect(made).toHaveLength(1);
    expect(made[0]!.status).toBe('ready');
    await app.close();
    // quit() resolves on the server's OK; the socket ends just after
    if (made[0]!.status !== 'end') await once(made[0]!, 'end');
    expect(made[0]!.status).toBe('end');
  });

  it('refuses to start in production with the log-only SMS sender', async () => {
    await expect(
      buildApp(env({ NODE_ENV: 'production' }), { database: db.database }),
    ).rejects.toThrow(/SMS_LOG_SENDER_IN_PRODUCTION/);
  });

  it('starts in production with the log-only sender only when the setting allows it', async () => {
    const app = await buildApp(
      env({ NODE_ENV: 'production', SMS_LOG_SENDER_IN_PRODUCTION: 'true' }),
      { database: db.database },
    );
    await app.close();
  });

  it('starts in production with a real sender, whatever the setting', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' }, { smsSender: recordingSmsSender() });
    await t.close();
  });
});
