import type { AppContext } from '../../app.ts';
import type { Router } from '../../lib/router.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SmsSender } from './sms-sender.ts';

export interface UserModuleDeps extends AppContext {
  auth: AuthService;
  smsSender: SmsSender;
}

export async function registerUserModule(_router: Router, _deps: UserModuleDeps): Promise<void> {}
