import { accountApi } from '@robot/contracts';
import type { Router } from '../../lib/router.ts';
import type { SessionsService } from './sessions.service.ts';

/** HTTP only: the caller's sessions ('devices'). */
export function registerSessionRoutes(router: Router, sessions: SessionsService): void {
  router.route(accountApi.sessions, {
    auth: 'user',
    handler: ({ caller }) => sessions.list(caller.user!),
  });

  router.route(accountApi.sessionRevoke, {
    auth: 'user',
    handler: async ({ body, caller }) => {
      await sessions.revoke(caller.user!, body.id);
      return null;
    },
  });

  router.route(accountApi.logoutAll, {
    auth: 'user',
    handler: async ({ caller }) => {
      await sessions.revokeAll(caller.user!);
      return null;
    },
  });
}
