import { monitorApi } from '@robot/contracts';
import type { Router } from '../../lib/router.ts';
import type { MonitorService } from './monitor.service.ts';

/** Room for the 16 KB device info plus the message and JSON overhead; more is refused unread (10413). */
export const ERROR_ALERT_BODY_LIMIT = 20 * 1024;
/** Per address: a page stuck in an error loop must not flood the table. */
export const ERROR_ALERT_RATE = { max: 20, timeWindow: 60_000 };

export function registerMonitorRoutes(router: Router, monitor: MonitorService): void {
  router.route(monitorApi.errorAlert, {
    auth: 'optional',
    bodyLimit: ERROR_ALERT_BODY_LIMIT,
    rateLimit: ERROR_ALERT_RATE,
    handler: async ({ body, caller }) => {
      await monitor.report(body, { userId: caller.user?.id ?? null, ip: caller.ip || null });
      return null;
    },
  });

  router.route(monitorApi.health, {
    auth: 'public',
    handler: ({ request }) => monitor.health(request.log),
  });

  router.route(monitorApi.live, {
    auth: 'public',
    handler: async () => monitor.live(),
  });

  router.route(monitorApi.ready, {
    auth: 'public',
    handler: ({ request }) => monitor.ready(request.log),
  });
}
