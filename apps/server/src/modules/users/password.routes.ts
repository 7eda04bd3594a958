import { accountApi } from '@robot/contracts';
import type { Router } from '../../lib/router.ts';
import type { PasswordChangeService } from './password-change.service.ts';

/** HTTP only: the signed-in user's password change. */
export function registerPasswordRoutes(router: Router, passwords: PasswordChangeService): void {
  router.route(accountApi.passwordChange, {
    auth: 'user',
    handler: ({ body, caller }) =>
      passwords.change(caller.user!, body, { address: caller.address }),
  });
}
