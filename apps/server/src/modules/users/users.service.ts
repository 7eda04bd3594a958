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
import type { LoginLimiter } from './login-limiter.ts';
import type { PasswordPolicy } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SmsCodesService } from './sms-codes.service.ts';
import { maskMobile, toUserInfo } from './user-view.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

/** Usernames of accounts created by SMS login: letters and digits like any other username. */
const generatedUsername = (): string => `u${randomBytes(6).toString('hex')}`;

export function createUsersService(deps: {
  users: UsersRepository;
  smsCodes: SmsCodesService;
  limiter: LoginLimiter;
  auth: AuthService;
  policy: PasswordPolicy;
}) {
  const { users, smsCodes, limiter, auth, policy } = deps;

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

  return {
    async register(body: z.output<typeof registerBody>): Promise<UserInfo> {
      policy.assertAcceptable(body.password, 'password');
      const fields = { username: body.username, email: body.email, mobile: body.mobile };
      // Checked before the SMS code is used up, so a taken name does not cost the caller a code.
      if (await users.taken(fields)) throw new AppError('errors.userExists');
      if (body.mobile) await smsCodes.consume(body.mobile, body.smsCode ?? '');
      const now = nowIso();
      const row: UserRow = {
        id: newId(),
        username: body.username,
        username_lower: body.username.toLowerCase(),
        email: body.email ?? null,
        mobile: body.mobile ?? null,
        nickname: body.nickname ?? body.username,
        headportrait_url: null,
        password_hash: await hashPassword(body.password),
        role: 'user',
        created_at: now,
        updated_at: now,
      };
      try {
        await users.insert(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('errors.userExists');
        throw err;
      }
      return toUserInfo(row);
    },

    async login(body: z.output<typeof loginBody>, meta: ClientMeta): Promise<LoginResult> {
      const user = await users.findByLogin(body.username);
      // Unknown names are counted too (under their lowercased text), so probing them costs the same.
      const account = user ? user.id : `name:${body.username.toLowerCase()}`;
      await limiter.assertAllowed(account, meta.ip);
      const ok = await verifyPassword(user?.password_hash ?? null, body.password);
      if (!user || !ok) {
        await limiter.failed(account, meta.ip);
        throw new AppError('errors.incorrectCredentials');
      }
      await limiter.succeeded(account);
      return issue(user, meta);
    },

    async smsLogin(body: z.output<typeof smsLoginBody>, meta: ClientMeta): Promise<LoginResult> {
      await limiter.assertAllowed(null, meta.ip);
      try {
        await smsCodes.consume(body.mobile, body.code);
      } catch (err) {
        await limiter.failed(null, meta.ip);
        throw err;
      }
      const user = (await users.findByMobile(body.mobile)) ?? (await createSmsUser(body.mobile));
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
