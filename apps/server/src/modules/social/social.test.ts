import { socialApi } from '@robot/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWeChat, type FakeWeChat } from '../../test/fake-wechat.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signWeChatPage } from './wechat-signature.ts';

const SITE = 'https://robots.example';
const PAGE = `${SITE}/ai-tool-detail/0b7c?from=singlemessage`;

let wechat: FakeWeChat;
const apps: TestApp[] = [];

const appWith = async (env: Record<string, string> = {}) => {
  const t = await createTestApp({
    PUBLIC_URL: SITE,
    WECHAT_APP_ID: 'wx-test-app',
    WECHAT_APP_SECRET: 'top-secret-value',
    WECHAT_API_BASE: wechat.url,
    ...env,
  });
  apps.push(t);
  return t;
};

const tokenCalls = () => wechat.calls['/cgi-bin/token']?.length ?? 0;
const ticketCalls = () => wechat.calls['/cgi-bin/ticket/getticket']?.length ?? 0;

beforeAll(async () => {
  wechat = await startFakeWeChat();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
  wechat.calls = {};
  wechat.token = {};
  wechat.ticket = {};
  wechat.issued = { tokens: 0, tickets: 0 };
});
afterAll(() => wechat.close());

describe('GET getWeChatConfig', { timeout: 30_000 }, () => {
  it('signs the page without its fragment with a ticket fetched with the app id and secret', async () => {
    const t = await appWith();
    const before = Math.floor(Date.now() / 1000);
    const res = await t.api(socialApi.weChatConfig, { query: { url: `${PAGE}#comments` } });
    expect(res.code).toBe(200);
    const config = res.data!;
    expect(config.appId).toBe('wx-test-app');
    expect(config.timestamp).toBeGreaterThanOrEqual(before);
    expect(config.nonceStr).toMatch(/^[0-9a-f]{16}$/);
    expect(config.signature).toBe(
      signWeChatPage({
        ticket: 'ticket-1',
        nonceStr: config.nonceStr,
        timestamp: config.timestamp,
        url: PAGE,
      }).signature,
    );
    const [token] = wechat.calls['/cgi-bin/token']!;
    expect(Object.fromEntries(token!)).toEqual({
      grant_type: 'client_credential',
      appid: 'wx-test-app',
      secret: 'top-secret-value',
    });
    const [ticket] = wechat.calls['/cgi-bin/ticket/getticket']!;
    expect(Object.fromEntries(ticket!)).toEqual({ access_token: 'token-1', type: 'jsapi' });
  });

  it('fetches the token and ticket once for a burst of 100 and keeps them until they expire', async () => {
    const t = await appWith({ WECHAT_CONFIG_RATE_PER_MINUTE: '1000' });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => t.api(socialApi.weChatConfig, { query: { url: PAGE } })),
    );
    expect(answers.every((a) => a.code === 200)).toBe(true);
    expect(await t.api(socialApi.weChatConfig, { query: { url: PAGE } })).toMatchObject({
      code: 200,
    });
    expect([tokenCalls(), ticketCalls()]).toEqual([1, 1]);
  });

  it('does not keep credentials that expire within the safety margin', async () => {
    const t = await appWith({ WECHAT_TOKEN_MARGIN_SECONDS: '300' });
    wechat.token.expiresIn = 300;
    wechat.ticket.expiresIn = 300;
    await t.api(socialApi.weChatConfig, { query: { url: PAGE } });
    await t.api(socialApi.weChatConfig, { query: { url: PAGE } });
    expect([tokenCalls(), ticketCalls()]).toEqual([2, 2]);
  });

  it('answers 10503 when WeChat is not configured', async () => {
    const t = await appWith({ WECHAT_APP_ID: '', WECHAT_APP_SECRET: '' });
    const res = await t.api(socialApi.weChatConfig, { query: { url: PAGE } });
    expect([res.status, res.code, res.msg]).toEqual([503, 10503, 'errors.wechatTokenFailure']);
    expect(tokenCalls()).toBe(0);
  });

  it('refuses pages of other origins and addresses that are not http(s)', async () => {
    const t = await appWith();
    for (const [url, reason] of [
      ['https://evil.example/ai-tool-detail/1', 'validation.invalidValue'],
      ['http://robots.example/ai-tool-detail/1', 'validation.invalidValue'],
      ['https://robots.example:8443/x', 'validation.invalidValue'],
      ['/ai-tool-detail/1', 'validation.invalidFormat'],
      ['javascript:alert(1)', 'validation.invalidFormat'],
    ] as const) {
      const res = await t.api(socialApi.weChatConfig, { query: { url } });
      expect([res.code, res.fields], url).toEqual([10400, { url: reason }]);
    }
    expect(tokenCalls()).toBe(0);
  });

  it("without PUBLIC_URL signs pages of the request's own origin only", async () => {
    const t = await appWith({ PUBLIC_URL: '' });
    const headers = { host: 'share.example' };
    const ok = await t.api(socialApi.weChatConfig, {
      query: { url: 'http://share.example/a' },
      headers,
    });
    expect(ok.code).toBe(200);
    const other = await t.api(socialApi.weChatConfig, { query: { url: PAGE }, headers });
    expect(other.fields).toEqual({ url: 'validation.invalidValue' });
  });

  it('answers 10503 for a WeChat errcode, and asks again next time', async () => {
    const t = await appWith();
    wechat.token.errcode = 40013;
    const res = await t.api(socialApi.weChatConfig, { query: { url: PAGE } });
    expect(res.code).toBe(10503);
    wechat.token = {};
    expect((await t.api(socialApi.weChatConfig, { query: { url: PAGE } })).code).toBe(200);
    expect(tokenCalls()).toBe(2);
  });

  it('drops a token WeChat no longer accepts for tickets', async () => {
    const t = await appWith();
    wechat.ticket.errcode = 40001;
    expect((await t.api(socialApi.weChatConfig, { query: { url: PAGE } })).code).toBe(10503);
    wechat.ticket = {};
    expect((await t.api(socialApi.weChatConfig, { query: { url: PAGE } })).code).toBe(200);
    expect([tokenCalls(), ticketCalls()]).toEqual([2, 2]);
  });

  it('answers 10503 when WeChat stalls past the timeout or cannot be reached', async () => {
    const t = await appWith({ WECHAT_TIMEOUT_MS: '200' });
    wechat.ticket.stall = true;
    const started = Date.now();
    expect((await t.api(socialApi.weChatConfig, { query: { url: PAGE } })).code).toBe(10503);
    expect(Date.now() - started).toBeLessThan(5_000);

    const down = await appWith({ WECHAT_API_BASE: 'http://127.0.0.1:9' });
    expect((await down.api(socialApi.weChatConfig, { query: { url: PAGE } })).code).toBe(10503);
  });

  it('limits calls per address', async () => {
    const t = await appWith({ WECHAT_CONFIG_RATE_PER_MINUTE: '2' });
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await t.api(socialApi.weChatConfig, { query: { url: PAGE } })).code);
    }
    expect(codes).toEqual([200, 200, 10429]);
  });
});
