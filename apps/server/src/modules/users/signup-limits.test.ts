import { userApi } from '@robot/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { recordingSmsSender, unique } from './users.test-helpers.ts';

describe(`sign-up limits (${testDatabaseKind})`, () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });
  async function app(env: Record<string, string>) {
    const sms = recordingSmsSender();
    const t = await createTestApp(env, { smsSender: sms });
    apps.push(t);
    return { t, sms };
  }
  const signUp = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.raw(userApi.register, {
      body: { username: unique.name(), password: 'lantern-quiet-7' },
      remoteAddress,
      headers,
    });

  it('defaults: 20 per address and 2000 in all per hour (a busy launch day is 600+ an hour)', () => {
    const c = loadConfig({});
    expect(c.REGISTER_MAX_PER_IP).toBe(20);
    expect(c.REGISTER_MAX_GLOBAL).toBeGreaterThanOrEqual(600);
    expect(c.REGISTER_WINDOW_SECONDS).toBe(3600);
  });

  it('a burst of 60 parallel sign-ups from one address makes exactly REGISTER_MAX_PER_IP accounts', async () => {
    const { t } = await app({ REGISTER_MAX_PER_IP: '5', REGISTER_MAX_GLOBAL: '1000' });
    const ip = unique.ip();
    const answers = await Promise.all(Array.from({ length: 60 }, () => signUp(t, ip)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(55);
    expect(refused[0]!.body).toEqual({ code: 10429, msg: 'errors.tooManyRequests', data: null });
    // another address is not affected
    expect((await signUp(t, unique.ip())).status).toBe(201);
  });

  it('limits sign-ups in all, from any address', async () => {
    const { t } = await app({ REGISTER_MAX_PER_IP: '100', REGISTER_MAX_GLOBAL: '3' });
    for (let i = 0; i < 3; i += 1) expect((await signUp(t, unique.ip())).status).toBe(201);
    expect((await signUp(t, unique.ip())).body.code).toBe(10429);
  });

  it('counts the first SMS login of a new mobile as a sign-up, and not a later one', async () => {
    const { t, sms } = await app({ REGISTER_MAX_PER_IP: '1', REGISTER_MAX_GLOBAL: '1000' });
    const ip = unique.ip();
    const known = unique.phone();
    const fresh = unique.phone();
    // the known mobile's account is made from elsewhere
    await t.api(userApi.smsSend, { params: { phone: known }, remoteAddress: ip });
    const first = await t.raw(userApi.smsLogin, {
      body: { mobile: known, code: sms.lastCode(known) },
      remoteAddress: unique.ip(),
    });
    expect(first.status).toBe(200);
    expect((await signUp(t, ip)).status).toBe(201);
    // the address has used its sign-up: a new mobile is refused before its code is used up ...
    await t.api(userApi.smsSend, { params: { phone: fresh }, remoteAddress: ip });
    const refused = await t.raw(userApi.smsLogin, {
      body: { mobile: fresh, code: sms.lastCode(fresh) },
      remoteAddress: ip,
    });
    expect(refused.body.code).toBe(10429);
    // ... which still works from another address
    const elsewhere = await t.raw(userApi.smsLogin, {
      body: { mobile: fresh, code: sms.lastCode(fresh) },
      remoteAddress: unique.ip(),
    });
    expect(elsewhere.status).toBe(200);
    // signing in to an existing account is no sign-up
    await t.database.db
      .updateTable('sms_codes')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .execute();
    await t.api(userApi.smsSend, { params: { phone: known }, remoteAddress: ip });
    const again = await t.raw(userApi.smsLogin, {
      body: { mobile: known, code: sms.lastCode(known) },
      remoteAddress: ip,
    });
    expect(again.status).toBe(200);
  });

  it('counts an IPv6 client by its /64 (LIMIT_IPV6_PREFIX), however it spells or picks its address', async () => {
    const { t } = await app({ REGISTER_MAX_PER_IP: '2', REGISTER_MAX_GLOBAL: '1000' });
    const net = `2001:db8:${((Math.random() * 0xffff) | 0).toString(16)}:7`;
    expect((await signUp(t, `${net}::1`)).status).toBe(201);
    expect((await signUp(t, `${net}:0:0:0:2`)).status).toBe(201);
    expect((await signUp(t, `${net}:ab:cd:ef:12`)).body.code).toBe(10429);
    expect((await signUp(t, `::ffff:${unique.ip()}`)).status).toBe(201);
    // the next network is another client
    expect((await signUp(t, `${net.slice(0, -1)}8::1`)).status).toBe(201);

    const each = (await app({ REGISTER_MAX_PER_IP: '1', LIMIT_IPV6_PREFIX: '128' })).t;
    expect((await signUp(each, `${net}::1`)).status).toBe(201);
    expect((await signUp(each, `${net}::2`)).status).toBe(201);
    expect((await signUp(each, `${net}::2`)).body.code).toBe(10429);
  });

  it('behind TRUST_PROXY counts the forwarded address; without it a forged header changes nothing', async () => {
    const proxied = (await app({ REGISTER_MAX_PER_IP: '1', TRUST_PROXY: '127.0.0.1' })).t;
    const a = unique.ip();
    const b = unique.ip();
    const via = (ip: string) => ({ 'x-forwarded-for': ip });
    expect((await signUp(proxied, '127.0.0.1', via(a))).status).toBe(201);
    expect((await signUp(proxied, '127.0.0.1', via(a))).body.code).toBe(10429);
    expect((await signUp(proxied, '127.0.0.1', via(b))).status).toBe(201);

    const direct = (await app({ REGISTER_MAX_PER_IP: '1' })).t;
    const client = unique.ip();
    expect((await signUp(direct, client, via(a))).status).toBe(201);
    expect((await signUp(direct, client, via(b))).body.code).toBe(10429);
  });
});
