import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { Router } from '../../lib/router.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createContactsRepository } from './contacts.repository.ts';
import { createContactsService } from './contacts.service.ts';
import { createAccountNotices } from './account-notices.ts';
import { createLoginLimiter } from './login-limiter.ts';
import { normaliseStoredPhones } from './normalise-stored-phones.ts';
import { createRegistrationLimiter } from './registration-limiter.ts';
import { seedAccounts } from './seed-accounts.ts';
import { createSmsCodesRepository } from './sms-codes.repository.ts';
import { createSmsCodesService } from './sms-codes.service.ts';
import type { SmsSender } from './sms-sender.ts';
import { createSessionsRepository } from '../auth/sessions.repository.ts';
import { registerSessionRoutes } from '../auth/sessions.routes.ts';
import { createSessionsService } from '../auth/sessions.service.ts';
import { createPasswordChangeService } from './password-change.service.ts';
import { createPasswordPolicy, loadCommonPasswords } from './password-policy.ts';
import { registerPasswordRoutes } from './password.routes.ts';
import { registerUserRoutes } from './users.routes.ts';
import { createUsersRepository } from './users.repository.ts';
import { createUsersService } from './users.service.ts';

export interface UserModuleDeps extends AppContext {
  auth: AuthService;
  smsSender: SmsSender;
  /** makes SMS codes (default: random digits from the CSPRNG) */
  smsCodeGenerator?: () => string;
  /** where seeding reports what it created; optional so the module also runs without one */
  log?: FastifyBaseLogger;
}

/** Accounts, sessions, SMS codes and contact requests; seeds the superuser and the demo user. */
export async function registerUserModule(router: Router, deps: UserModuleDeps): Promise<void> {
  const { config, database, counters, auth, smsSender, smsCodeGenerator, log } = deps;
  const users = createUsersRepository(database.db);
  const codes = createSmsCodesRepository(database.db);
  const smsCodes = createSmsCodesService({
    codes,
    sender: smsSender,
    counters,
    region: config.PHONE_DEFAULT_REGION,
    ...(smsCodeGenerator ? { generateCode: smsCodeGenerator } : {}),
  });
  const limiter = createLoginLimiter(counters, {
    maxPerAccount: config.LOGIN_MAX_PER_ACCOUNT,
    maxPerIp: config.LOGIN_MAX_PER_IP,
    windowSeconds: config.LOGIN_WINDOW_SECONDS,
    delayBaseSeconds: config.LOGIN_DELAY_BASE_SECONDS,
    delayMaxSeconds: config.LOGIN_DELAY_MAX_SECONDS,
  });
  const registrations = createRegistrationLimiter(counters, {
    maxPerIp: config.REGISTER_MAX_PER_IP,
    maxGlobal: config.REGISTER_MAX_GLOBAL,
    windowSeconds: config.REGISTER_WINDOW_SECONDS,
  });
  const notices = createAccountNotices({ sms: smsSender, ...(log ? { log } : {}) });

  const policy = createPasswordPolicy(loadCommonPasswords(config.PASSWORD_COMMON_LIST_SIZE));

  registerUserRoutes(router, {
    users: createUsersService({
      users,
      smsCodes,
      limiter,
      registrations,
      notices,
      region: config.PHONE_DEFAULT_REGION,
      auth,
      policy,
    }),
    smsCodes,
    contacts: createContactsService({ contacts: createContactsRepository(database.db), counters }),
  });

  await normaliseStoredPhones({
    db: database.db,
    region: config.PHONE_DEFAULT_REGION,
    ...(log ? { log } : {}),
  });
  registerPasswordRoutes(router, createPasswordChangeService({ users, limiter, policy, auth }));
  registerSessionRoutes(
    router,
    createSessionsService({ sessions: createSessionsRepository(database.db), auth }),
  );

  await seedAccounts({ config, users, ...(log ? { log } : {}) });
  // Rows that can no longer matter are cleared on each start (a day covers the SMS daily cap).
  await auth.purgeExpired();
  await codes.deleteOlderThan(new Date(Date.now() - 86_400_000).toISOString());
}
