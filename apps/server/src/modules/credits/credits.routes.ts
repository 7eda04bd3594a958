import { creditApi } from '@robot/contracts';
import type { Router } from '../../lib/router.ts';
import type { CreditsService } from './credits.service.ts';

export function registerCreditRoutes(router: Router, credits: CreditsService): void {
  router.route(creditApi.userGet, {
    auth: 'user',
    handler: ({ caller }) => credits.info(caller.user!.id),
  });
}
