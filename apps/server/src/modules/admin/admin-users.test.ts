import { adminApi, creditApi, userApi } from '@robot/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { startConversation } from '../chat/chat.test-helpers.ts';
import {
  createRobot,
  createUser,
  signInAdmin,
  type TestUser,
} from '../robots/robots.test-helpers.ts';
import { login, unique } from '../users/users.test-helpers.ts';
import { auditOf, createAdminTestApp } from './admin-users.test-helpers.ts';
import { startOfDayIn } from './admin-users.service.ts';

describe(`admin: users (${testDatabaseKind})`, () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createAdminTestApp();
    admin = await signInAdmin(t);
  });
  afterAll(() => t.close());

  const detail = (uuid: string) => t.api(adminApi.user, { params: { uuid }, token: admin.token });
  const update = (body: Record<string, unknown>) =>
    t.raw(adminApi.userUpdate, { body, token: admin.token });

  it('lists users newest first, by keyword, with credits, last activity and disabled', async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    const all = await t.api(adminApi.users, { query: { limit: 100 }, token: admin.token });
    const uuids = all.data!.list.map((u) => u.uuid);
    expect(uuids.indexOf(second.uuid)).toBeLessThan(uuids.indexOf(first.uuid));
    expect(all.data!.total).toBeGreaterThanOrEqual(3);

    const one = await t.api(adminApi.users, {
      query: { keyword: first.username.toUpperCase() },
      token: admin.token,
    });
    expect(one.data).toMatchObject({
      total: 1,
      list: [
        {
          uuid: first.uuid,
          username: first.username,
          role: 'user',
          disabled: false,
          credits: 100,
        },
      ],
    });
    expect(one.data!.list[0]!.lastActiveAt).not.toBeNull();

    // a keyword with LIKE wildcards finds nothing rather than everything
    const wild = await t.api(adminApi.users, { query: { keyword: '%' }, token: admin.token });
    expect(wild.data!.total).toBe(0);
  });

  it('shows one user: limits, usage, conversations, robots and credit changes; 10404 otherwise', async () => {
    const user = await createUser(t);
    const meta = await startConversation(t, user.token);
    const robot = await createRobot(t, user, { robotVisibility: 2 });
    await t.api(adminApi.creditsGrant, {
      body: { uuid: user.uuid, amount: 5, reason: 'welcome back' },
      token: admin.token,
    });

    const res = await detail(user.uuid);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      user: { uuid: user.uuid, credits: 105, disabled: false },
      limits: { overrides: {}, effective: { premium: false, dailyAsks: null } },
      usage: { conversations: 1, asksToday: 1, premiumAsks3h: 0, answers30d: 1 },
      conversations: [{ id: meta.conversationId }],
      robots: [{ uuid: robot, public: false, hidden: false }],
    });
    expect(res.data!.credits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ delta: 5, reason: 'admin: welcome back' }),
        expect.objectContaining({ delta: 100, reason: 'grant' }),
      ]),
    );

    const missing = await t.raw(adminApi.user, {
      params: { uuid: randomUUID() },
      token: admin.token,
    });
    expect(missing.body).toMatchObject({ code: 10404, msg: 'errors.userNotFound' });
    const missingUpdate = await update({ uuid: randomUUID(), disabled: true });
    expect(missingUpdate.body).toMatchObject({ code: 10404, msg: 'errors.userNotFound' });
    const missingGrant = await t.raw(adminApi.creditsGrant, {
      body: { uuid: randomUUID(), amount: 1, reason: 'x' },
      token: admin.token,
    });
    expect(missingGrant.body).toMatchObject({ code: 10404, msg: 'errors.userNotFound' });
  });

  it('disabling ends every session of the user at once; enabling clears it; both audited', async () => {
    const user = await createUser(t);
    const second = await login(t, user.username, 'lantern-quiet-7', unique.ip());
    const tokens = [user.token, second.data!.access_token];
    for (const token of tokens) expect((await t.api(userApi.info, { token })).status).toBe(200);

    const res = await update({ uuid: user.uuid, disabled: true });
    expect(res.status).toBe(200);
    expect(res.data!.user.disabled).toBe(true);
    for (const token of tokens) {
      expect((await t.raw(userApi.info, { token })).body).toMatchObject({ code: 10401 });
    }
    const listed = await t.api(adminApi.users, {
      query: { keyword: user.username },
      token: admin.token,
    });
    expect(listed.data!.list[0]).toMatchObject({ uuid: user.uuid, disabled: true });

    const enabled = await update({ uuid: user.uuid, disabled: false });
    expect(enabled.data!.user.disabled).toBe(false);

    const audit = await auditOf(t, user.uuid);
    expect(audit).toMatchObject([
      {
        action: 'user.update',
        target_kind: 'user',
        actor_id: admin.uuid,
        before: { disabled: false, role: 'user' },
        after: { disabled: true, role: 'user' },
      },
      { action: 'user.update', before: { disabled: true }, after: { disabled: false } },
    ]);
  });

  it('an admin cannot disable themselves or drop their own superuser role (10400)', async () => {
    const both = await update({ uuid: admin.uuid, disabled: true, role: 'user' });
    expect(both.body).toMatchObject({ code: 10400 });
    expect(both.fields).toEqual({
      disabled: 'validation.invalidValue',
      role: 'validation.invalidValue',
    });
    const role = await update({ uuid: admin.uuid, role: 'user' });
    expect(role.fields).toEqual({ role: 'validation.invalidValue' });
    // nothing changed, nothing audited
    expect((await t.api(adminApi.users, { token: admin.token })).status).toBe(200);
    expect(await auditOf(t, admin.uuid)).toEqual([]);
    // enabling themselves, or keeping their role, is fine
    const fine = await update({ uuid: admin.uuid, disabled: false, role: 'superuser' });
    expect(fine.status).toBe(200);
  });

  it('changes the role and the limits (null clears one); the next request sees the role', async () => {
    const user = await createUser(t);
    expect((await t.raw(adminApi.users, { token: user.token })).body.code).toBe(10403);
    const promoted = await update({ uuid: user.uuid, role: 'superuser' });
    expect(promoted.status).toBe(200);
    expect((await t.raw(adminApi.users, { token: user.token })).status).toBe(200);

    const limited = await t.api(adminApi.userUpdate, {
      body: {
        uuid: user.uuid,
        limits: { dailyAsks: 5, premium: true, allowedModels: ['not-a-model-yet'] },
      },
      token: admin.token,
    });
    expect(limited.data!.limits).toMatchObject({
      overrides: { dailyAsks: 5, premium: true, allowedModels: ['not-a-model-yet'] },
      effective: { dailyAsks: 5, premium: true, allowedModels: ['not-a-model-yet'] },
    });
    const cleared = await t.api(adminApi.userUpdate, {
      body: { uuid: user.uuid, limits: { dailyAsks: null } },
      token: admin.token,
    });
    expect(cleared.data!.limits.overrides).toEqual({
      premium: true,
      allowedModels: ['not-a-model-yet'],
    });
    expect(cleared.data!.limits.effective.dailyAsks).toBeNull();
    const audit = await auditOf(t, user.uuid);
    expect(audit.at(-1)).toMatchObject({
      before: { limits: { dailyAsks: 5 } },
      after: { limits: { premium: true } },
    });
  });

  it('grants credits and takes them back, never below 0, readable in both histories', async () => {
    const user = await createUser(t);
    const grant = await t.api(adminApi.creditsGrant, {
      body: { uuid: user.uuid, amount: 50, reason: 'contest prize' },
      token: admin.token,
    });
    expect(grant.data).toEqual({ balance: 150 });
    const back = await t.api(adminApi.creditsGrant, {
      body: { uuid: user.uuid, amount: -1000, reason: 'abuse' },
      token: admin.token,
    });
    expect(back.data).toEqual({ balance: 0 });
    const again = await t.api(adminApi.creditsGrant, {
      body: { uuid: user.uuid, amount: -5, reason: 'again' },
      token: admin.token,
    });
    expect(again.data).toEqual({ balance: 0 });

    const own = await t.api(creditApi.userGet, { token: user.token });
    expect(own.data).toMatchObject({ balance: 0 });
    // rows written within one millisecond have no order between them: compare as sets
    expect(own.data!.recent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ delta: 0, reason: 'admin' }),
        expect.objectContaining({ delta: -150, reason: 'admin' }),
        expect.objectContaining({ delta: 50, reason: 'admin' }),
        expect.objectContaining({ delta: 100, reason: 'grant' }),
      ]),
    );
    const reasons = (await detail(user.uuid)).data!.credits.map((c) => c.reason);
    expect(reasons).toEqual(
      expect.arrayContaining([
        'admin: abuse (asked -1000, balance was 150: taken to 0)',
        'admin: contest prize',
        'admin: again (asked -5, balance was 0: taken to 0)',
      ]),
    );

    const zero = await t.raw(adminApi.creditsGrant, {
      body: { uuid: user.uuid, amount: 0, reason: 'nothing' },
      token: admin.token,
    });
    expect(zero.body).toMatchObject({ code: 10400 });

    const audit = await auditOf(t, user.uuid);
    // audit rows written within one millisecond have no order between them: compare as a set
    const entry = (before: object, after: object) =>
      expect.objectContaining({
        action: 'credits.grant',
        before: expect.objectContaining(before),
        after: expect.objectContaining(after),
      });
    expect(audit).toHaveLength(3);
    expect(audit).toEqual(
      expect.arrayContaining([
        entry({ balance: 100 }, { balance: 150, amount: 50, applied: 50, reason: 'contest prize' }),
        entry({ balance: 150 }, { balance: 0, applied: -150 }),
        entry({ balance: 0 }, { balance: 0, applied: 0 }),
      ]),
    );
  });

  it('parallel take-backs never take more than the balance', async () => {
    const user = await createUser(t);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.api(adminApi.creditsGrant, {
          body: { uuid: user.uuid, amount: -40, reason: 'parallel' },
          token: admin.token,
        }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await t.api(creditApi.userGet, { token: user.token })).data!.balance).toBe(0);
    const ledger = await t.database.db
      .selectFrom('credit_ledger')
      .select('delta')
      .where('user_id', '=', user.uuid)
      .execute();
    expect(ledger.reduce((sum, r) => sum + Number(r.delta), 0)).toBe(0);
    expect(
      ledger
        .filter((r) => Number(r.delta) < 0)
        .map((r) => Number(r.delta))
        .sort(),
    ).toEqual([-20, -40, -40]);
  });
});

describe('admin: the start of the day in a time zone', () => {
  it('is local midnight as a UTC instant', () => {
    const at = new Date('2026-03-10T02:30:15.250Z');
    expect(startOfDayIn('Asia/Shanghai', at).toISOString()).toBe('2026-03-09T16:00:00.000Z');
    expect(startOfDayIn('UTC', at).toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(startOfDayIn('America/New_York', at).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDayIn('Not/AZone', at).toISOString()).toBe('2026-03-10T00:00:00.000Z');
  });
});
