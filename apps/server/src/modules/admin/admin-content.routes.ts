import { adminApi } from '@robot/contracts';
import type { Router } from '../../lib/router.ts';
import { createAdminContentService } from './admin-content.service.ts';

export type AdminContentDeps = Parameters<typeof createAdminContentService>[0];

/** The admin's content calls (list, flags, delete): superusers only. */
export function registerAdminContentRoutes(router: Router, deps: AdminContentDeps): void {
  const content = createAdminContentService(deps);
  router.route(adminApi.content, {
    auth: 'superuser',
    handler: ({ query }) => content.list(query),
  });
  router.route(adminApi.contentUpdate, {
    auth: 'superuser',
    handler: ({ body, caller }) => content.update(body, caller),
  });
  router.route(adminApi.contentDelete, {
    auth: 'superuser',
    handler: ({ body, caller }) => content.delete(body, caller),
  });
}
