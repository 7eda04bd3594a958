import { randomBytes } from 'node:crypto';
import type {
  loginBody,
  LoginResult,
  registerBody,
  smsLoginBody,
  UserInfo,
} from '@robot/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CountryCode } from 'libphonenumber-js';
import type { AccountNotices } from './account-notices.ts';
import type { LoginLimiter } from './login-limiter.ts';
import type { PasswordPolicy } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { normalisePhone } from './phone.ts';
import type { RegistrationLimiter } from './registration-limiter.ts';
import type { SmsCodesService } from './sms-codes.service.ts';
import { maskMobile, toUserInfo } from './user-view.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

export interface ClientMeta {
  ip: string;
  /** the address as per-address limits count it (`Caller.address`) */
  address: string;
  userAgent: string | null;
}

/** Usernames of accounts created by SMS login: letters and digits like any other username. */
const generatedUsername = (): string => `u${randomBytes(6).toString('hex')}`;

export function createUsersService(deps: {
  users: UsersRepository;
  smsCodes: SmsCodesService;
  limiter: LoginLimiter;
  registrations: RegistrationLimiter;
  notices: AccountNotices;
  /** PHONE_DEFAULT_REGION */
  region: CountryCode;
  auth: AuthService;
  policy: PasswordPolicy;
  /** false: sign-ups answer 10403 errors.registrationClosed (the admin config) */
  registrationOpen: () => boolean;
}) {
  const { users, smsCodes, limiter, registrations, notices, region, auth, policy } = deps;

  /** A disabled account signs in no more (asked only once the caller proved they own it). */
  const assertEnabled = (user: UserRow): void => {
    if (user.disabled_at) throw new AppError('errors.accountDisabled');
  };

  const issue = (user: UserRow, meta: ClientMeta) =>
    auth.issue(user.id, { ip: meta.ip, userAgent: meta.userAgent });

  async function createSmsUser(mobile: string): Promise<UserRow> {
    // A unique violation is either a parallel first login of the same mobile (then use that user) or,
    // very rarely, a generated username that is taken (then draw another).
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const now = nowIso();
      const username = generatedUsername();
      const row: UserRow = {
        id: newId(),
        username,
        username_lower: username,
        email: null,
        mobile,
        nickname: maskMobile(mobile),
        headportrait_url: null,
        password_hash: null,
        role: 'user',
        created_at: now,
        updated_at: now,
        disabled_at: null,
        limits: null,
      };
      try {
        await users.insert(row);
        return row;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const existing = await users.findByMobile(mobile);
        if (existing) return existing;
      }
    }
    throw new AppError('errors.saveFailed');
  }

  /**
   * Whether the email or mobile of a new account belongs to someone already; if so, the owner gets a
   * notice (never the caller).
   */
  async function contactTaken(row: UserRow): Promise<boolean> {
    const [byEmail, byMobile] = await Promise.all([
      row.email ? users.findByLogin(row.email) : undefined,
      row.mobile ? users.findByMobile(row.mobile) : undefined,
    ]);
    if (byEmail && row.email) notices.signupWithTakenEmail(row.email);
    if (byMobile && row.mobile) notices.signupWithTakenMobile(row.mobile);
    return Boolean(byEmail || byMobile);
  }

  return {
    /**
     * Sign-up. Answers reveal no registered email or mobile (ASVS V6.3.8): the SMS code is checked
     * before anything about the mobile, and a taken email or mobile gets the very answer a new account
     * gets (no account is made) while its owner is told out of band. A taken username answers 10409:
     * usernames are public (robot pages show them), so that tells nothing new.
     */
    async register(body: z.output<typeof registerBody>, meta: ClientMeta): Promise<UserInfo> {
      // before anything else: it tells nothing about any account
      if (!deps.registrationOpen()) throw new AppError('errors.registrationClosed');
      policy.assertAcceptable(body.password, 'password');
      await registrations.take(meta.address);
      const mobile = body.mobile ? normalisePhone(body.mobile, region, 'mobile') : undefined;
      // Checked before the SMS code is used up, so a taken name does not cost the caller a code.
      if (await users.findByUsername(body.username)) throw new AppError('errors.userExists');
      if (mobile) await smsCodes.consume(mobile, body.smsCode ?? '');
      const now = nowIso();
      const row: UserRow = {
        id: newId(),
        username: body.username,
        username_lower: body.username.toLowerCase(),
        email: body.email ?? null,
        mobile: mobile ?? null,
        nickname: body.nickname ?? body.username,
        headportrait_url: null,
        // hashed whether or not the account is made, so both answers take as long
        password_hash: await hashPassword(body.password),
        role: 'user',
        created_at: now,
        updated_at: now,
        disabled_at: null,
        limits: null,
      };
      if (!(await contactTaken(row))) {
        try {
          await users.insert(row);
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          // a parallel sign-up: a name answers 10409, an email or mobile like above
          if (await users.findByUsername(body.username)) throw new AppError('errors.userExists');
          if (!(await contactTaken(row))) throw err;
        }
      }
      return toUserInfo(row);
    },

    async login(body: z.output<typeof loginBody>, meta: ClientMeta): Promise<LoginResult> {
      const user = await users.findByLogin(body.username);
      // Unknown names are counted too (under their lowercased text), so probing them costs the same.
      const account = user ? user.id : `name:${body.username.toLowerCase()}`;
      // counted before the (slow) check, so parallel guesses are refused, not all checked
      await limiter.takePasswordTry(account, meta.address);
      const ok = await verifyPassword(user?.password_hash ?? null, body.password);
      if (!user || !ok) throw new AppError('errors.incorrectCredentials');
      await limiter.passwordSucceeded(account, meta.address);
      assertEnabled(user);
      return issue(user, meta);
    },

    async smsLogin(body: z.output<typeof smsLoginBody>, meta: ClientMeta): Promise<LoginResult> {
      const mobile = normalisePhone(body.mobile, region, 'mobile');
      await limiter.takeSmsTry(meta.address);
      const existing = await users.findByMobile(mobile);
      // a first login makes an account: a sign-up, limited like one (before the code is used up)
      if (!existing) await registrations.take(meta.address);
      await smsCodes.consume(mobile, body.code);
      // Only past the code: before it, these answers would tell which mobiles have an account.
      if (existing) assertEnabled(existing);
      else if (!deps.registrationOpen()) throw new AppError('errors.registrationClosed');
      const user = existing ?? (await createSmsUser(mobile));
      return issue(user, meta);
    },

    async info(userId: string): Promise<UserInfo> {
      const user = await users.findById(userId);
      // The session resolved a moment ago; a user deleted in between is a dead session.
      if (!user) throw new AppError('errors.invalidToken');
      return toUserInfo(user);
    },

    async logout(tokenHash: string): Promise<void> {
      await auth.revoke(tokenHash);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
