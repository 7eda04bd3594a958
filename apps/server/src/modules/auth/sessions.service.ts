import type { SessionView } from '@robot/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { UserBrake } from '../../lib/user-brake.ts';
import type { AuthService, CurrentUser } from './auth.service.ts';
import { summariseDevice } from './device-summary.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/** The caller's own sign-in sessions: list them, end one, end them all. Never another user's. */
export function createSessionsService(deps: {
  sessions: SessionsRepository;
  auth: AuthService;
  /** `ACCOUNT_CHANGES_PER_MINUTE`, shared with the conversations' renames and deletes */
  changes: UserBrake;
}) {
  const { sessions, auth, changes } = deps;
  return {
    async list(user: CurrentUser): Promise<{ list: SessionView[]; total: number }> {
      const rows = await sessions.listActive(user.id, auth.nowIso(), auth.idleSinceIso());
      const list = rows.map((row) => ({
        id: row.id,
        device: summariseDevice(row.user_agent),
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
        current: row.token_hash === user.tokenHash,
      }));
      return { list, total: list.length };
    },

    /** Another user's session id, or one already ended, answers 10404 as if it did not exist. */
    async revoke(user: CurrentUser, id: string): Promise<void> {
      await changes.take(user.id);
      if (!(await auth.revokeById(user.id, id))) {
        throw new AppError('errors.sessionNotFound');
      }
    },

    async revokeAll(user: CurrentUser): Promise<void> {
      await auth.revokeAllOf(user.id);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
