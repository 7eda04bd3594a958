import { userApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { e164, recordingSmsSender, register, unique } from './users.test-helpers.ts';

describe(`sign-up does not tell which emails and mobiles are registered (${testDatabaseKind})`, () => {
  let t: TestApp;
  const sms = recordingSmsSender();
  beforeAll(async () => {
    t = await createTestApp({}, { smsSender: sms });
  });
  afterAll(() => t.close());

  const send = (phone: string) =>
    t.api(userApi.smsSend, { params: { phone: phone }, remoteAddress: unique.ip() });
  const signUp = (body: Record<string, unknown>) =>
    register(t, { username: unique.name(), password: 'lantern-quiet-7', ...body }, unique.ip());
  const ageCodes = (phone: string) =>
    t.database.db
      .updateTable('sms_codes')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .where('phone', '=', e164(phone))
      .execute();
  const usersWithMobile = async (phone: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('mobile', '=', e164(phone))
        .execute()
    ).length;

  async function registeredMobile() {
    const mobile = unique.phone();
    await send(mobile);
    expect((await signUp({ mobile, smsCode: sms.lastCode(mobile) })).status).toBe(201);
    await ageCodes(mobile);
    return mobile;
  }

  it('a wrong code answers the same 10411 whether or not the mobile is registered', async () => {
    const taken = await registeredMobile();
    const fresh = unique.phone();
    const a = await signUp({ mobile: taken, smsCode: '000000' });
    const b = await signUp({ mobile: fresh, smsCode: '000000' });
    expect(a.status).toBe(400);
    expect(a.body).toEqual({ code: 10411, msg: 'errors.smsCodeInvalid', data: null });
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
  });

  it('a taken mobile with its valid code answers like a new account, and its owner gets a notice', async () => {
    const taken = await registeredMobile();
    await send(taken);
    const again = await signUp({ mobile: taken, smsCode: sms.lastCode(taken) });

    const fresh = unique.phone();
    await send(fresh);
    const created = await signUp({ mobile: fresh, smsCode: sms.lastCode(fresh) });

    expect(again.status).toBe(created.status);
    expect(again.body.code).toBe(created.body.code);
    expect(Object.keys(again.data!).sort()).toEqual(Object.keys(created.data!).sort());
    expect(again.data!.mobile).toBe(`${taken.slice(0, 3)}****${taken.slice(-4)}`);
    expect(await usersWithMobile(taken)).toBe(1);
    expect(sms.notices).toContainEqual({ phone: e164(taken), kind: 'signupWithTakenMobile' });
    expect(sms.notices.some((n) => n.phone === e164(fresh))).toBe(false);
  });

  it('a taken email answers like a new one (any case)', async () => {
    const email = `${unique.name('m')}@example.com`;
    expect((await signUp({ email })).status).toBe(201);
    const taken = await signUp({ email: email.toUpperCase() });
    const fresh = await signUp({ email: `${unique.name('m')}@example.com` });
    expect(taken.status).toBe(201);
    expect(taken.body.code).toBe(fresh.body.code);
    expect(Object.keys(taken.data!).sort()).toEqual(Object.keys(fresh.data!).sort());
    const owners = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('a taken username still answers 10409 (usernames are public)', async () => {
    const username = unique.name();
    expect((await register(t, { username, password: 'lantern-quiet-7' }, unique.ip())).status).toBe(
      201,
    );
    const again = await register(t, { username, password: 'lantern-quiet-7' }, unique.ip());
    expect(again.body).toMatchObject({ code: 10409, msg: 'errors.userExists' });
  });
});
