import { adminModelsApi } from '@robot/contracts';
import type { Router } from '../../lib/router.ts';
import type { AuditLog } from '../admin/audit-log.ts';
import type { PluginsService } from './plugins.service.ts';

/** The admin's plugin switches (superuser only; every change is audited). */
export function registerPluginRoutes(
  router: Router,
  deps: { plugins: PluginsService; audit: AuditLog },
): void {
  const { plugins, audit } = deps;

  router.route(adminModelsApi.plugins, {
    auth: 'superuser',
    handler: async () => ({ list: plugins.adminList() }),
  });

  router.route(adminModelsApi.pluginsChange, {
    auth: 'superuser',
    handler: async ({ body, caller }) => {
      const { before } = await plugins.setEnabled(body.id, body.enabled);
      await audit.record(caller, {
        action: 'plugins.update',
        targetKind: 'plugin',
        targetId: body.id,
        before: { enabled: before },
        after: { enabled: body.enabled },
      });
      return { list: plugins.adminList() };
    },
  });
}
