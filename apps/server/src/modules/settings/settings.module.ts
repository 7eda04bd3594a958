import { usageApi } from '@robot/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Router } from '../../lib/router.ts';
import type { NotifyBus } from '../../lib/notify/notify-bus.ts';
import { createSettingsRepository } from './settings.repository.ts';
import { createSettingsService } from './settings.service.ts';

/**
 * The live admin config (settings.service.ts). Other modules get its `SettingsReader`; the admin
 * module changes it. Visitors read the part every page needs (registration, announcement), and
 * where the install's uploads live (`uploadsBaseUrl`, the storage's: decision 049).
 */
export function createSettingsModule(
  ctx: Pick<AppContext, 'database' | 'config'> & {
    log: { warn(obj: unknown, msg: string): void };
    notify?: NotifyBus;
    /** Storage.uploadsBaseUrl: fixed for the life of the process */
    uploadsBaseUrl: string | null;
  },
) {
  const service = createSettingsService({
    repo: createSettingsRepository(ctx.database.db),
    config: ctx.config,
    log: ctx.log,
    ...(ctx.notify ? { notify: ctx.notify } : {}),
  });
  return {
    settings: service,
    register(router: Router): void {
      router.route(usageApi.siteSettings, {
        auth: 'public',
        handler: async () => ({ ...service.site(), uploadsBaseUrl: ctx.uploadsBaseUrl }),
      });
    },
  };
}

export type SettingsModule = ReturnType<typeof createSettingsModule>;
