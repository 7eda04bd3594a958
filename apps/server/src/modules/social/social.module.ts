import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Router } from '../../lib/router.ts';
import { createMemoryCredentialCache, createRedisCredentialCache } from './credential-cache.ts';
import { registerSocialRoutes } from './social.routes.ts';
import { createSocialService } from './social.service.ts';
import { createWeChatClient } from './wechat-client.ts';

/** Sharing: the WeChat JS-SDK signature for this site's pages. */
export function registerSocialModule(
  router: Router,
  ctx: AppContext & { log: FastifyBaseLogger },
): void {
  const { config, redis, log } = ctx;
  const appId = config.WECHAT_APP_ID;
  const appSecret = config.WECHAT_APP_SECRET;
  const social = createSocialService({
    ...(appId && appSecret
      ? {
          weChat: {
            appId,
            client: createWeChatClient({
              apiBase: config.WECHAT_API_BASE,
              appId,
              appSecret,
              timeoutMs: config.WECHAT_TIMEOUT_MS,
            }),
          },
        }
      : {}),
    cache: redis
      ? createRedisCredentialCache(redis, (err) => log.warn({ err }, 'wechat cache redis error'))
      : createMemoryCredentialCache(),
    marginSeconds: config.WECHAT_TOKEN_MARGIN_SECONDS,
    timeoutMs: config.WECHAT_TIMEOUT_MS,
    publicUrl: config.PUBLIC_URL || undefined,
    log,
  });
  registerSocialRoutes(router, social, {
    max: config.WECHAT_CONFIG_RATE_PER_MINUTE,
    timeWindow: 60_000,
  });
}
