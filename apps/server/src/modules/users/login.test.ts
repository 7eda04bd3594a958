import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userApi } from '@robot/contracts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { hashToken } from '../auth/tokens.ts';
import { login, register, signedInUser, unique } from './users.test-helpers.ts';

describe(`login, sessions and logout (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_MAX_PER_ACCOUNT: '3',
      LOGIN_MAX_PER_IP: '5',
      // long enough that a slow machine never sees a wait end in the middle of a test
      LOGIN_DELAY_BASE_SECONDS: '600',
      SESSION_TTL_DAYS: '7',
    });
  });
  afterAll(() => t.close());

  const info = (token?: string, headers?: Record<string, string>) =>
    t.api(userApi.info, { token, ...(headers ? { headers } : {}) });

  it('logs in by username (any case) and answers a bearer token', async () => {
    const username = unique.name('Carol');
    await register(t, { username, password: 'lantern-quiet-7' });
    const { status, body, data } = await login(
      t,
      username.toUpperCase(),
      'lantern-quiet-7',
      unique.ip(),
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 7 * 86400,
    });
    const me = await info(data!.access_token);
    expect(me.status).toBe(200);
    expect(me.data!.username).toBe(username);
  });

  it('stores only the hash of the token, with an expiry', async () => {
    const { token, uuid } = await signedInUser(t);
    const rows = await t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', uuid)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.expires_at > new Date().toISOString()).toBe(true);
  });

  it('logs in by email, in any case', async () => {
    const username = unique.name();
    const email = `${username}@example.org`;
    await register(t, { username, password: 'lantern-quiet-7', email });
    const { status, data } = await login(t, email.toUpperCase(), 'lantern-quiet-7', unique.ip());
    expect(status).toBe(200);
    expect(data!.token_type).toBe('bearer');
  });

  it('answers 10410 (HTTP 400), never 10401, to a wrong password', async () => {
    const { username } = await signedInUser(t);
    const { status, body } = await login(t, username, 'wrong-password', unique.ip());
    expect(status).toBe(400);
    expect(body).toEqual({ code: 10410, msg: 'errors.incorrectCredentials', data: null });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const { status, body } = await login(t, unique.name('ghost'), 'lantern-quiet-7', unique.ip());
    expect(status).toBe(400);
    expect(body).toEqual({ code: 10410, msg: 'errors.incorrectCredentials', data: null });
  });

  it('answers 10400 to a login without a password', async () => {
    const { status, fields } = await t.raw(userApi.login, { body: { username: 'someone' } });
    expect(status).toBe(400);
    expect(fields?.password).toBe('validation.required');
  });

  it('user info answers the caller and never carries the password hash', async () => {
    const { token, uuid } = await signedInUser(t);
    const { body, data } = await info(token);
    expect(data!.uuid).toBe(uuid);
    expect(data!.role).toBe('user');
    expect(data!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
  });

  it('answers 10401 without a token, with a garbage token and with a malformed header', async () => {
    for (const res of [
      await info(),
      await info('garbage-token-that-is-long-enough'),
      await info(undefined, { authorization: 'Basic abc' }),
      await info(undefined, { authorization: 'Bearer ' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 10401, msg: 'errors.invalidToken', data: null });
    }
  });

  it('answers 10401 to an expired token', async () => {
    const { token } = await signedInUser(t);
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const { status, body } = await info(token);
    expect(status).toBe(401);
    expect(body.code).toBe(10401);
  });

  it('logout revokes exactly that session at once', async () => {
    const { username, password, token } = await signedInUser(t);
    const other = (await login(t, username, password, unique.ip())).data!.access_token;

    const out = await t.api(userApi.logout, { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ code: 200, msg: 'ok', data: null });

    expect((await info(token)).body.code).toBe(10401);
    expect((await t.api(userApi.logout, { token })).body.code).toBe(10401);
    // the same user's other session lives on
    expect((await info(other)).status).toBe(200);
  });

  it('logout without a token answers 10401', async () => {
    const { status, body } = await t.api(userApi.logout);
    expect(status).toBe(401);
    expect(body.code).toBe(10401);
  });

  it('a user created by SMS has no password and cannot log in by password', async () => {
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('users')
      .values({
        id: crypto.randomUUID(),
        username: 'smsonly1',
        username_lower: 'smsonly1',
        email: null,
        mobile: null,
        nickname: 'x',
        headportrait_url: null,
        password_hash: null,
        role: 'user',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const { body } = await login(t, 'smsonly1', 'anything1', unique.ip());
    expect(body.code).toBe(10410);
  });

  describe('brute-force limit', () => {
    it('after LOGIN_MAX_PER_ACCOUNT failures refuses even the right password with 10429', async () => {
      const { username, password } = await signedInUser(t);
      // failures from different addresses: the account counter alone trips
      for (let i = 0; i < 3; i += 1) {
        expect((await login(t, username, 'wrong-one', unique.ip())).body.code).toBe(10410);
      }
      const blocked = await login(t, username, password, unique.ip());
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ code: 10429, msg: 'errors.tooManyRequests', data: null });
    });

    it('counts the account whether it is named by username or by email', async () => {
      const username = unique.name();
      const email = `${username}@example.net`;
      await register(t, { username, password: 'lantern-quiet-7', email });
      await login(t, username, 'wrong-one', unique.ip());
      await login(t, email, 'wrong-one', unique.ip());
      await login(t, username.toUpperCase(), 'wrong-one', unique.ip());
      expect((await login(t, email, 'lantern-quiet-7', unique.ip())).body.code).toBe(10429);
    });

    it('a success clears the account counter', async () => {
      const { username, password } = await signedInUser(t);
      await login(t, username, 'wrong-one', unique.ip());
      await login(t, username, 'wrong-one', unique.ip());
      expect((await login(t, username, password, unique.ip())).status).toBe(200);
      await login(t, username, 'wrong-one', unique.ip());
      await login(t, username, 'wrong-one', unique.ip());
      expect((await login(t, username, password, unique.ip())).status).toBe(200);
    });

    it('after LOGIN_MAX_PER_IP failures from one address refuses that address only', async () => {
      const ip = unique.ip();
      const { username, password } = await signedInUser(t);
      for (let i = 0; i < 5; i += 1) {
        expect((await login(t, unique.name('nobody'), 'wrong-one', ip)).body.code).toBe(10410);
      }
      expect((await login(t, username, password, ip)).body.code).toBe(10429);
      expect((await login(t, username, password, unique.ip())).status).toBe(200);
    });

    it('unknown names are limited too', async () => {
      const ghost = unique.name('ghost');
      for (let i = 0; i < 3; i += 1) await login(t, ghost, 'wrong-one', unique.ip());
      expect((await login(t, ghost, 'wrong-one', unique.ip())).body.code).toBe(10429);
    });
  });
});
