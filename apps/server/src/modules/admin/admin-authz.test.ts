import { adminApi, adminModelsApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { buildApp, routeTableOf } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createMemoryCounterStore } from '../../lib/counters.ts';
import { openTestDatabase, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { adminTestApp } from './admin-ops.test-helpers.ts';

/**
 * The authorisation matrix of the admin area, from the live route table (not a hand-written list):
 * every route under /api/admin/ declares `superuser`, and answers 10401 to a visitor and 10403 to a
 * normal user whatever they send. A new admin route without the guard fails here.
 */
describe(`admin authorisation: every /api/admin/ route (${testDatabaseKind})`, () => {
  let t: TestApp;
  let userToken = '';
  let adminToken = '';
  const ADMIN_PREFIX = adminApi.stats.path.slice(0, adminApi.stats.path.lastIndexOf('/') + 1);
  const adminRoutes = () => routeTableOf(t.app).filter((r) => r.url.startsWith(ADMIN_PREFIX));
  // a path parameter filled with a well-formed id that names nothing
  const urlOf = (url: string) => url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
  const send = (method: string, url: string, token?: string) =>
    t.app.inject({
      method: method as 'GET' | 'POST',
      url: urlOf(url),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    const made = await adminTestApp();
    t = made.t;
    userToken = made.user.token;
    adminToken = made.adminToken;
  });
  afterAll(() => t?.close());

  it('finds the admin routes in the route table', () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(5);
  });

  it('every admin route declares superuser', () => {
    const wrong = adminRoutes().filter((r) => r.auth !== 'superuser');
    expect(wrong).toEqual([]);
  });

  it('a visitor gets 10401 and a normal user 10403 on every admin route, whatever they send', async () => {
    const seen: string[] = [];
    for (const r of adminRoutes()) {
      const visitor = await send(r.method, r.url);
      expect([r.method, r.url, visitor.statusCode, visitor.json().code]).toEqual([
        r.method,
        r.url,
        401,
        10401,
      ]);
      const user = await send(r.method, r.url, userToken);
      expect([r.method, r.url, user.statusCode, user.json().code]).toEqual([
        r.method,
        r.url,
        403,
        10403,
      ]);
      const garbage = await send(r.method, `${r.url}?skip=-1&limit=x&type=zzz`, 'no-such-token');
      expect([r.method, r.url, garbage.json().code]).toEqual([r.method, r.url, 10401]);
      seen.push(`${r.method} ${r.url}`);
    }
    expect(seen.length).toBe(adminRoutes().length);
  });

  it('the superuser passes the guard on every admin route', async () => {
    for (const r of adminRoutes()) {
      const res = await send(r.method, r.url, adminToken);
      expect([r.method, r.url, [401, 403].includes(res.statusCode)]).toEqual([
        r.method,
        r.url,
        false,
      ]);
      expect(res.statusCode, `${r.method} ${r.url}`).toBeLessThan(500);
    }
  });

  it('every admin call of the contracts is registered (a missing one is listed)', () => {
    const registered = new Set(
      routeTableOf(t.app).map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
    );
    const declared = [...Object.values(adminApi), ...Object.values(adminModelsApi)].map(
      (e) => `${e.method} ${e.path}`,
    );
    expect(declared.filter((d) => !registered.has(d))).toEqual([]);
  });

  it('no call changes or removes audit rows: the audit log is only read, through the logs call', async () => {
    const auditRoutes = adminRoutes().filter((r) => /audit/i.test(r.url));
    expect(auditRoutes).toEqual([]);
    // the logs call is GET only
    const post = await t.app.inject({
      method: 'POST',
      url: `${adminApi.logs.path}?type=audit`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: {},
    });
    expect(post.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${adminApi.logs.path}?type=audit`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(del.statusCode).toBe(404);
  });

  it('sees a route added outside the router: an unguarded admin route would be caught', async () => {
    const { database, drop } = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: `.data-test/${randomBytes(4).toString('hex')}`,
      WEB_DIST_DIR: `.data-test/no-web-${randomBytes(4).toString('hex')}`,
    });
    const app = await buildApp(config, { database, counters: createMemoryCounterStore() });
    const sneaky = `${ADMIN_PREFIX}zz-unguarded`;
    app.get(sneaky, { config: { auth: 'user' } }, async () => ({
      code: 200,
      msg: 'ok',
      data: null,
    }));
    await app.ready();
    try {
      const found = routeTableOf(app).filter(
        (r) => r.url.startsWith(ADMIN_PREFIX) && r.auth !== 'superuser',
      );
      expect(found).toEqual([{ method: 'GET', url: sneaky, auth: 'user' }]);
    } finally {
      await app.close();
      await drop();
    }
  });
});
