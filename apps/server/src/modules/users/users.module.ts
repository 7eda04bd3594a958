import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
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
  /** whether sign-ups are open (the admin config, read per request) */
  registrationOpen: () => boolean;
}

/** What other modules may ask about accounts (never the users repository itself). */
export interface AccountLookup {
  /** the id of the account with this user name, if there is one */
  idOfUsername(username: string): Promise<string | undefined>;
}

/** SMS codes older than this can no longer matter (a day covers the SMS daily cap). */
const SMS_CODE_KEEP_MS = 86_400_000;

/**
 * Accounts, SMS codes, passwords and contact requests. Builds its services without touching the
 * database; its start-up work (stored phones into E.164, the superuser and demo accounts, the purge
 * of old SMS codes) is run by start-up.ts, its routes by `register`.
 */
export function createUserModule(deps: UserModuleDeps) {
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
  const withLog = log ? { log } : {};

  const accounts: AccountLookup = {
    idOfUsername: async (username) => (await users.findByUsername(username))?.id,
  };

  return {
    accounts,

    /** a user's stored limit overrides (users.limits JSON), for the limits module */
    limitOverrides: {
      limitsJsonOf: async (userId: string): Promise<string | null> =>
        (await users.limitsOf(userId))?.limits ?? null,
    },

    /** start-up: phone numbers stored before they were normalised, rewritten into E.164 */
    normaliseStoredPhones: (): Promise<void> =>
      normaliseStoredPhones({
        db: database.db,
        kind: database.kind,
        region: config.PHONE_DEFAULT_REGION,
        ...withLog,
      }),

    /** start-up: the superuser (ADMIN_*) and, with SEED_DEMO, the demo account */
    seedAccounts: (): Promise<void> => seedAccounts({ config, users, ...withLog }),

    /** start-up: SMS codes too old to matter */
    async purgeOldSmsCodes(): Promise<void> {
      await codes.deleteOlderThan(new Date(Date.now() - SMS_CODE_KEEP_MS).toISOString());
    },

    register(router: Router): void {
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
          registrationOpen: deps.registrationOpen,
        }),
        smsCodes,
        contacts: createContactsService({
          contacts: createContactsRepository(database.db),
          counters,
        }),
      });
      registerPasswordRoutes(router, createPasswordChangeService({ users, limiter, policy, auth }));
    },
  };
}

export type UserModule = ReturnType<typeof createUserModule>;
