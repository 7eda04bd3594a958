import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { isAppError } from '../../lib/app-error.ts';
import { createMemoryCredentialCache } from './credential-cache.ts';
import { createSocialService } from './social.service.ts';
import { createWeChatClient } from './wechat-client.ts';
import { startFakeWeChat } from '../../test/fake-wechat.ts';

describe('social service', () => {
  it('logs the step and errcode of a WeChat refusal, never the secret', async () => {
    const wechat = await startFakeWeChat();
    try {
      wechat.token.errcode = 40125;
      const warn = vi.fn();
      const service = createSocialService({
        weChat: {
          appId: 'wx-app',
          client: createWeChatClient({
            apiBase: wechat.url,
            appId: 'wx-app',
            appSecret: 'never-log-this-secret',
            timeoutMs: 1000,
          }),
        },
        cache: createMemoryCredentialCache(),
        marginSeconds: 300,
        timeoutMs: 1000,
        publicUrl: 'https://robots.example',
        log: { warn } as unknown as FastifyBaseLogger,
      });
      const error = await service
        .weChatConfig('https://robots.example/a', 'http://ignored')
        .catch((e: unknown) => e);
      expect(isAppError(error) && error.key).toBe('errors.wechatTokenFailure');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatchObject({ step: 'token', errcode: 40125 });
      expect(JSON.stringify(warn.mock.calls)).not.toContain('never-log-this-secret');
    } finally {
      await wechat.close();
    }
  });
});
