import { adminModelsApi } from '@robot/contracts';
import type { Router } from '../../lib/router.ts';
import type { ModelsService } from './models.service.ts';

/** GET|POST /api/admin/models: superusers only; every change audited by the service. */
export function registerModelsRoutes(router: Router, service: ModelsService): void {
  router.route(adminModelsApi.models, {
    auth: 'superuser',
    handler: () => service.view(),
  });
  router.route(adminModelsApi.modelsChange, {
    auth: 'superuser',
    handler: ({ body, caller }) => service.change(body, caller),
  });
}
