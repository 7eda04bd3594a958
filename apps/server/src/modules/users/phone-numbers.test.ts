import { userApi } from '@robot/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { userRow } from '../../test/user-rows.ts';
import { oldFormMobiles } from './normalise-stored-phones.ts';
import { recordingSmsSender, register, unique } from './users.test-helpers.ts';

describe(`phone numbers are one number in every spelling (${testDatabaseKind})`, () => {
  let t: TestApp;
  const sms = recordingSmsSender();
  beforeAll(async () => {
    t = await createTestApp({}, { smsSender: sms });
  });
  afterAll(() => t.close());

  const send = (phone: string) =>
    t.api(userApi.smsSend, { params: { phone: phone }, remoteAddress: unique.ip() });
  const smsLogin = (mobile: string, code: string) =>
    t.raw(userApi.smsLogin, {
      body: { mobile, code },
      remoteAddress: unique.ip(),
    });
  const spellings = (national: string) => [
    national,
    `+86${national}`,
    `86${national}`,
    `0086${national}`,
  ];

  it('shares one cooldown and texts the E.164 form', async () => {
    const national = unique.phone();
    const [first, ...others] = spellings(national);
    expect((await send(first!)).status).toBe(200);
    for (const other of others) {
      const res = await send(other);
      expect(res.status).toBe(429);
      expect(res.body.code).toBe(10429);
    }
    expect(sms.sent.filter((s) => s.phone.endsWith(national)).map((s) => s.phone)).toEqual([
      `+86${national}`,
    ]);
  });

  it('signs every spelling into one account, stored in E.164', async () => {
    const national = unique.phone();
    const uuids = new Set<string>();
    for (const spelling of spellings(national)) {
      // each code is sent as if the cooldown had passed
      await t.database.db
        .updateTable('sms_codes')
        .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
        .where('phone', '=', `+86${national}`)
        .execute();
      expect((await send(spelling)).status).toBe(200);
      const res = await smsLogin(spelling, sms.lastCode(national));
      expect(res.status).toBe(200);
      const me = await t.api(userApi.info, { token: res.data!.access_token });
      uuids.add(me.data!.uuid);
      expect(me.data!.mobile).toBe(`${national.slice(0, 3)}****${national.slice(-4)}`);
    }
    expect(uuids.size).toBe(1);
    const rows = await t.database.db
      .selectFrom('users')
      .select('mobile')
      .where('mobile', 'like', `%${national}`)
      .execute();
    expect(rows).toEqual([{ mobile: `+86${national}` }]);
  });

  it('answers 10400 to a number that is no phone number, on every call', async () => {
    for (const bad of ['12345', '0013800000005', '999999999999999']) {
      const sent = await send(bad);
      expect(sent.status).toBe(400);
      expect(sent.body).toMatchObject({
        code: 10400,
        data: { fields: { phone: 'validation.mobile' } },
      });
      const login = await smsLogin(bad, '123456');
      expect(login.body).toMatchObject({
        code: 10400,
        data: { fields: { mobile: 'validation.mobile' } },
      });
      const reg = await register(
        t,
        { username: unique.name(), password: 'lantern-quiet-7', mobile: bad, smsCode: '123456' },
        unique.ip(),
      );
      expect(reg.body).toMatchObject({
        code: 10400,
        data: { fields: { mobile: 'validation.mobile' } },
      });
    }
    expect(sms.sent.some((s) => s.phone.includes('12345'))).toBe(false);
  });

  it('normalises numbers stored before, at start-up; of two that collide the oldest keeps it', async () => {
    const national = unique.phone();
    const other = unique.phone();
    const row = (mobile: string, createdAt: string) =>
      userRow(unique.name('old'), { mobile, created_at: createdAt });
    const oldest = row(`0086${national}`, '2024-01-01T00:00:00.000Z');
    const newer = row(national, '2024-06-01T00:00:00.000Z');
    const newest = row(`+86${national}`, '2025-01-01T00:00:00.000Z');
    const alone = row(`86${other}`, '2024-03-01T00:00:00.000Z');
    await t.database.db.insertInto('users').values([newest, newer, oldest, alone]).execute();

    // a restart on the same database
    const again = await buildApp(t.config, { database: t.database, smsSender: sms });
    await again.close();

    const mobiles = await t.database.db
      .selectFrom('users')
      .select(['id', 'mobile'])
      .where('id', 'in', [oldest.id, newer.id, newest.id, alone.id])
      .execute();
    const byId = Object.fromEntries(mobiles.map((m) => [m.id, m.mobile]));
    expect(byId).toEqual({
      [oldest.id]: `+86${national}`,
      [newer.id]: null,
      [newest.id]: null,
      [alone.id]: `+86${other}`,
    });
  });

  it('finds at start-up exactly the mobiles not starting with +, through the index on SQLite', async () => {
    const mobiles = {
      e164: `+86${unique.phone()}`,
      national: unique.phone(),
      bracket: `(86) ${unique.phone()}`,
      space: ` 86${unique.phone()}`,
      comma: `,${unique.phone()}`,
      letters: `n/a ${unique.phone()}`,
      plusPlus: `++${unique.phone()}`,
    };
    const rows = Object.values(mobiles).map((mobile) => userRow(unique.name('form'), { mobile }));
    await t.database.db.insertInto('users').values(rows).execute();
    const ours = new Set(rows.map((r) => r.id));

    const found = (await oldFormMobiles(t.database.db, t.database.kind).execute())
      .filter((r) => ours.has(r.id))
      .map((r) => r.mobile)
      .sort();
    const { e164, plusPlus, ...old } = mobiles;
    expect(found).toEqual(Object.values(old).sort());
    expect(found).not.toContain(e164);
    expect(found).not.toContain(plusPlus);

    if (t.database.kind === 'sqlite') {
      const compiled = oldFormMobiles(t.database.db, 'sqlite').compile();
      const plan = await sql<{
        detail: string;
      }>`explain query plan ${sql.raw(compiled.sql)}`.execute(t.database.db);
      const details = plan.rows.map((r) => r.detail).join(' | ');
      expect(details).not.toMatch(/SCAN users/);
      expect(details).toMatch(/SEARCH users USING INDEX/);
    }
  });
});
