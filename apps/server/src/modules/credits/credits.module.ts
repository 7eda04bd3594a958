import type { AppContext } from '../../app-context.ts';
import type { SettingsReader } from '../settings/settings.service.ts';
import type { Router } from '../../lib/router.ts';
import { createCreditsRepository } from './credits.repository.ts';
import { registerCreditRoutes } from './credits.routes.ts';
import { createCreditsService } from './credits.service.ts';

/** Credits: the balance call; exposes the service the chat pays through. */
export function createCreditsModule(ctx: AppContext & { settings: SettingsReader }) {
  const credits = createCreditsService({
    repo: createCreditsRepository(ctx.database.db),
    // The grant and the price come from the admin config (its defaults: CREDITS_* of the environment).
    settings: () => ({
      enabled: ctx.config.CREDITS_ENABLED,
      newUserGrant: ctx.settings.current().creditsNewUserGrant,
      perAnswer: ctx.settings.current().creditsPerAnswer,
    }),
  });
  return {
    credits,
    register(router: Router): void {
      registerCreditRoutes(router, credits);
    },
  };
}
