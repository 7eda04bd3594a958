import type { AppContext } from '../../app-context.ts';
import type { Router } from '../../lib/router.ts';
import { createUserBrake } from '../../lib/user-brake.ts';
import { createAuthService, type Clock } from './auth.service.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { registerSessionRoutes } from './sessions.routes.ts';
import { createSessionsService } from './sessions.service.ts';

/**
 * Sessions: the auth service every route checks tokens through (the router and the other modules
 * are handed it), the caller's devices, and the purge of expired sessions (run by start-up.ts).
 */
export function createAuthModule(
  ctx: Pick<AppContext, 'config' | 'database' | 'counters'>,
  options: { now?: Clock } = {},
) {
  const { config } = ctx;
  const sessions = createSessionsRepository(ctx.database.db);
  const auth = createAuthService({
    sessions,
    ttlSeconds: Math.round(config.SESSION_TTL_DAYS * 86400),
    idleSeconds: Math.round(config.SESSION_IDLE_MINUTES * 60),
    touchSeconds: config.SESSION_TOUCH_SECONDS,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    auth,
    /** start-up: sessions past their lifetime or idle too long */
    purgeExpired: (): Promise<void> => auth.purgeExpired(),
    register(router: Router): void {
      const changes = createUserBrake(
        ctx.counters,
        'account-changes',
        config.ACCOUNT_CHANGES_PER_MINUTE,
      );
      registerSessionRoutes(router, createSessionsService({ sessions, auth, changes }));
    },
  };
}

export type AuthModule = ReturnType<typeof createAuthModule>;
