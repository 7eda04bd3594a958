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
    } finally {
      await redis.del(`rs:wechat:${appId}:ticket`, `rs:wechat:${appId}:token`);
      await Promise.all(apps.map((t) => t.close()));
    }
  });
});
