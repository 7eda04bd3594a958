import { socialApi } from '@robot/contracts';
import type { Router } from '../../lib/router.ts';
import type { SocialService } from './social.service.ts';

export function registerSocialRoutes(
  router: Router,
  social: SocialService,
  rate: { max: number; timeWindow: number },
): void {
  router.route(socialApi.weChatConfig, {
    auth: 'public',
    rateLimit: rate,
    handler: ({ query, request }) =>
      social.weChatConfig(query.url, `${request.protocol}://${request.host}`, request.log),
  });
}
