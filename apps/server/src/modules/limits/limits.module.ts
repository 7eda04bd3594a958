import { usageApi } from '@robot/contracts';
import type { Router } from '../../lib/router.ts';
import { createLimitsService, type LimitsDeps } from './limits.service.ts';

/**
 * Per-user limits (issue 11): the chat's turn gate, the models list's filter, and the caller's own
 * usage (GET /api/user/usage).
 */
export function createLimitsModule(deps: LimitsDeps) {
  const limits = createLimitsService(deps);
  return {
    limits,
    gate: limits.gate,
    register(router: Router): void {
      router.route(usageApi.usage, {
        auth: 'user',
        handler: ({ caller }) => limits.usage(caller.user!),
      });
    },
  };
}

export type LimitsModule = ReturnType<typeof createLimitsModule>;
