import { userApi } from '@robot/contracts';
import * as argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryCounterStore } from '../../lib/counters.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { login, recordingSmsSender, register, unique } from './users.test-helpers.ts';

// Every argon2 verification is counted: the brake must refuse before the slow check, not after it.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof argon2>();
  return { ...real, verify: vi.fn(real.verify) };
});
const verifications = () => vi.mocked(argon2.verify).mock.calls.length;

describe(`login brake: count first, progressive delay, SMS apart (${testDatabaseKind})`, () => {
  let t: TestApp;
  let now = Date.now();
  const sms = recordingSmsSender();
  beforeAll(async () => {
    t = await createTestApp(
      {
        LOGIN_MAX_PER_ACCOUNT: '5',
        LOGIN_MAX_PER_IP: '1000',
        LOGIN_DELAY_BASE_SECONDS: '60',
        LOGIN_DELAY_MAX_SECONDS: '600',
      },
      // a clock the test moves, so the delays are checked without waiting for them
      { smsSender: sms, counters: createMemoryCounterStore(() => now) },
    );
  });
  afterAll(() => t.close());

  const smsLogin = (mobile: string, code: string, remoteAddress = unique.ip()) =>
    t.raw(userApi.smsLogin, {
      body: { mobile, code },
      remoteAddress,
    });

  async function userWithMobile() {
    const username = unique.name();
    const mobile = unique.phone();
    await t.api(userApi.smsSend, { params: { phone: mobile }, remoteAddress: unique.ip() });
    const reg = await register(
      t,
      { username, password: 'lantern-quiet-7', mobile, smsCode: sms.lastCode(mobile) },
      unique.ip(),
    );
    expect(reg.status).toBe(201);
    return { username, mobile };
  }

  it('80 parallel wrong passwords for one account: at most 5 are checked, the rest get 10429', async () => {
    const { username } = await userWithMobile();
    const before = verifications();
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => login(t, username, 'wrong-guess', unique.ip())),
    );
    const checked = verifications() - before;
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.body.code === 10410)).toHaveLength(checked);
    const refused = answers.filter((a) => a.body.code === 10429);
    expect(refused).toHaveLength(80 - checked);
    expect(refused[0]!.status).toBe(429);
  });

  it('the same burst from one address is braked by the address counter as well', async () => {
    const local = await createTestApp(
      { LOGIN_MAX_PER_ACCOUNT: '1000', LOGIN_MAX_PER_IP: '4', LOGIN_DELAY_BASE_SECONDS: '60' },
      { counters: createMemoryCounterStore(() => now) },
    );
    try {
      const ip = unique.ip();
      const before = verifications();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => login(local, `nobody${i}x`, 'wrong-guess', ip)),
      );
      expect(verifications() - before).toBeLessThanOrEqual(4);
      expect(answers.filter((a) => a.body.code === 10429).length).toBeGreaterThanOrEqual(36);
    } finally {
      await local.close();
    }
  });

  it('the owner still signs in with an SMS code after an attacker burned the password tries', async () => {
    const { username, mobile } = await userWithMobile();
    const attacker = unique.ip();
    for (let i = 0; i < 20; i += 1) await login(t, username, 'wrong-guess', attacker);
    expect((await login(t, username, 'lantern-quiet-7', unique.ip())).body.code).toBe(10429);

    now += 61_000; // past the SMS cooldown of the sign-up code (the rows use the real clock)
    await t.database.db
      .updateTable('sms_codes')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .execute();
    const owner = unique.ip();
    expect(
      (await t.api(userApi.smsSend, { params: { phone: mobile }, remoteAddress: owner })).status,
    ).toBe(200);
    const res = await smsLogin(mobile, sms.lastCode(mobile), owner);
    expect(res.status).toBe(200);
    expect(res.data!.token_type).toBe('bearer');
  });

  it('is a growing delay, not a lock: the owner gets in once it has passed', async () => {
    const { username } = await userWithMobile();
    for (let i = 0; i < 5; i += 1) {
      expect((await login(t, username, 'wrong-guess', unique.ip())).body.code).toBe(10410);
    }
    // the fifth try started a 60 s wait
    expect((await login(t, username, 'lantern-quiet-7', unique.ip())).body.code).toBe(10429);
    now += 61_000;
    // one try goes ahead, and the next wait is twice as long
    expect((await login(t, username, 'wrong-guess', unique.ip())).body.code).toBe(10410);
    now += 61_000;
    expect((await login(t, username, 'lantern-quiet-7', unique.ip())).body.code).toBe(10429);
    now += 60_000;
    expect((await login(t, username, 'lantern-quiet-7', unique.ip())).status).toBe(200);
    // and the success starts the account afresh
    expect((await login(t, username, 'wrong-guess', unique.ip())).body.code).toBe(10410);
    expect((await login(t, username, 'lantern-quiet-7', unique.ip())).status).toBe(200);
  });

  it('sign-ins that succeed do not use up the tries of their address (one NAT, many people)', async () => {
    const local = await createTestApp(
      { LOGIN_MAX_PER_ACCOUNT: '1000', LOGIN_MAX_PER_IP: '3', LOGIN_DELAY_BASE_SECONDS: '60' },
      { counters: createMemoryCounterStore(() => now) },
    );
    try {
      const nat = unique.ip();
      const names = Array.from({ length: 6 }, () => unique.name());
      for (const username of names) {
        await register(local, { username, password: 'lantern-quiet-7' }, unique.ip());
      }
      for (const username of names) {
        expect((await login(local, username, 'lantern-quiet-7', nat)).status).toBe(200);
      }
      // failures still count: the third starts the wait
      for (let i = 0; i < 3; i += 1) await login(local, names[0]!, 'wrong-guess', nat);
      expect((await login(local, names[1]!, 'lantern-quiet-7', nat)).body.code).toBe(10429);
    } finally {
      await local.close();
    }
  });

  it('counts password and SMS tries of an address apart', async () => {
    const local = await createTestApp(
      { LOGIN_MAX_PER_ACCOUNT: '1000', LOGIN_MAX_PER_IP: '3', LOGIN_DELAY_BASE_SECONDS: '60' },
      { smsSender: sms, counters: createMemoryCounterStore(() => now) },
    );
    try {
      const ip = unique.ip();
      const username = unique.name();
      await register(local, { username, password: 'lantern-quiet-7' }, unique.ip());
      // wrong SMS codes from the address use up its SMS tries only ...
      for (let i = 0; i < 3; i += 1) {
        const wrong = await local.api(userApi.smsLogin, {
          body: { mobile: unique.phone(), code: '000000' },
          remoteAddress: ip,
        });
        expect(wrong.body.code).toBe(10411);
      }
      const sms4 = await local.api(userApi.smsLogin, {
        body: { mobile: unique.phone(), code: '000000' },
        remoteAddress: ip,
      });
      expect(sms4.body.code).toBe(10429);
      // ... so a password sign-in from it still goes ahead
      expect((await login(local, username, 'lantern-quiet-7', ip)).status).toBe(200);
      // and wrong passwords do not touch the SMS tries of another address
      for (let i = 0; i < 3; i += 1) await login(local, unique.name('x'), 'wrong-guess', ip);
      expect((await login(local, username, 'lantern-quiet-7', ip)).body.code).toBe(10429);
    } finally {
      await local.close();
    }
  });
});
