import type { AppContext } from '../../app-context.ts';
import type { Router } from '../../lib/router.ts';
import { createCreditsRepository } from './credits.repository.ts';
import { registerCreditRoutes } from './credits.routes.ts';
import { createCreditsService } from './credits.service.ts';

/** Credits: the balance call; exposes the service the chat pays through. */
export function createCreditsModule(ctx: AppContext) {
  const credits = createCreditsService({
    repo: createCreditsRepository(ctx.database.db),
    settings: {
      enabled: ctx.config.CREDITS_ENABLED,
      newUserGrant: ctx.config.CREDITS_NEW_USER_GRANT,
      perAnswer: ctx.config.CREDITS_PER_ANSWER,
    },
  });
  return {
    credits,
    register(router: Router): void {
      registerCreditRoutes(router, credits);
    },
  };
}
