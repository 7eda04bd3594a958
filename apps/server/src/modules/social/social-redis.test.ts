import { randomBytes } from 'node:crypto';
import { socialApi } from '@robot/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWeChat, type FakeWeChat } from '../../test/fake-wechat.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const PAGE = 'https://robots.example/article-detail/1';

let wechat: FakeWeChat;
let redis: Redis;

beforeAll(async () => {
  wechat = await startFakeWeChat();
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
});
afterAll(async () => {
  await redis.quit();
  await wechat.close();
});

describe('getWeChatConfig with Redis', { timeout: 30_000 }, () => {
  it('two instances on one Redis fetch the token and ticket once, kept with an expiry', async () => {
    // An app id of its own, so that keys of other runs cannot answer for this one.
    const appId = `wx-${randomBytes(6).toString('hex')}`;
    const env = {
      REDIS_URL,
      PUBLIC_URL: 'https://robots.example',
      WECHAT_APP_ID: appId,
      WECHAT_APP_SECRET: 'shared-secret',
      WECHAT_API_BASE: wechat.url,
    };
    const apps: TestApp[] = [await createTestApp(env), await createTestApp(env)];
    try {
      const [first, second] = apps as [TestApp, TestApp];
      const a = await first.api(socialApi.weChatConfig, { query: { url: PAGE } });
      const b = await second.api(socialApi.weChatConfig, { query: { url: PAGE } });
      expect([a.code, b.code]).toEqual([200, 200]);
      expect(wechat.calls['/cgi-bin/token']).toHaveLength(1);
      expect(wechat.calls['/cgi-bin/ticket/getticket']).toHaveLength(1);

      const ttl = await redis.ttl(`rs:wechat:${appId}:ticket`);
      expect(ttl).toBeGreaterThan(7200 - 300 - 10);
      expect(ttl).toBeLessThanOrEqual(7200 - 300);
      expect(await redis.get(`rs:wechat:${appId}:token`)).toBe('token-1');
      expect(await redis.exists(`rs:wechat:${appId}:lock`)).toBe(0);
    } finally {
      await redis.del(`rs:wechat:${appId}:ticket`, `rs:wechat:${appId}:token`);
      await Promise.all(apps.map((t) => t.close()));
    }
  });

  it('two instances asking at the same moment still fetch once; a failure frees the other at once', async () => {
    const appId = `wx-${randomBytes(6).toString('hex')}`;
    const env = {
      REDIS_URL,
      PUBLIC_URL: 'https://robots.example',
      WECHAT_APP_ID: appId,
      WECHAT_APP_SECRET: 'shared-secret',
      WECHAT_API_BASE: wechat.url,
      WECHAT_CONFIG_RATE_PER_MINUTE: '1000',
    };
    const apps: TestApp[] = [await createTestApp(env), await createTestApp(env)];
    try {
      wechat.calls = {};
      wechat.issued = { tokens: 0, tickets: 0 };
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          apps[i % 2]!.api(socialApi.weChatConfig, { query: { url: PAGE } }),
        ),
      );
      expect(burst.map((r) => r.code)).toEqual(Array.from({ length: 20 }, () => 200));
      expect(wechat.calls['/cgi-bin/token']).toHaveLength(1);
      expect(wechat.calls['/cgi-bin/ticket/getticket']).toHaveLength(1);

      // Both fail at once: neither waits out the other's claim (10 s with the default timeout).
      await redis.del(`rs:wechat:${appId}:ticket`, `rs:wechat:${appId}:token`);
      wechat.token.errcode = 40013;
      const started = Date.now();
      const failed = await Promise.all(
        apps.map((t) => t.api(socialApi.weChatConfig, { query: { url: PAGE } })),
      );
      expect(failed.map((r) => r.code)).toEqual([10503, 10503]);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      wechat.token = {};
      await redis.del(
        `rs:wechat:${appId}:ticket`,
        `rs:wechat:${appId}:token`,
        `rs:wechat:${appId}:lock`,
      );
      await Promise.all(apps.map((t) => t.close()));
    }
  });
});
