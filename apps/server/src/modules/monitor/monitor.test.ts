import { monitorApi, type ErrorReportBody } from '@robot/contracts';
import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { createMemoryCounterStore } from '../../lib/counters.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import {
  createTestApp,
  openTestDatabase,
  testDatabaseKind,
  type TestApp,
} from '../../test/test-app.ts';
import { createAuthModule } from '../auth/auth.module.ts';
import { ERROR_ALERT_RATE } from './monitor.routes.ts';

const ALERT = monitorApi.errorAlert;
let lastAddress = 0;
/** Each test reports from its own address so the per-address limit does not leak between tests. */
const nextAddress = () => `192.0.2.${++lastAddress}`;

async function signedInUser(t: TestApp): Promise<{ id: string; token: string }> {
  const id = newId();
  const now = nowIso();
  await t.database.db
    .insertInto('users')
    .values({
      id,
      username: `u${id.slice(0, 8)}`,
      username_lower: `u${id.slice(0, 8)}`,
      email: null,
      mobile: null,
      nickname: 'Reporter',
      headportrait_url: null,
      password_hash: null,
      role: 'user',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const { auth } = createAuthModule({
    config: t.config,
    database: t.database,
    counters: createMemoryCounterStore(),
  });
  const { access_token } = await auth.issue(id, { ip: null, userAgent: null });
  return { id, token: access_token };
}

describe(`error reports (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const reports = () =>
    t.database.db.selectFrom('error_reports').selectAll().orderBy('created_at').execute();

  it('stores a report from a visitor, device info serialised', async () => {
    const remoteAddress = nextAddress();
    // ownerUUID is no field of the report: sent anyway, it is ignored
    const { status, body } = await t.raw(ALERT, {
      remoteAddress,
      body: {
        errorCode: 10500,
        errorMessage: 'Network Error',
        deviceInfoJson: { href: 'http://localhost/robot-list', screenWidth: 390, extra: 'kept' },
        ownerUUID: 'ignored',
      },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, msg: 'ok', data: null });
    const [row] = (await reports()).filter((r) => r.ip === remoteAddress);
    expect(row).toMatchObject({
      user_id: null,
      error_code: '10500',
      error_message: 'Network Error',
      ip: remoteAddress,
    });
    expect(JSON.parse(row!.device_info)).toEqual({
      href: 'http://localhost/robot-list',
      screenWidth: 390,
      extra: 'kept',
    });
  });

  it('records the user when a valid token came, and ignores a bad one', async () => {
    const user = await signedInUser(t);
    const remoteAddress = nextAddress();
    const body: ErrorReportBody = {
      errorCode: 'E1',
      errorMessage: 'boom',
      deviceInfoJson: '{"a":1}',
    };
    expect((await t.api(ALERT, { remoteAddress, body, token: user.token })).status).toBe(200);
    expect((await t.api(ALERT, { remoteAddress, body, token: 'bogus' })).status).toBe(200);
    const rows = (await reports()).filter((r) => r.ip === remoteAddress);
    expect(rows.map((r) => r.user_id).sort()).toEqual([user.id, null].sort());
    expect(rows[0]?.device_info).toBe('{"a":1}');
  });

  it('refuses device info over 16 KB with 10413', async () => {
    const { status, body } = await t.api(ALERT, {
      remoteAddress: nextAddress(),
      body: {
        errorCode: 1,
        errorMessage: 'big',
        deviceInfoJson: { responseText: 'x'.repeat(4000), a: 'y'.repeat(13000) },
      },
    });
    expect(status).toBe(413);
    expect(body).toEqual({ code: 10413, msg: 'errors.fileTooLarge', data: null });
  });

  it('answers 10400, never 500, to device info nested deeper than it can be written back', async () => {
    // 20 KB of brackets: ~10,000 levels, which JSON.parse reads but JSON.stringify cannot write
    const depth = 10_000;
    const res = await t.app.inject({
      method: 'POST',
      url: ALERT.path,
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/json' },
      payload: `{"errorCode":1,"errorMessage":"deep","deviceInfoJson":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 10400,
      msg: 'errors.invalidInput',
      data: { fields: { deviceInfoJson: 'validation.invalidValue' } },
    });
    expect((await reports()).some((r) => r.error_message === 'deep')).toBe(false);
  });

  it('refuses a huge body before reading it, with 10413', async () => {
    const { status, body } = await t.api(ALERT, {
      remoteAddress: nextAddress(),
      body: { errorCode: 1, errorMessage: 'm', deviceInfoJson: 'z'.repeat(200_000) },
    });
    expect(status).toBe(413);
    expect(body.code).toBe(10413);
  });

  it('validates the fields', async () => {
    const { status, fields } = await t.raw(ALERT, {
      remoteAddress: nextAddress(),
      body: { errorCode: 1, errorMessage: 'm'.repeat(2001) },
    });
    expect(status).toBe(400);
    expect(fields).toEqual({
      errorMessage: 'validation.tooLong',
      deviceInfoJson: 'validation.required',
    });
  });

  it(`limits reports per address (${ERROR_ALERT_RATE.max} a minute) with 10429`, async () => {
    const remoteAddress = nextAddress();
    const body: ErrorReportBody = { errorCode: 1, errorMessage: 'loop', deviceInfoJson: {} };
    for (let i = 0; i < ERROR_ALERT_RATE.max; i++) {
      const { status } = await t.api(ALERT, { remoteAddress, body });
      expect(status).toBe(200);
    }
    const over = await t.api(ALERT, { remoteAddress, body });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 10429, msg: 'errors.tooManyRequests', data: null });
    const stored = (await reports()).filter((r) => r.ip === remoteAddress);
    expect(stored).toHaveLength(ERROR_ALERT_RATE.max);
    // another address is not affected
    const other = await t.api(ALERT, { remoteAddress: nextAddress(), body });
    expect(other.status).toBe(200);
  });
});

describe(`health (${testDatabaseKind})`, () => {
  it('checks the database and says which one', async () => {
    const t = await createTestApp();
    try {
      const { status, data } = await t.api(monitorApi.health);
      expect(status).toBe(200);
      expect(data).toEqual({
        status: 'ok',
        database: testDatabaseKind,
        uptime: expect.any(Number),
      });
    } finally {
      await t.close();
    }
  });

  it('answers 10500 when the database does not answer', async () => {
    const { database, drop } = await openTestDatabase();
    // The health route reads `database.db` at each call; swap in a connection that is already closed.
    const handle = { ...database };
    const app = await buildApp(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
      { database: handle, counters: createMemoryCounterStore() },
    );
    await app.ready();
    const closed = new SQLite(':memory:');
    closed.close();
    handle.db = new Kysely<DB>({ dialect: new SqliteDialect({ database: closed }) });
    try {
      const res = await app.inject({ method: 'GET', url: monitorApi.health.path });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 10500, msg: 'errors.databaseError', data: null });
    } finally {
      handle.db = database.db;
      await app.close();
      await drop();
    }
  });
});
