import { userApi } from '@robot/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createMemoryCounterStore } from '../../lib/counters.ts';
import { callApi } from '../../test/api-client.ts';
import {
  createTestApp,
  openTestDatabase,
  testDatabaseKind,
  type TestApp,
} from '../../test/test-app.ts';
import { hashToken } from '../auth/tokens.ts';
import { DEMO_ACCOUNT } from './demo-account.ts';
import { login, unique } from './users.test-helpers.ts';

describe(`start-up: seeded accounts and housekeeping (${testDatabaseKind})`, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('ADMIN_USERNAME / ADMIN_PASSWORD create a superuser', async () => {
    t = await createTestApp({ ADMIN_USERNAME: 'Root', ADMIN_PASSWORD: 'root-pass-1' });
    const res = await login(t, 'root', 'root-pass-1', unique.ip());
    expect(res.status).toBe(200);
    const me = await t.api(userApi.info, { token: res.data!.access_token });
    expect(me.body.data).toMatchObject({ username: 'Root', role: 'superuser' });
    expect(JSON.stringify(me.body)).not.toMatch(/password|hash/i);
  });

  it('no admin settings, no superuser; SEED_DEMO=false, no demo user', async () => {
    t = await createTestApp();
    const n = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(0);
  });

  it('SEED_DEMO creates the demo account once', async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    const res = await login(t, DEMO_ACCOUNT.username, DEMO_ACCOUNT.password, unique.ip());
    expect(res.status).toBe(200);
    const me = await t.api(userApi.info, { token: res.data!.access_token });
    expect(me.body.data).toMatchObject({ username: 'demo', nickname: 'Demo', role: 'user' });
  });

  it('a restart promotes an existing user only with its own password, and seeds nothing twice', async () => {
    const { database, drop } = await openTestDatabase();
    const start = async (env: Record<string, string>) => {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'true',
        ...env,
      });
      const app = await buildApp(config, { database, counters: createMemoryCounterStore() });
      await app.ready();
      return app;
    };
    try {
      const first = await start({});
      const reg = await callApi(first, userApi.register, {
        body: { username: 'Keeper', password: 'original-1' },
      });
      expect(reg.status).toBe(201);
      await first.close();

      // Someone else's account is not taken over by naming it: the start is refused.
      await expect(
        start({ ADMIN_USERNAME: 'keeper', ADMIN_PASSWORD: 'new-password-1' }),
      ).rejects.toThrow(/^ADMIN_USERNAME names an existing account/);
      const stillUser = await database.db
        .selectFrom('users')
        .select('role')
        .where('username', '=', 'Keeper')
        .executeTakeFirstOrThrow();
      expect(stillUser.role).toBe('user');

      // Its owner promotes it by giving its password; the password is untouched.
      const second = await start({ ADMIN_USERNAME: 'keeper', ADMIN_PASSWORD: 'original-1' });
      const old = await callApi(second, userApi.login, {
        body: { username: 'keeper', password: 'original-1' },
      });
      expect(old.status).toBe(200);
      await second.close();

      const rows = await database.db.selectFrom('users').select(['username', 'role']).execute();
      expect(rows.sort((a, b) => a.username.localeCompare(b.username))).toEqual([
        { username: 'demo', role: 'user' },
        { username: 'Keeper', role: 'superuser' },
      ]);
    } finally {
      await drop();
    }
  });

  it('refuses to start with an admin setting that breaks the account rules', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      for (const env of [
        { ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'short' },
        { ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'has a space' },
        { ADMIN_USERNAME: 'ro', ADMIN_PASSWORD: 'long-enough-1' },
      ]) {
        const config = loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          SEED_DEMO: 'false',
          ...env,
        });
        await expect(
          buildApp(config, { database, counters: createMemoryCounterStore() }),
        ).rejects.toThrow(/^ADMIN_/);
      }
    } finally {
      await drop();
    }
  });

  it('a start drops expired sessions and day-old SMS codes, and keeps live ones', async () => {
    const { database, drop } = await openTestDatabase();
    const start = async () => {
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'true' });
      const app = await buildApp(config, { database, counters: createMemoryCounterStore() });
      await app.ready();
      return app;
    };
    const signIn = async (app: Awaited<ReturnType<typeof start>>) =>
      (
        await callApi(app, userApi.login, {
          body: { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password },
        })
      ).data!.access_token;
    try {
      const first = await start();
      const live = await signIn(first);
      await signIn(first);
      await callApi(first, userApi.smsSend, { params: { phone: '13912345678' } });
      await first.close();

      const past = new Date(Date.now() - 2 * 86_400_000).toISOString();
      await database.db
        .updateTable('sessions')
        .set({ expires_at: past })
        .where('token_hash', '!=', hashToken(live))
        .execute();
      await database.db.updateTable('sms_codes').set({ created_at: past }).execute();

      const second = await start();
      const sessions = await database.db.selectFrom('sessions').select('token_hash').execute();
      expect(sessions).toEqual([{ token_hash: hashToken(live) }]);
      expect(await database.db.selectFrom('sms_codes').select('id').execute()).toEqual([]);
      const me = await callApi(second, userApi.info, { token: live });
      expect(me.status).toBe(200);
      await second.close();
    } finally {
      await drop();
    }
  });
});
