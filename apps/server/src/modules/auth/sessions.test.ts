import { accountApi, userApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_JSON } from '../../test/paths.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { login, signedInUser, unique } from '../users/users.test-helpers.ts';

const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0';

/** Signs in again with the given User-Agent and answers the new token. */
async function signInWith(t: TestApp, username: string, password: string, userAgent: string) {
  const res = await t.raw(userApi.login, {
    body: { username, password },
    headers: { 'user-agent': userAgent },
    remoteAddress: unique.ip(),
  });
  expect(res.status).toBe(200);
  return res.data!.access_token as string;
}

describe(`the caller's sessions (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sessions = (token: string) => t.api(accountApi.sessions, { token });
  const revoke = (token: string, id: string) =>
    t.api(accountApi.sessionRevoke, { token, body: { id } });
  const info = (token: string) => t.api(userApi.info, { token });

  it('lists the live sessions with their device and which one is asking, never a token', async () => {
    const user = await signedInUser(t);
    const phone = await signInWith(t, user.username, user.password, IPHONE_WECHAT);
    const pc = await signInWith(t, user.username, user.password, WINDOWS_EDGE);
    await t.api(userApi.logout, { token: pc });

    const res = await sessions(phone);
    expect(res.status).toBe(200);
    expect(res.data!.total).toBe(2);
    const list = res.data!.list as Record<string, unknown>[];
    const current = list.find((s) => s['current']);
    expect(current).toEqual({
      id: expect.any(String),
      device: { browser: 'WeChat', os: 'iOS', mobile: true },
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      current: true,
    });
    expect(list.filter((s) => !s['current'])).toHaveLength(1);

    const rows = await t.database.db
      .selectFrom('sessions')
      .select(['token_hash', 'id'])
      .where('user_id', '=', user.uuid)
      .execute();
    for (const row of rows) {
      expect(res.res.body).not.toContain(row.token_hash);
      expect(row.id).not.toBe(row.token_hash);
    }
    for (const token of [user.token, phone, pc]) expect(res.res.body).not.toContain(token);
  });

  it("ends one of the caller's own sessions by id", async () => {
    const user = await signedInUser(t);
    const other = await signInWith(t, user.username, user.password, WINDOWS_EDGE);
    const list = (await sessions(user.token)).data!.list as { id: string; current: boolean }[];
    const target = list.find((s) => !s.current)!;

    const res = await revoke(user.token, target.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, msg: 'ok', data: null });
    expect((await info(other)).body.code).toBe(10401);
    expect((await info(user.token)).status).toBe(200);
    expect((await sessions(user.token)).data!.total).toBe(1);
    // already ended: nothing left to end
    expect((await revoke(user.token, target.id)).body.code).toBe(10404);
  });

  it("answers 10404 for another user's session and leaves it alone", async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const bobsId = ((await sessions(bob.token)).data!.list as { id: string }[])[0]!.id;
    const res = await revoke(alice.token, bobsId);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(10404);
    expect(res.body.msg).toBe('errors.sessionNotFound');
    expect((await info(bob.token)).status).toBe(200);
    expect((await revoke(alice.token, 'no-such-session')).body.code).toBe(10404);
  });

  it('signs out everywhere, the asking session included', async () => {
    const user = await signedInUser(t);
    const other = await signInWith(t, user.username, user.password, IPHONE_WECHAT);
    const stranger = await signedInUser(t);
    const res = await t.api(accountApi.logoutAll, { token: user.token });
    expect(res.status).toBe(200);
    for (const token of [user.token, other]) expect((await info(token)).body.code).toBe(10401);
    expect((await info(stranger.token)).status).toBe(200);
  });

  it('are in the OpenAPI document, with a bearer token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: API_DOCS_JSON })).json();
    for (const e of [
      accountApi.sessions,
      accountApi.sessionRevoke,
      accountApi.logoutAll,
      accountApi.passwordChange,
    ]) {
      const method = e.method.toLowerCase();
      expect(doc.paths[e.path]?.[method]?.security, e.path).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('needs a signed-in caller for all three calls', async () => {
    for (const e of [accountApi.sessions, accountApi.sessionRevoke, accountApi.logoutAll]) {
      const res = await t.raw(e, { body: e.method === 'POST' ? { id: 'x' } : undefined });
      expect(res.body.code, e.path).toBe(10401);
    }
  });
});

describe(`session lifetime, idle timeout and last use (${testDatabaseKind})`, () => {
  let t: TestApp;
  let clock = Date.parse('2030-01-01T00:00:00.000Z');
  const MIN = 60_000;
  beforeAll(async () => {
    t = await createTestApp(
      { SESSION_TTL_DAYS: '1', SESSION_IDLE_MINUTES: '30', SESSION_TOUCH_SECONDS: '60' },
      { now: () => clock },
    );
  });
  afterAll(() => t.close());

  const info = (token: string) => t.api(userApi.info, { token });
  const lastUsed = async (userId: string) =>
    (
      await t.database.db
        .selectFrom('sessions')
        .select('last_used_at')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).last_used_at;

  it('ends a session unused for longer than SESSION_IDLE_MINUTES (10401)', async () => {
    const user = await signedInUser(t);
    clock += 29 * MIN;
    expect((await info(user.token)).status).toBe(200);
    // that use moved the idle deadline on
    clock += 29 * MIN;
    expect((await info(user.token)).status).toBe(200);
    clock += 30 * MIN + 1;
    const res = await info(user.token);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(10401);
    expect((await t.api(accountApi.sessions, { token: user.token })).body.code).toBe(10401);
  });

  it('ends a session after SESSION_TTL_DAYS however often it is used', async () => {
    const user = await signedInUser(t);
    const end = clock + 86_400_000;
    while (clock + 20 * MIN < end) {
      clock += 20 * MIN;
      expect((await info(user.token)).status).toBe(200);
    }
    clock = end;
    expect((await info(user.token)).body.code).toBe(10401);
  });

  it('writes the last-used time at most once per SESSION_TOUCH_SECONDS', async () => {
    const user = await signedInUser(t);
    const signedIn = await lastUsed(user.uuid);
    clock += 30_000;
    await info(user.token);
    expect(await lastUsed(user.uuid)).toBe(signedIn);
    clock += 30_000;
    await info(user.token);
    expect(await lastUsed(user.uuid)).toBe(new Date(clock).toISOString());
    const touched = clock;
    clock += 59_000;
    await info(user.token);
    expect(await lastUsed(user.uuid)).toBe(new Date(touched).toISOString());
  });

  it('lists only live sessions: idle and expired ones are left out', async () => {
    const user = await signedInUser(t);
    const other = (await login(t, user.username, user.password, unique.ip())).data!
      .access_token as string;
    clock += 20 * MIN;
    await info(user.token);
    clock += 20 * MIN;
    const res = await t.api(accountApi.sessions, { token: user.token });
    expect(res.data!.total).toBe(1);
    expect(res.data!.list[0]?.current).toBe(true);
    expect((await info(other)).body.code).toBe(10401);
  });
});
