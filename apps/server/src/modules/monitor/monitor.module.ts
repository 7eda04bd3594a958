import type { AppContext } from '../../app-context.ts';
import type { Router } from '../../lib/router.ts';
import { createErrorReportsRepository } from './monitor.repository.ts';
import { registerMonitorRoutes } from './monitor.routes.ts';
import { createMonitorService } from './monitor.service.ts';

/** Browser error reports and the health checks (health, liveness, readiness). */
export function registerMonitorModule(router: Router, ctx: AppContext): void {
  const monitor = createMonitorService({
    reports: createErrorReportsRepository(ctx.database.db),
    database: ctx.database,
    ...(ctx.redis ? { redis: ctx.redis } : {}),
  });
  registerMonitorRoutes(router, monitor);
}
