import { Limits, passwordSchema, usernameSchema } from '@robot/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { DEMO_ACCOUNT } from './demo-account.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

async function createUser(
  users: UsersRepository,
  fields: { username: string; password: string; nickname: string; role: UserRow['role'] },
): Promise<void> {
  const now = nowIso();
  try {
    await users.insert({
      id: newId(),
      username: fields.username,
      username_lower: fields.username.toLowerCase(),
      email: null,
      mobile: null,
      nickname: fields.nickname,
      headportrait_url: null,
      password_hash: await hashPassword(fields.password),
      role: fields.role,
      created_at: now,
      updated_at: now,
      disabled_at: null,
      limits: null,
    });
  } catch (err) {
    // Another instance starting at the same moment seeded it first.
    if (!isUniqueViolation(err)) throw err;
  }
}

async function ensureSuperuser(
  users: UsersRepository,
  username: string,
  password: string,
  log: FastifyBaseLogger | undefined,
): Promise<void> {
  const existing = await users.findByUsername(username);
  if (!existing) {
    await createUser(users, { username, password, nickname: username, role: 'superuser' });
    log?.info({ username }, 'superuser created from ADMIN_USERNAME');
  } else if (existing.role !== 'superuser') {
    // Only the account's owner may be promoted: someone who signed up with the name the operator
    // later chose must not become superuser by it.
    if (!(await verifyPassword(existing.password_hash, password))) {
      throw new Error(
        'ADMIN_USERNAME names an existing account whose password is not ADMIN_PASSWORD: ' +
          'choose another name, or set ADMIN_PASSWORD to that account’s password to promote it',
      );
    }
    await users.setRole(existing.id, 'superuser', nowIso());
    log?.info({ username }, 'existing user promoted to superuser from ADMIN_USERNAME');
  }
}

/**
 * Accounts that exist from the first start: the superuser named by ADMIN_USERNAME / ADMIN_PASSWORD
 * (created, or an existing user promoted when ADMIN_PASSWORD is its password) and, with SEED_DEMO, the demo
 * user. Runs on every start and changes nothing the second time.
 */
export async function seedAccounts(ctx: {
  config: Pick<Config, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'SEED_DEMO'>;
  users: UsersRepository;
  log?: FastifyBaseLogger;
}): Promise<void> {
  const { config, users, log } = ctx;

  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    // A bad admin setting must stop the start, not leave the site without its superuser.
    const username = usernameSchema.safeParse(config.ADMIN_USERNAME);
    if (!username.success) throw new Error('ADMIN_USERNAME: 3-32 letters and digits');
    const password = passwordSchema.safeParse(config.ADMIN_PASSWORD);
    if (!password.success)
      throw new Error(
        `ADMIN_PASSWORD: ${Limits.password.min}-${Limits.password.max} characters without spaces`,
      );
    await ensureSuperuser(users, username.data, password.data, log);
  }

  if (config.SEED_DEMO && !(await users.findByUsername(DEMO_ACCOUNT.username))) {
    await createUser(users, { ...DEMO_ACCOUNT, role: 'user' });
    log?.info({ username: DEMO_ACCOUNT.username }, 'demo account created');
  }
}
