import type { passwordChangeBody } from '@robot/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AuthService, CurrentUser } from '../auth/auth.service.ts';
import type { LoginLimiter } from './login-limiter.ts';
import type { PasswordPolicy } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { UsersRepository } from './users.repository.ts';

/**
 * Changing the password of the signed-in account. The current password is asked for again (a session
 * left open on a shared computer must not be enough to take the account over), and a wrong one counts
 * toward the same brake as a failed sign-in. An account made by SMS login has no password: it may set
 * its first one without, since there is none to give; from then on it changes like any other.
 * On success every other session of the account ends; the one that asked stays signed in.
 */
export function createPasswordChangeService(deps: {
  users: UsersRepository;
  limiter: LoginLimiter;
  policy: PasswordPolicy;
  auth: AuthService;
}) {
  const { users, limiter, policy, auth } = deps;
  return {
    async change(
      user: CurrentUser,
      body: z.output<typeof passwordChangeBody>,
      meta: { address: string },
    ): Promise<{ revokedSessions: number }> {
      const row = await users.findById(user.id);
      if (!row) throw new AppError('errors.invalidToken');
      const stored = row.password_hash;
      if (stored !== null) {
        if (!body.currentPassword) {
          throw AppError.invalidFields({ currentPassword: 'validation.required' });
        }
        // The same brake as sign-in: the try is counted (atomically) before the hash is checked.
        await limiter.takePasswordTry(row.id, meta.address);
        if (!(await verifyPassword(stored, body.currentPassword))) {
          throw new AppError('errors.incorrectCredentials');
        }
      }
      policy.assertAcceptable(body.newPassword, 'newPassword');
      const next = await hashPassword(body.newPassword);
      // Someone else changed it in between: the current password just checked is no longer it.
      if (!(await users.replacePasswordHash(row.id, stored, next, auth.nowIso()))) {
        throw new AppError('errors.incorrectCredentials');
      }
      if (stored !== null) await limiter.passwordSucceeded(row.id, meta.address);
      return { revokedSessions: await auth.revokeOthers(row.id, user.tokenHash) };
    },
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
