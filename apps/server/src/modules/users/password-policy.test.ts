import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { userRow } from '../../test/user-rows.ts';
import { loadCommonPasswords } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { login, register, unique } from './users.test-helpers.ts';

describe('the common-password list', () => {
  it('keeps the most common passwords of the allowed length, lowercased', () => {
    const list = loadCommonPasswords(10_000);
    expect(list.size).toBe(10_000);
    for (const word of ['password', '12345678', 'qwertyuiop', 'iloveyou', 'password1']) {
      expect(list.has(word), word).toBe(true);
    }
    // shorter ones can never be chosen, so they take no place in the list
    expect([...list].every((w) => w.length >= 8 && w === w.toLowerCase())).toBe(true);
    expect(loadCommonPasswords(3).size).toBe(3);
  });
});

describe(`password rules at sign-up (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['password1', 'PassWord1', 'QWERTYUIOP', '12345678', 'iloveyou'])(
    'refuses the common password %s whatever its case (10400 errors.passwordTooCommon)',
    async (password) => {
      const { status, body, fields } = await register(t, { username: unique.name(), password });
      expect(status).toBe(400);
      expect(body.code).toBe(10400);
      expect(body.msg).toBe('errors.passwordTooCommon');
      expect(fields).toEqual({ password: 'validation.passwordTooCommon' });
    },
  );

  it('refuses 7 characters and accepts an uncommon password of 8', async () => {
    const short = await register(t, { username: unique.name(), password: 'zq9vx2m' });
    expect(short.status).toBe(400);
    expect(short.fields?.password).toBe('validation.passwordTooShort');
    const ok = await register(t, { username: unique.name(), password: 'zq9vx2mw' });
    expect(ok.status).toBe(201);
  });

  it('lets an account made when 7 characters were enough still sign in', async () => {
    const username = unique.name('old');
    await t.database.db
      .insertInto('users')
      .values(userRow(username, { password_hash: await hashPassword('zq9vx2m') }))
      .execute();
    const res = await login(t, username, 'zq9vx2m', unique.ip());
    expect(res.status).toBe(200);
    expect(res.data!.access_token).toEqual(expect.any(String));
  });

  it('PASSWORD_COMMON_LIST_SIZE=0 turns the list off', async () => {
    const off = await createTestApp({ PASSWORD_COMMON_LIST_SIZE: '0' });
    try {
      const { status } = await register(off, { username: unique.name(), password: 'password1' });
      expect(status).toBe(201);
    } finally {
      await off.close();
    }
  });
});
