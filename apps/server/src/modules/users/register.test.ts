import { userApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { recordingSmsSender, register, unique } from './users.test-helpers.ts';

describe(`POST /api/user/register (${testDatabaseKind})`, () => {
  let t: TestApp;
  const sms = recordingSmsSender();
  beforeAll(async () => {
    t = await createTestApp({}, { smsSender: sms });
  });
  afterAll(() => t.close());

  it('creates a user and answers it with 201, without any secret', async () => {
    const username = unique.name('Alice');
    const { status, body, data } = await register(t, {
      username,
      password: 'lantern-quiet-7',
      email: `${username}@Example.com`,
    });
    expect(status).toBe(201);
    expect(body.code).toBe(201);
    expect(body.data).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username,
      email: `${username.toLowerCase()}@example.com`,
      nickname: username,
      headportraitUrl: null,
      mobile: null,
      role: 'user',
      createdAt: expect.any(String),
      smsOnly: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
    const row = await t.database.db
      .selectFrom('users')
      .select(['password_hash', 'username'])
      .where('id', '=', data!.uuid)
      .executeTakeFirstOrThrow();
    expect(row.username).toBe(username);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('keeps the nickname given', async () => {
    const { status, data } = await register(t, {
      username: unique.name(),
      password: 'lantern-quiet-7',
      nickname: '小明',
    });
    expect(status).toBe(201);
    expect(data!.nickname).toBe('小明');
  });

  it('refuses a username taken in another case with 10409', async () => {
    const username = unique.name('Bob');
    expect((await register(t, { username, password: 'lantern-quiet-7' })).status).toBe(201);
    const { status, body } = await register(t, {
      username: username.toUpperCase(),
      password: 'lantern-quiet-7',
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 10409, msg: 'errors.userExists' });
  });

  it('answers a taken email (any case) exactly like a new one, makes no account, tells the owner', async () => {
    const email = `${unique.name('mail')}@example.com`;
    const first = await register(t, {
      username: unique.name(),
      password: 'lantern-quiet-7',
      email,
    });
    expect(first.status).toBe(201);
    const username = unique.name();
    const { status, body } = await register(t, {
      username,
      password: 'lantern-quiet-7',
      email: email.toUpperCase(),
    });
    expect(status).toBe(201);
    expect(Object.keys(body.data!).sort()).toEqual(Object.keys(first.data!).sort());
    expect(body.data).toMatchObject({ username, email, mobile: null, role: 'user' });
    const rows = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username_lower', '=', username.toLowerCase())
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('answers 10409 to parallel registrations of one name (the unique index decides)', async () => {
    const username = unique.name('race');
    const results = await Promise.all(
      [0, 1, 2].map(() => register(t, { username, password: 'lantern-quiet-7' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it.each([
    ['too short', 'ab', 'validation.tooShort'],
    ['too long', 'a'.repeat(33), 'validation.tooLong'],
    ['symbols', 'bad_name!', 'validation.usernameChars'],
    ['Chinese', '用户名字', 'validation.usernameChars'],
    ['spaces inside', 'ab cd', 'validation.usernameChars'],
  ])('refuses a username that is %s', async (_label, username, reason) => {
    const { status, body, fields } = await register(t, { username, password: 'lantern-quiet-7' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 10400, msg: 'errors.invalidInput' });
    expect(fields?.username).toBe(reason);
  });

  it.each([
    ['7 characters', 'abc1234', 'validation.passwordTooShort'],
    ['a space', 'abc 12345', 'validation.passwordSpaces'],
    ['over 128 characters', 'a'.repeat(129), 'validation.tooLong'],
  ])('refuses a password with %s', async (_label, password, reason) => {
    const { status, fields } = await register(t, { username: unique.name(), password });
    expect(status).toBe(400);
    expect(fields?.password).toBe(reason);
  });

  it('accepts a password of exactly 8 characters', async () => {
    const { status } = await register(t, { username: unique.name(), password: 'kq7vz2mw' });
    expect(status).toBe(201);
  });

  it('refuses a mobile without an SMS code', async () => {
    const { status, fields } = await register(t, {
      username: unique.name(),
      password: 'lantern-quiet-7',
      mobile: unique.phone(),
    });
    expect(status).toBe(400);
    expect(fields?.smsCode).toBe('validation.required');
  });

  it('refuses a mobile with a code that was never sent (10411)', async () => {
    const { status, body } = await register(t, {
      username: unique.name(),
      password: 'lantern-quiet-7',
      mobile: unique.phone(),
      smsCode: '123456',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 10411, msg: 'errors.smsCodeInvalid' });
  });

  it('registers a mobile with its code, uses the code up, and masks the mobile', async () => {
    const mobile = unique.phone();
    const ip = unique.ip();
    const sent = await t.api(userApi.smsSend, { params: { phone: mobile }, remoteAddress: ip });
    expect(sent.status).toBe(200);
    const smsCode = sms.lastCode(mobile);
    const username = unique.name();
    const ok = await register(t, { username, password: 'lantern-quiet-7', mobile, smsCode });
    expect(ok.status).toBe(201);
    expect(ok.data!.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);

    // the same code cannot register a second account
    const again = await register(t, {
      username: unique.name(),
      password: 'lantern-quiet-7',
      mobile,
      smsCode,
    });
    expect(again.body.code).toBe(10411);
  });

  it('does not spend the SMS code when the username is taken', async () => {
    const taken = unique.name();
    await register(t, { username: taken, password: 'lantern-quiet-7' });
    const mobile = unique.phone();
    await t.api(userApi.smsSend, { params: { phone: mobile }, remoteAddress: unique.ip() });
    const smsCode = sms.lastCode(mobile);
    const clash = await register(t, {
      username: taken,
      password: 'lantern-quiet-7',
      mobile,
      smsCode,
    });
    expect(clash.body.code).toBe(10409);
    const ok = await register(t, {
      username: unique.name(),
      password: 'lantern-quiet-7',
      mobile,
      smsCode,
    });
    expect(ok.status).toBe(201);
  });

  it('ignores fields the server owns', async () => {
    const { status, data } = await register(t, {
      username: unique.name(),
      password: 'lantern-quiet-7',
      role: 'superuser',
    });
    expect(status).toBe(201);
    expect(data!.role).toBe('user');
  });

  it('answers malformed JSON with 10400', async () => {
    const { status, body } = await t.raw(userApi.register, {
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe(10400);
  });
});
