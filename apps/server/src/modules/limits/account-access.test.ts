import { chatApi, userApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { streamChat } from '../chat/chat.test-helpers.ts';
import {
  e164,
  login,
  recordingSmsSender,
  register,
  signedInUser,
  unique,
} from '../users/users.test-helpers.ts';
import { changeSettings, modelsWithPremium, setDisabled, usageOf } from './limits.test-helpers.ts';

describe(`disabled accounts and closed registration (${testDatabaseKind})`, () => {
  let t: TestApp;
  const sms = recordingSmsSender();
  beforeAll(async () => {
    t = await createTestApp(
      { SETTINGS_POLL_MS: '100', NOTIFY: 'off' },
      { smsSender: sms, models: modelsWithPremium() },
    );
  });
  afterAll(() => t.close());

  const smsLogin = async (phone: string) => {
    await t.api(userApi.smsSend, { params: { phone }, remoteAddress: unique.ip() });
    return t.raw(userApi.smsLogin, {
      body: { mobile: phone, code: sms.lastCode(phone) },
      remoteAddress: unique.ip(),
    });
  };

  it("a disabled user's existing token is refused on the very next call (10401)", async () => {
    const u = await signedInUser(t);
    expect((await t.api(userApi.info, { token: u.token })).status).toBe(200);
    await setDisabled(t, u.uuid, true);
    expect((await t.api(userApi.info, { token: u.token })).body).toMatchObject({ code: 10401 });
    const chat = await streamChat(t, u.token, {
      conversationId: 'new_conversation',
      message: 'hi',
    });
    expect(chat.body).toMatchObject({ code: 10401 });
  });

  it('a disabled account cannot sign in: 10403 past a right password, nothing told to a wrong one', async () => {
    const u = await signedInUser(t);
    await setDisabled(t, u.uuid, true);
    const right = await login(t, u.username, u.password, unique.ip());
    expect(right.status).toBe(403);
    expect(right.body).toMatchObject({ code: 10403, msg: 'errors.accountDisabled' });
    const wrong = await login(t, u.username, 'not-the-password-9', unique.ip());
    expect(wrong.body).toMatchObject({ code: 10410, msg: 'errors.incorrectCredentials' });
    await setDisabled(t, u.uuid, false);
    expect((await login(t, u.username, u.password, unique.ip())).status).toBe(200);
  });

  /** A fresh account with a mobile (set directly: the SMS cooldown allows one code per test). */
  const withMobile = async () => {
    const u = await signedInUser(t);
    const phone = unique.phone();
    await t.database.db
      .updateTable('users')
      .set({ mobile: e164(phone) })
      .where('id', '=', u.uuid)
      .execute();
    return { ...u, phone };
  };

  it('a disabled account cannot sign in by SMS', async () => {
    const u = await withMobile();
    await setDisabled(t, u.uuid, true);
    const again = await smsLogin(u.phone);
    expect(again.body).toMatchObject({ code: 10403, msg: 'errors.accountDisabled' });
  });

  it('usage shows the credits balance', async () => {
    const u = await signedInUser(t);
    const usage = await usageOf(t, u.token);
    expect(usage.credits).toEqual({ enabled: true, balance: t.config.CREDITS_NEW_USER_GRANT });
  });

  it('closed registration: sign-up and a first SMS login answer 10403; existing accounts sign in', async () => {
    const existing = await withMobile();
    try {
      await changeSettings(t, { registrationOpen: false });
      const r = await register(t, { username: unique.name(), password: 'lantern-quiet-7' });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 10403, msg: 'errors.registrationClosed' });
      const fresh = await smsLogin(unique.phone());
      expect(fresh.body).toMatchObject({ code: 10403, msg: 'errors.registrationClosed' });
      expect((await smsLogin(existing.phone)).status).toBe(200);
      const back = await login(t, existing.username, existing.password, unique.ip());
      expect(back.status).toBe(200);
      expect((await t.api(chatApi.models, { token: back.data!.access_token })).status).toBe(200);
    } finally {
      await changeSettings(t, { registrationOpen: true });
    }
    const r = await register(t, { username: unique.name(), password: 'lantern-quiet-7' });
    expect(r.status).toBe(201);
  });
});
