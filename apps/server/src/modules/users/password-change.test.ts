import { userApi, accountApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { login, recordingSmsSender, signedInUser, unique } from './users.test-helpers.ts';

describe(`POST /api/user/password/change (${testDatabaseKind})`, () => {
  let t: TestApp;
  const sms = recordingSmsSender();
  beforeAll(async () => {
    t = await createTestApp(
      { LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_IP: '50' },
      { smsSender: sms },
    );
  });
  afterAll(() => t.close());

  const change = (token: string, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    t.raw(accountApi.passwordChange, { token, body: payload, remoteAddress });
  const info = (token: string) => t.api(userApi.info, { token });

  it('changes the password, ends every other session and keeps the current one', async () => {
    const user = await signedInUser(t);
    const other = (await login(t, user.username, user.password, unique.ip())).data!
      .access_token as string;
    const third = (await login(t, user.username, user.password, unique.ip())).data!
      .access_token as string;

    const res = await change(user.token, {
      currentPassword: user.password,
      newPassword: 'harbour-violet-88',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, msg: 'ok', data: { revokedSessions: 2 } });

    expect((await info(user.token)).status).toBe(200);
    for (const token of [other, third]) {
      const gone = await info(token);
      expect(gone.status).toBe(401);
      expect(gone.body.code).toBe(10401);
    }
    expect((await login(t, user.username, user.password, unique.ip())).body.code).toBe(10410);
    expect((await login(t, user.username, 'harbour-violet-88', unique.ip())).status).toBe(200);
  });

  it('refuses a wrong current password with 10410 and keeps the old password and sessions', async () => {
    const user = await signedInUser(t);
    const other = (await login(t, user.username, user.password, unique.ip())).data!
      .access_token as string;
    const res = await change(user.token, {
      currentPassword: 'not-the-password',
      newPassword: 'harbour-violet-88',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(10410);
    expect(res.body.msg).toBe('errors.incorrectCredentials');
    expect((await info(other)).status).toBe(200);
    expect((await login(t, user.username, user.password, unique.ip())).status).toBe(200);
  });

  it('counts wrong current passwords toward the sign-in brake (then 10429, even when right)', async () => {
    const user = await signedInUser(t);
    const ip = unique.ip();
    for (let i = 0; i < 3; i += 1) {
      const res = await change(
        user.token,
        { currentPassword: `wrong-${i}-pass`, newPassword: 'harbour-violet-88' },
        ip,
      );
      expect(res.body.code).toBe(10410);
    }
    const braked = await change(
      user.token,
      { currentPassword: user.password, newPassword: 'harbour-violet-88' },
      ip,
    );
    expect(braked.status).toBe(429);
    expect(braked.body.code).toBe(10429);
    // the same account's sign-in is braked too
    expect((await login(t, user.username, user.password, unique.ip())).body.code).toBe(10429);
  });

  it('asks for the current password when the account has one', async () => {
    const user = await signedInUser(t);
    const res = await change(user.token, { newPassword: 'harbour-violet-88' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(10400);
    expect(res.fields).toEqual({ currentPassword: 'validation.required' });
  });

  it.each([
    ['too short', 'zq9vx2m', 'errors.invalidInput', 'validation.passwordTooShort'],
    ['with a space', 'harbour violet', 'errors.invalidInput', 'validation.passwordSpaces'],
    ['common', 'Password123', 'errors.passwordTooCommon', 'validation.passwordTooCommon'],
  ])(
    'applies the sign-up rules to the new password (%s)',
    async (_label, newPassword, msg, reason) => {
      const user = await signedInUser(t);
      const res = await change(user.token, { currentPassword: user.password, newPassword });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(10400);
      expect(res.body.msg).toBe(msg);
      expect(res.fields).toEqual({ newPassword: reason });
      expect((await login(t, user.username, user.password, unique.ip())).status).toBe(200);
    },
  );

  it('needs a signed-in caller (10401)', async () => {
    const res = await t.raw(accountApi.passwordChange, {
      body: { currentPassword: 'x', newPassword: 'harbour-violet-88' },
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(10401);
  });

  it('lets an account made by SMS login set its first password without one, then asks for it', async () => {
    const phone = unique.phone();
    await t.api(userApi.smsSend, { params: { phone: phone }, remoteAddress: unique.ip() });
    const signIn = await t.raw(userApi.smsLogin, {
      body: { mobile: phone, code: sms.lastCode(phone) },
      remoteAddress: unique.ip(),
    });
    expect(signIn.status).toBe(200);
    const token = signIn.data!.access_token as string;
    const me = await info(token);
    expect(me.data!.smsOnly).toBe(true);

    const first = await change(token, { newPassword: 'harbour-violet-88' });
    expect(first.status).toBe(200);
    expect((await login(t, me.data!.username, 'harbour-violet-88', unique.ip())).status).toBe(200);

    expect((await info(token)).data!.smsOnly).toBe(false);
    const second = await change(token, { newPassword: 'another-river-99' });
    expect(second.status).toBe(400);
    expect(second.fields).toEqual({ currentPassword: 'validation.required' });
  });
});
